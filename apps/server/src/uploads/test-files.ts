import sharp from 'sharp';

/** A real image of the given type and size, made on the spot. */
export function makeImage(format: 'png' | 'jpeg' | 'webp' | 'gif', width = 600, height = 400): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .toFormat(format)
    .toBuffer();
}

export const htmlPage = Buffer.from('<!doctype html><html><body><script>alert(document.domain)</script></body></html>');

/** A multipart body as a browser's FormData would send it, for `inject`. */
export async function multipartBody(
  bytes: Buffer,
  { fileName = 'upload.bin', type = 'application/octet-stream', field = 'file' } = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), fileName);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
