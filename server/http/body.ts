// Request bodies read with a limit counted as the bytes arrive: a declared Content-Length over the limit is
// refused before reading, and a body without one (chunked) is refused as soon as it passes the limit, so
// that no request makes the server hold more than its limit. A refused body is left unread and the answer
// closes the connection (server/http/route.ts), so the client's remainder is never taken in.
import { HttpError } from './errors';

/** The bytes of each request read to its end, so that a second reader (a handler after the wrapper) gets them again. */
const bodies = new WeakMap<Request, Promise<Uint8Array>>();

type Refusal = (maxBytes: number) => HttpError;
const tooLarge: Refusal = (maxBytes) => new HttpError(413, 'payload_too_large', `The request body is larger than ${maxBytes} bytes`);
const fileTooLarge: Refusal = () => new HttpError(413, 'file_size', 'The file is too large');

/** Whether the request's body has been read to its end (or it has none: no stream, or a declared length of 0). */
export const bodyRead = (req: Request) => req.body === null || req.headers.get('content-length') === '0' || bodies.has(req);

async function collect(req: Request, maxBytes: number, refusal: Refusal): Promise<Uint8Array> {
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      // The rest stays unread rather than cancelled: cancelling would tear the connection down before the
      // 413 is written. The answer says Connection: close, which ends it once the 413 has gone out.
      if (total > maxBytes) throw refusal(maxBytes);
      chunks.push(value);
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    // A body the client broke off (a closed tab, a dropped connection) is a 400, not a server error.
    throw new HttpError(400, 'validation', 'The request body could not be read');
  } finally {
    reader.releaseLock();
  }
  return Buffer.concat(chunks, total);
}

/** The request body's bytes, at most `maxBytes` (413 beyond, counted as they stream in). */
export async function readBodyBytes(req: Request, maxBytes: number, refusal = tooLarge): Promise<Uint8Array> {
  if (Number(req.headers.get('content-length') ?? 0) > maxBytes) throw refusal(maxBytes);
  let reading = bodies.get(req);
  if (!reading) {
    reading = collect(req, maxBytes, refusal);
    // Only a body read to its end is kept: a refused one refuses the next reader alike.
    bodies.set(req, reading);
    reading.catch(() => bodies.delete(req));
  }
  const bytes = await reading;
  if (bytes.byteLength > maxBytes) throw refusal(maxBytes);
  return bytes;
}

/** The request body as text (UTF-8, a leading BOM dropped), at most `maxBytes` (413 beyond). */
export async function readBodyText(req: Request, maxBytes: number): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(req, maxBytes));
}

/** A multipart/form-data body, at most `maxBytes` (413 beyond), parsed only once it is all in and under the limit. */
export async function readFormBody(req: Request, maxBytes: number): Promise<FormData> {
  if (Number(req.headers.get('content-length') ?? 0) > maxBytes) throw fileTooLarge(maxBytes);
  const type = req.headers.get('content-type');
  if (!type?.toLowerCase().startsWith('multipart/form-data')) {
    throw new HttpError(400, 'canceled', 'Send the file as multipart/form-data in the field "file"');
  }
  const bytes = await readBodyBytes(req, maxBytes, fileTooLarge);
  try {
    return await new Response(bytes as BodyInit, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new HttpError(400, 'canceled', 'The upload could not be read');
  }
}
