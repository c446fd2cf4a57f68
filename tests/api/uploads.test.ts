import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { upload, uploadFile, uploadFlight, uploadThumb } from '@/server/api/uploads';
import { call, tokenFor } from '../support/api-client';

let token: string;
beforeAll(async () => {
  token = await tokenFor('airline_base');
});

function form(file?: { name: string; bytes: Uint8Array<ArrayBuffer>; type?: string }, fields: Record<string, string> = {}) {
  const f = new FormData();
  if (file) f.append('file', new File([file.bytes], file.name, { type: file.type ?? 'application/octet-stream' }));
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
}

const png = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#2449c9' } })
    .png()
    .toBuffer();

describe('POST /api/upload', () => {
  it('stores an image with a thumbnail and serves both back with their content types', async () => {
    const res = await call(upload, { token, raw: form({ name: 'apron.png', bytes: new Uint8Array(await png()), type: 'image/png' }) });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ name: 'apron.png', mime: 'image/png', source: 'others', url: `/api/upload/${res.json.id}` });
    const file = await call(uploadFile, { token, params: { id: res.json.id } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    const thumb = await call(uploadThumb, { token, params: { id: res.json.id } });
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await (await fetchRaw(uploadThumb, res.json.id)).arrayBuffer())).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(320);
  });

  it('keeps the source it is given', async () => {
    const res = await call(upload, { token, raw: form({ name: 'cv.pdf', bytes: new Uint8Array(100) }, { source: 'candidate' }) });
    expect(res.json.source).toBe('candidate');
  });

  it('never uses the file name as a path', async () => {
    const res = await call(upload, { token, raw: form({ name: '../../../etc/passwd', bytes: new Uint8Array([1, 2, 3]) }) });
    expect(res.status).toBe(201);
    expect(res.json.name).toBe('passwd');
    const dir = inject('uploadDir');
    const stored = fs.readdirSync(dir, { recursive: true }).map(String);
    expect(stored.some((p) => p.includes('passwd'))).toBe(false);
    expect(stored.every((p) => !path.isAbsolute(p))).toBe(true);
    const back = await call(uploadFile, { token, params: { id: res.json.id } });
    expect(back.headers.get('content-disposition')).toMatch(/^attachment/);
  });

  it('allows other files up to 1,000,000 bytes and refuses larger with 413 file_size', async () => {
    expect((await call(upload, { token, raw: form({ name: 'a.pdf', bytes: new Uint8Array(1_000_000) }) })).status).toBe(201);
    const big = await call(upload, { token, raw: form({ name: 'a.pdf', bytes: new Uint8Array(1_000_001) }) });
    expect(big.status).toBe(413);
    expect(big.json.error.code).toBe('file_size');
  });

  it('allows video (mov, mp4, avi, flv) up to 20,000,000 bytes', async () => {
    expect((await call(upload, { token, raw: form({ name: 'briefing.MP4', bytes: new Uint8Array(5_000_000) }) })).status).toBe(201);
    const big = await call(upload, { token, raw: form({ name: 'briefing.flv', bytes: new Uint8Array(20_000_001) }) });
    expect(big.status).toBe(413);
  });

  it('answers 400 canceled without a file, or with an empty one', async () => {
    const none = await call(upload, { token, raw: form(undefined, { source: 'others' }) });
    expect(none.status).toBe(400);
    expect(none.json.error.code).toBe('canceled');
    const empty = await call(upload, { token, raw: form({ name: 'a.txt', bytes: new Uint8Array(0) }) });
    expect(empty.json.error.code).toBe('canceled');
    const notMultipart = await call(upload, { token, body: { file: 'x' } });
    expect(notMultipart.status).toBe(400);
  });

  it('answers 400 for a source with odd characters', async () => {
    const res = await call(upload, { token, raw: form({ name: 'a.txt', bytes: new Uint8Array(3) }, { source: '../x' }) });
    expect(res.status).toBe(400);
  });

  it('needs a token; unknown ids are 404', async () => {
    expect((await call(upload, { raw: form({ name: 'a.txt', bytes: new Uint8Array(3) }) })).status).toBe(401);
    expect((await call(uploadFile, { token, params: { id: '00000000-0000-4000-8000-000000000000' } })).status).toBe(404);
    expect((await call(uploadFile, { token, params: { id: 'not-a-uuid' } })).status).toBe(404);
  });
});

describe('POST /api/upload/flight', () => {
  it('stores with source flight for airline staff and refuses other units', async () => {
    const res = await call(uploadFlight, { token, raw: form({ name: 'loadsheet.pdf', bytes: new Uint8Array(10) }) });
    expect(res.status).toBe(201);
    expect(res.json.source).toBe('flight');
    const marine = await call(uploadFlight, {
      token: await tokenFor('marine_cs'),
      raw: form({ name: 'x.pdf', bytes: new Uint8Array(10) }),
    });
    expect(marine.status).toBe(403);
  });
});

async function fetchRaw(handler: typeof uploadThumb, id: string) {
  const { NextRequest } = await import('next/server');
  const req = new NextRequest(`http://localhost/api/upload/${id}/thumb`, { headers: { authorization: `Bearer ${token}` } });
  return handler(req, { params: Promise.resolve({ id }) });
}
