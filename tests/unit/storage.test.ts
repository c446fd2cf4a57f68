import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { objectStore, storageConfig } from '@/server/storage';

describe('storageConfig', () => {
  it('is the local folder without S3_BUCKET (UPLOAD_DIR, else .data/uploads)', () => {
    expect(storageConfig({ UPLOAD_DIR: '/srv/uploads' })).toEqual({ kind: 'local', dir: '/srv/uploads' });
    expect(storageConfig({})).toEqual({ kind: 'local', dir: path.resolve('.data/uploads') });
    expect(storageConfig({ S3_BUCKET: '  ', S3_ENDPOINT: 'http://minio:9000' }).kind).toBe('local');
  });

  it('is S3 with S3_BUCKET, path-style by default when an endpoint is given', () => {
    expect(
      storageConfig({
        S3_BUCKET: 'ops',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'ak',
        S3_SECRET_ACCESS_KEY: 'sk',
      }),
    ).toEqual({
      kind: 's3',
      bucket: 'ops',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: 'ak',
      secretAccessKey: 'sk',
      forcePathStyle: true,
    });
    const aws = storageConfig({ S3_BUCKET: 'ops', S3_REGION: 'ap-southeast-3' });
    expect(aws).toMatchObject({ kind: 's3', region: 'ap-southeast-3', forcePathStyle: false });
    expect(aws).toMatchObject({ endpoint: undefined, accessKeyId: undefined });
    expect(storageConfig({ S3_BUCKET: 'ops', S3_ENDPOINT: 'http://x', S3_FORCE_PATH_STYLE: 'false' })).toMatchObject({
      forcePathStyle: false,
    });
    expect(storageConfig({ S3_BUCKET: 'ops', S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({ forcePathStyle: true });
  });

  it('gives one store per configuration', () => {
    const env = { S3_BUCKET: 'ops', S3_ENDPOINT: 'http://127.0.0.1:9' };
    expect(objectStore(env).kind).toBe('s3');
    expect(objectStore(env)).toBe(objectStore({ ...env }));
    expect(objectStore({ UPLOAD_DIR: '/tmp/a' }).kind).toBe('local');
    expect(objectStore({ UPLOAD_DIR: '/tmp/a' })).not.toBe(objectStore({ UPLOAD_DIR: '/tmp/b' }));
  });
});

describe('local store', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-store-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const store = objectStore({ UPLOAD_DIR: dir });

  it('puts, gets, tells existence and deletes by key', async () => {
    await store.put('2026/11/a.pdf', Buffer.from('pdf'), 'application/pdf');
    expect(fs.readFileSync(path.join(dir, '2026/11/a.pdf'), 'utf8')).toBe('pdf');
    expect(await store.exists('2026/11/a.pdf')).toBe(true);
    expect((await store.get('2026/11/a.pdf'))?.bytes.toString()).toBe('pdf');
    await store.delete(['2026/11/a.pdf', '2026/11/never.pdf']);
    expect(await store.exists('2026/11/a.pdf')).toBe(false);
    expect(await store.get('2026/11/a.pdf')).toBeNull();
  });

  it('never leaves its folder', async () => {
    expect(await store.get('../etc/passwd')).toBeNull();
    expect(await store.get('/etc/passwd')).toBeNull();
    expect(await store.exists('2026/../../x')).toBe(false);
    await expect(store.put('../x', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid storage key/);
    await expect(store.delete(['a/../../x'])).rejects.toThrow(/Invalid storage key/);
  });
});
