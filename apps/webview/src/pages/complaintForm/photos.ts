import { readRuntimeConfig } from '@loan-h5/api';
import { isHttpUrl, type DraftPhoto } from '@loan-h5/screens';
import { absoluteImageUrl } from '../complaintLinks';

/** A photo of the form: its kept state, its file (until sent) and what the picker shows. */
export interface FormPhoto extends DraftPhoto {
  file?: Blob;
  /** What the picker shows: the file's object URL, or the server's copy. */
  preview: string;
  /** `preview` is an object URL this page made (revoked when the photo or the page goes). */
  ownPreview?: boolean;
}

/** A grey tile for an uploaded photo whose file is gone and whose server address cannot be shown. */
const NO_PREVIEW =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#dfe3e8"/></svg>',
  );

/** The preview of a photo read back from the draft: its stored file, else the server's copy when http(s). */
export function photoPreview(photo: DraftPhoto & { file?: Blob }): Pick<FormPhoto, 'preview' | 'ownPreview'> {
  if (photo.file) return { preview: URL.createObjectURL(photo.file), ownPreview: true };
  const origin = readRuntimeConfig().apiOrigin || globalThis.location?.origin || '';
  const url = photo.uploadedUrl ? absoluteImageUrl(photo.uploadedUrl, origin) : '';
  return { preview: isHttpUrl(url) ? url : NO_PREVIEW };
}
