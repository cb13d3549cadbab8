export function gzip(data: string | Buffer): Buffer;
export function brotli(data: string | Buffer): Buffer;
