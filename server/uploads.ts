// Uploaded files are kept in the object store (server/storage: an S3 bucket when S3_BUCKET is set, UPLOAD_DIR
// otherwise) under a generated key; the client's file name is kept only as metadata and never used as a key.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Upload } from '@/lib/generated/prisma/client';
import { checkUpload, DEFAULT_UPLOAD_SOURCE, fileExtension, MAX_VIDEO_BYTES } from '@/lib/rules/upload';
import type { CurrentUser } from '@/server/auth/user';
import { db } from '@/server/db';
import { HttpError, notFound } from '@/server/http/errors';
import { objectStore, StorageUnavailable } from '@/server/storage';

export const UPLOAD_MAX_REQUEST = MAX_VIDEO_BYTES;

const MIME: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  csv: 'text/csv',
  txt: 'text/plain',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  flv: 'video/x-flv',
};
const THUMBNAILED = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
/** Types a browser may show inline; anything else is served as a download. */
const INLINE = new Set([...THUMBNAILED, 'application/pdf', 'video/mp4', 'video/quicktime']);

const thumbKey = (key: string) => `${key}.thumb.webp`;

/** A store that cannot be reached is the server's trouble, told plainly (503), not an anonymous 500. */
async function stored<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof StorageUnavailable) {
      console.error('[storage]', err);
      throw new HttpError(503, 'storage_unavailable', 'File storage is unavailable; try again shortly');
    }
    throw err;
  }
}

function safeName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'file';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) || 'file';
}

export const uploadUrl = (id: string) => `/api/upload/${id}`;
export const uploadThumbUrl = (id: string) => `${uploadUrl(id)}/thumb`;

/** Removes stored files (and their thumbnails) whose upload rows are gone; a file already missing is fine. */
export async function removeStoredFiles(keys: readonly string[]): Promise<void> {
  if (keys.length) await stored(() => objectStore().delete(keys.flatMap((key) => [key, thumbKey(key)])));
}

export async function saveUpload(form: FormData, user: CurrentUser, sourceOverride?: string) {
  const file = form.get('file');
  const blob = file instanceof File ? file : null;
  const check = checkUpload(blob);
  if (check === 'canceled' || !blob) throw new HttpError(400, 'canceled', 'No file was sent');
  if (check === 'file_size') throw new HttpError(413, 'file_size', 'The file is too large');
  const rawSource = sourceOverride ?? form.get('source');
  const source = typeof rawSource === 'string' && rawSource.trim() ? rawSource.trim() : DEFAULT_UPLOAD_SOURCE;
  if (!/^[a-z0-9_-]{1,40}$/i.test(source)) {
    throw new HttpError(400, 'validation', 'source may hold letters, digits, - and _ only', { fields: { source: 'Invalid source' } });
  }

  const name = safeName(blob.name);
  const ext = fileExtension(name);
  const mime = MIME[ext] ?? 'application/octet-stream';
  const id = randomUUID();
  const now = new Date();
  const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${id}${ext ? `.${ext}` : ''}`;
  const bytes = Buffer.from(await blob.arrayBuffer());
  const thumb = THUMBNAILED.has(mime) ? await thumbnail(bytes) : null;
  const store = objectStore();
  try {
    await stored(() => store.put(key, bytes, mime));
    if (thumb) await stored(() => store.put(thumbKey(key), thumb, 'image/webp'));
    await db.upload.create({
      data: { id, name, mime, size: bytes.length, source, storage_key: key, has_thumb: !!thumb, user_id: user.id },
    });
  } catch (err) {
    await store.delete([key, thumbKey(key)]).catch(() => {});
    throw err;
  }
  return {
    id,
    url: uploadUrl(id),
    thumb_url: thumb ? uploadThumbUrl(id) : null,
    name,
    size: bytes.length,
    mime,
    source,
  };
}

/** A 320 px WebP of the image, or null when it is not a readable image after all (the file is kept). */
async function thumbnail(bytes: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(bytes).rotate().resize(320, 320, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
  } catch {
    return null;
  }
}

export async function serveUpload(id: string, thumb: boolean): Promise<Response> {
  const row = await db.upload.findUnique({ where: { id } });
  if (!row) throw notFound('File not found');
  return serveUploadRow(row, thumb);
}

/** The file (or its thumbnail) of an upload row already read. */
export async function serveUploadRow(row: Upload, thumb: boolean): Promise<Response> {
  if (thumb && !row.has_thumb) throw notFound('File not found');
  const object = await stored(() => objectStore().get(thumb ? thumbKey(row.storage_key) : row.storage_key));
  if (!object) throw notFound('File not found');
  const data = object.bytes;
  const mime = thumb ? 'image/webp' : row.mime;
  const disposition = INLINE.has(mime) ? 'inline' : 'attachment';
  return new Response(new Uint8Array(data), {
    headers: {
      'Content-Type': mime,
      'Content-Length': String(data.length),
      'Content-Disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(row.name)}`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, max-age=3600',
    },
  });
}
