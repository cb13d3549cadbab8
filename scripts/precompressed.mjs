// The compressed copies the production build writes for nginx's gzip_static and brotli_static
// (apps/webview/vite.config.ts), and the sizes `npm run size` counts: one definition for both.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** gzip at level 9: what plain HTTP and clients without brotli get. */
export const gzip = (data) => gzipSync(data, { level: 9 });

/** Brotli at its highest quality, text mode: what a browser gets over HTTPS. */
export const brotli = (data) =>
  brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(data),
    },
  });
