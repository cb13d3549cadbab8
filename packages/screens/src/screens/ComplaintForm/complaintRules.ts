/** Pure rules of the complaint form (spec 4, 5, 9): the text limit, the counter, uploads, the kept draft. */
import type { UploadMark } from '../../components/ImagePicker';

/**
 * Where a send stands: `editing` (nothing on its way), `uploading` the photos one by one, `saving` the
 * complaint, `sending` (the save's answer was lost: only the server's answer moves it on), `sent`.
 */
export type ComplaintPhase = 'editing' | 'uploading' | 'saving' | 'sending' | 'sent';

/** Spec 5 and 9: at most 200 characters and 9 photos. */
export const COMPLAINT_TEXT_MAX = 200;
export const COMPLAINT_IMAGES_MAX = 9;
/** Largest photo accepted from the phone, before it is scaled down (a 12 MP camera photo is 3-8 MB). */
export const COMPLAINT_IMAGE_BYTES_MAX = 15 * 1024 * 1024;

/** Characters as the borrower and the server count them: code points, so an emoji is one, never cut in half. */
export const textLength = (text: string) => Array.from(text).length;

/**
 * The text after an edit: at most `max` characters, the rest cut off (typing beyond does nothing, a paste
 * keeps its first part). `cut` says something was dropped, so the borrower is told.
 */
export function limitText(text: string, max = COMPLAINT_TEXT_MAX): { text: string; cut: boolean } {
  const chars = Array.from(text);
  return chars.length <= max ? { text, cut: false } : { text: chars.slice(0, max).join(''), cut: true };
}

/**
 * What the polite live region says about the counter: nothing while there is plenty of room (a screen
 * reader would otherwise speak on every key), the characters left at 20, 10 and 5 or fewer, and "full" at
 * the limit.
 */
export function counterNotice(
  length: number,
  max = COMPLAINT_TEXT_MAX,
): { kind: 'left'; left: number } | { kind: 'full' } | null {
  const left = max - length;
  if (left <= 0) return { kind: 'full' };
  if (left === 20 || left === 10 || left <= 5) return { kind: 'left', left };
  return null;
}

/** The form's one required field (spec 5): blank or spaces only is "missing". */
export const textMissing = (text: string) => text.trim() === '';

/** A photo of the draft: its upload URL once the server has it. */
export interface DraftPhoto {
  id: string;
  /** The server's URL from upload-problem-img; absent until it is uploaded. */
  uploadedUrl?: string;
  /** The last upload of it failed (its file is kept, to send again). */
  failed?: boolean;
}

/** The photos still to upload, in the borrower's order: those without a URL (a failed one among them). */
export const pendingUploads = <T extends DraftPhoto>(photos: readonly T[]) =>
  photos.filter((p) => !p.uploadedUrl);

/** The URLs to save, in order: only when every photo is uploaded, else null. */
export function uploadedUrls(photos: readonly DraftPhoto[]): string[] | null {
  const urls = photos.map((p) => p.uploadedUrl);
  return urls.every((u): u is string => typeof u === 'string' && u !== '') ? urls : null;
}

/** A photo's progress mark while sending: `current` is the one on its way now. */
export function markOf(photo: DraftPhoto, current: string | null, sending: boolean): UploadMark | undefined {
  // The server has it: marked so, also after a failure of another photo (it is not sent again).
  if (photo.uploadedUrl) return 'uploaded';
  if (photo.id === current) return 'uploading';
  if (photo.failed) return 'failed';
  return sending ? 'waiting' : undefined;
}

/** What is kept in local storage for one order and type: the text, the photos' ids and URLs, the save. */
export interface KeptDraft {
  text: string;
  photos: DraftPhoto[];
  /**
   * The save on its way (its Idempotency-Key and exactly what it sent): set before the request leaves, so a
   * reload or "Check again" repeats that very request and the server saves the complaint once.
   */
  saving?: { key: string; text: string; urls: string[] };
  /** The type chosen on the form, when its address named none (a complaint from the chatbot). */
  chosenType?: { problemType: string; problemSonType?: string };
}

export const emptyDraft = (): KeptDraft => ({ text: '', photos: [] });

/** Server URLs a draft may show and send: http(s) only. */
export const isHttpUrl = (url: unknown): url is string =>
  typeof url === 'string' && /^https?:\/\//i.test(url);

/**
 * What upload-problem-img may answer as a photo's address, to send back in problem-save: a path on the
 * server or an http(s) URL, without commas (the URLs are sent comma-joined), spaces or another scheme.
 */
export function isUploadRef(value: unknown): value is string {
  if (typeof value !== 'string' || value === '' || value.length > 2048) return false;
  // Commas would split it when joined; spaces and control characters never belong in an address.
  if (/[,\s]/.test(value) || [...value].some((c) => c.charCodeAt(0) < 0x20)) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1];
  return scheme === undefined || /^https?$/i.test(scheme);
}

/**
 * A kept draft as read back (any JSON, possibly damaged or from an older version): whatever is usable,
 * the text within the limit, at most 9 photos with distinct ids, URLs only when http(s).
 */
export function readDraft(value: unknown): KeptDraft {
  if (typeof value !== 'object' || value === null) return emptyDraft();
  const v = value as Record<string, unknown>;
  const text = typeof v.text === 'string' ? limitText(v.text).text : '';
  const seen = new Set<string>();
  const photos: DraftPhoto[] = [];
  for (const p of Array.isArray(v.photos) ? (v.photos as unknown[]) : []) {
    if (typeof p !== 'object' || p === null) continue;
    const { id, uploadedUrl, failed } = p as Record<string, unknown>;
    if (typeof id !== 'string' || id === '' || seen.has(id)) continue;
    seen.add(id);
    photos.push({
      id,
      ...(isUploadRef(uploadedUrl) ? { uploadedUrl } : {}),
      ...(failed === true ? { failed: true } : {}),
    });
  }
  const s = v.saving as Record<string, unknown> | undefined;
  const saving =
    s && typeof s.key === 'string' && typeof s.text === 'string' && Array.isArray(s.urls)
      ? { key: s.key, text: s.text, urls: (s.urls as unknown[]).filter(isUploadRef) }
      : undefined;
  const c = v.chosenType as Record<string, unknown> | undefined;
  const chosenType =
    c && typeof c.problemType === 'string' && c.problemType !== ''
      ? {
          problemType: c.problemType,
          ...(typeof c.problemSonType === 'string' && c.problemSonType !== ''
            ? { problemSonType: c.problemSonType }
            : {}),
        }
      : undefined;
  return {
    text,
    photos: photos.slice(0, COMPLAINT_IMAGES_MAX),
    ...(saving ? { saving } : {}),
    ...(chosenType ? { chosenType } : {}),
  };
}

/**
 * The photos a reopened draft shows: each kept photo whose file is still stored (IndexedDB) or that the
 * server already has (its URL stands in for the file); one with neither is gone for good and named in
 * `lost` (the page was closed before its file was stored: the borrower is told to add it again). Stored
 * files no kept photo names are left out (the caller deletes them).
 */
export function mergeDraftPhotos<F>(
  kept: readonly DraftPhoto[],
  files: ReadonlyMap<string, F>,
): { photos: Array<DraftPhoto & { file?: F }>; orphans: string[]; lost: string[] } {
  const survives = (p: DraftPhoto) => files.has(p.id) || !!p.uploadedUrl;
  const photos = kept
    .filter(survives)
    .map((p) => (files.has(p.id) ? { ...p, file: files.get(p.id) } : { ...p }));
  const named = new Set(kept.map((p) => p.id));
  return {
    photos,
    orphans: [...files.keys()].filter((id) => !named.has(id)),
    lost: kept.filter((p) => !survives(p)).map((p) => p.id),
  };
}

/** Where a draft is kept: one per order, type and sub-type. */
export const draftKey = (orderNo: string, problemType: string, problemSonType = '') =>
  `loan-h5:complaint-draft:${orderNo}:${problemType}:${problemSonType}`;

/** The longest side a photo is uploaded with: a 4000×3000 camera photo goes up as 1600×1200. */
export const UPLOAD_LONGEST_SIDE = 1600;

/** The size a photo is scaled to: unchanged when its longest side is within `max`, else proportionally down. */
export function scaledSize(
  width: number,
  height: number,
  max = UPLOAD_LONGEST_SIDE,
): { width: number; height: number; scaled: boolean } {
  const longest = Math.max(width, height);
  if (!(longest > max)) return { width, height, scaled: false };
  const ratio = max / longest;
  return {
    width: Math.max(1, Math.round(width * ratio)),
    height: Math.max(1, Math.round(height * ratio)),
    scaled: true,
  };
}
