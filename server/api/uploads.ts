import { z } from 'zod';
import { endpoint } from '@/server/http/route';
import { readableUpload } from '@/server/upload-access';
import { saveUpload, serveUploadRow, UPLOAD_MAX_REQUEST } from '@/server/uploads';

const uploadResponse = z.object({
  id: z.uuid(),
  url: z.string(),
  thumb_url: z.string().nullable(),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
  source: z.string(),
});
const uploadParams = z.strictObject({ id: z.uuid() });
const multipart = { maxBytes: UPLOAD_MAX_REQUEST };
const errors = [400, 413] as const;

export const upload = endpoint(
  {
    method: 'POST',
    path: '/api/upload',
    tag: 'Files',
    summary: 'Upload a file (multipart: file, optional source, default others). Video up to 20,000,000 bytes, others 1,000,000.',
    auth: 'upload',
    multipart,
    status: 201,
    response: uploadResponse,
    errors,
  },
  ({ form, user }) => saveUpload(form, user),
);

export const uploadFlight = endpoint(
  {
    method: 'POST',
    path: '/api/upload/flight',
    tag: 'Files',
    summary: 'Upload a flight document (source flight); same limits as /api/upload',
    auth: 'upload.flight',
    multipart,
    status: 201,
    response: uploadResponse,
    errors,
  },
  ({ form, user }) => saveUpload(form, user, 'flight'),
);

export const uploadFile = endpoint(
  {
    method: 'GET',
    path: '/api/upload/{id}',
    tag: 'Files',
    summary:
      'Download an uploaded file: for whoever may read a record that uses it (by that record’s own access), or, while no record uses it, for whoever uploaded it; 404 for anyone else',
    auth: 'upload',
    params: uploadParams,
    produces: '*/*',
    errors: [404],
  },
  async ({ db, params, user }) => serveUploadRow(await readableUpload(db, user, params.id), false),
);

export const uploadThumb = endpoint(
  {
    method: 'GET',
    path: '/api/upload/{id}/thumb',
    tag: 'Files',
    summary: "An uploaded image's thumbnail (WebP, 320 px); read as the file is",
    auth: 'upload',
    params: uploadParams,
    produces: 'image/webp',
    errors: [404],
  },
  async ({ db, params, user }) => serveUploadRow(await readableUpload(db, user, params.id), true),
);
