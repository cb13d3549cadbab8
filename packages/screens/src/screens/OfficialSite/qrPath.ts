import { encode } from 'uqr';

// This module and the encoder are one chunk, downloaded only where a QR code is shown (the site's desktop
// layout: StoreQrCode imports it when that layout shows).

/**
 * A QR code's dark modules as one SVG path in module units (`viewBox="0 0 size size"`): each horizontal
 * run of dark modules is one rectangle, so a code of a few hundred modules stays a short path.
 */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return parts.join('');
}

/** The dark modules of a QR code for `text` (UTF-8, error correction M, no quiet zone: the box draws it). */
export async function qrModules(text: string): Promise<boolean[][]> {
  return encode(text, { ecc: 'M', border: 0 }).data;
}

/** The code for `text`, ready to draw: its size in modules and its dark modules as one path. */
export async function qrDrawing(text: string): Promise<{ size: number; path: string }> {
  const modules = await qrModules(text);
  return { size: modules.length, path: qrPath(modules) };
}
