import { scaledSize, UPLOAD_LONGEST_SIDE } from '@loan-h5/screens';

/** JPEG quality of a scaled photo: text in a screenshot stays readable, a 12 MP photo becomes a few hundred KB. */
export const SCALED_QUALITY = 0.8;

/**
 * A photo ready to upload: over `max` px on its longest side it is drawn smaller on a canvas and sent as
 * JPEG; within it (or when the phone cannot decode it, e.g. HEIC outside Safari) it goes as chosen, and the
 * server decides. A scaled copy that came out larger than the original is not used.
 */
export async function scaleImage(
  file: Blob,
  max = UPLOAD_LONGEST_SIDE,
  quality = SCALED_QUALITY,
): Promise<Blob> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const size = scaledSize(image.naturalWidth, image.naturalHeight, max);
    if (!size.scaled) return file;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    // JPEG has no transparency: a white page under a transparent PNG, not black.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(image, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    if (!blob || blob.size >= file.size) return file;
    const name = file instanceof File ? file.name.replace(/\.[^./]*$/, '') || 'photo' : 'photo';
    return new File([blob], `${name}.jpg`, { type: 'image/jpeg' });
  } catch {
    return file;
  } finally {
    URL.revokeObjectURL(url);
  }
}
