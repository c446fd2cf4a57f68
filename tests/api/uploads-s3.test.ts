// The upload routes over an S3-compatible store (issue 17): s3rver in-process, the S3_* settings set for
// this file only. Files go to the bucket, never to UPLOAD_DIR, and are served through the app's routes.
import fs from 'node:fs';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { upload, uploadFile, uploadThumb } from '@/server/api/uploads';
import { db } from '@/server/db';
import { objectStore } from '@/server/storage';
import { removeStoredFiles } from '@/server/uploads';
import { call, tokenFor } from '../support/api-client';
import { startS3rver, type TestS3 } from '../support/s3rver';

let s3: TestS3;
let token: string;
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  // The app creates the bucket on its first write.
  s3 = await startS3rver({ bucket: 'ops-test-uploads', createBucket: false });
  for (const [k, v] of Object.entries(s3.env)) {
    saved[k] = process.env[k];
    process.env[k] = v;
  }
  token = await tokenFor('airline_base');
});

afterAll(async () => {
  for (const [k, v] of Object.entries(saved)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  await s3?.close();
});

function form(name: string, bytes: Uint8Array, fields: Record<string, string> = {}) {
  const f = new FormData();
  f.append('file', new File([new Uint8Array(bytes)], name));
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
}

/** The route's answer as bytes (the test client reads answers as text). */
async function fetchBytes(handler: typeof uploadFile, id: string) {
  const { NextRequest } = await import('next/server');
  const req = new NextRequest(`http://localhost/api/upload/${id}`, { headers: { authorization: `Bearer ${token}` } });
  const res = await handler(req, { params: Promise.resolve({ id }) });
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

const storageKey = async (id: string) => (await db.upload.findUniqueOrThrow({ where: { id } })).storage_key;
const inUploadDir = (key: string) => fs.existsSync(path.join(inject('uploadDir'), key));

async function objectBytes(key: string): Promise<Buffer> {
  const res = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
  return Buffer.from(await (res.Body?.transformToByteArray() ?? new Uint8Array()));
}

const png = async () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#0e7490' } })
    .png()
    .toBuffer();
const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('uploads on S3', () => {
  it('chooses the S3 store from the environment', () => {
    expect(objectStore().kind).toBe('s3');
  });

  it('stores an image and its thumbnail in the bucket (created on first write), not in UPLOAD_DIR, and serves them back', async () => {
    expect(await s3.keys()).toEqual([]);
    const image = await png();
    const res = await call(upload, { token, raw: form('apron.png', image) });
    expect(res.status).toBe(201);
    expect(res.json.thumb_url).toBe(`/api/upload/${res.json.id}/thumb`);
    const key = await storageKey(res.json.id);
    expect(await s3.keys()).toEqual(expect.arrayContaining([key, `${key}.thumb.webp`]));
    expect(await objectBytes(key)).toEqual(image);
    expect(inUploadDir(key)).toBe(false);

    const back = await fetchBytes(uploadFile, res.json.id);
    expect(back).toMatchObject({ status: 200, type: 'image/png' });
    expect(back.bytes.equals(image)).toBe(true);
    const thumb = await fetchBytes(uploadThumb, res.json.id);
    expect(thumb).toMatchObject({ status: 200, type: 'image/webp' });
    expect(thumb.bytes.equals(await objectBytes(`${key}.thumb.webp`))).toBe(true);
    expect((await sharp(thumb.bytes).metadata()).width).toBe(320);
  });

  it('stores a PDF byte for byte, without a thumbnail', async () => {
    const bytes = pdf();
    const res = await call(upload, { token, raw: form('loadsheet.pdf', bytes, { source: 'flight' }) });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ mime: 'application/pdf', thumb_url: null, size: bytes.length });
    const key = await storageKey(res.json.id);
    expect(await s3.keys()).toContain(key);
    expect(await s3.keys()).not.toContain(`${key}.thumb.webp`);
    expect(inUploadDir(key)).toBe(false);
    const back = await fetchBytes(uploadFile, res.json.id);
    expect(back).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(back.bytes.equals(bytes)).toBe(true);
    expect((await call(uploadThumb, { token, params: { id: res.json.id } })).status).toBe(404);
  });

  it('removes the object and its thumbnail; the file is then 404', async () => {
    const res = await call(upload, { token, raw: form('gone.png', await png()) });
    const key = await storageKey(res.json.id);
    await removeStoredFiles([key]);
    const keys = await s3.keys();
    expect(keys).not.toContain(key);
    expect(keys).not.toContain(`${key}.thumb.webp`);
    expect((await call(uploadFile, { token, params: { id: res.json.id } })).status).toBe(404);
    expect((await call(uploadThumb, { token, params: { id: res.json.id } })).status).toBe(404);
    // Removing what is already gone is fine.
    await expect(removeStoredFiles([key])).resolves.toBeUndefined();
  });

  it('answers 404 for an object missing from the bucket and for unknown ids', async () => {
    const res = await call(upload, { token, raw: form('notes.txt', Buffer.from('hello')) });
    const key = await storageKey(res.json.id);
    await s3.client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }));
    const missing = await call(uploadFile, { token, params: { id: res.json.id } });
    expect(missing.status).toBe(404);
    expect(missing.json.error.code).toBe('not_found');
    expect((await call(uploadFile, { token, params: { id: '00000000-0000-4000-8000-000000000000' } })).status).toBe(404);
  });

  it('leaves no object behind when an upload is refused', async () => {
    const before = (await s3.keys()).length;
    const rows = await db.upload.count();
    const big = await call(upload, { token, raw: form('big.pdf', new Uint8Array(1_000_001)) });
    expect(big.status).toBe(413);
    const empty = await call(upload, { token, raw: form('empty.pdf', new Uint8Array(0)) });
    expect(empty.status).toBe(400);
    const badSource = await call(upload, { token, raw: form('a.png', await png(), { source: '../x' }) });
    expect(badSource.status).toBe(400);
    const anonymous = await call(upload, { raw: form('a.png', await png()) });
    expect(anonymous.status).toBe(401);
    expect((await s3.keys()).length).toBe(before);
    expect(await db.upload.count()).toBe(rows);
  });

  it('answers 503 storage_unavailable, storing nothing, when the store cannot be reached', async () => {
    const endpoint = process.env.S3_ENDPOINT;
    process.env.S3_ENDPOINT = 'http://127.0.0.1:9'; // discard port: nothing listens
    try {
      const rows = await db.upload.count();
      const res = await call(upload, { token, raw: form('a.pdf', pdf()) });
      expect(res.status).toBe(503);
      expect(res.json.error.code).toBe('storage_unavailable');
      expect(await db.upload.count()).toBe(rows);
    } finally {
      process.env.S3_ENDPOINT = endpoint;
    }
  });
});
