// An in-process S3 (s3rver) on a free loopback port, its files in a temporary folder, for tests of the
// S3 object store. `env` holds the S3_* settings the app reads (server/storage/types.ts).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';

interface S3rverOptions {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
// s3rver ships no types; it is loaded by require so that no global declaration is needed.
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: S3rverOptions) => S3rverInstance;

export interface TestS3 {
  endpoint: string;
  bucket: string;
  env: Record<string, string>;
  client: S3Client;
  /** Every key in the bucket ([] when the bucket does not exist yet). */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

/** `createBucket: false` leaves the bucket to the app (created on first write). */
export async function startS3rver({ bucket = 'ops-uploads', createBucket = true } = {}): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: createBucket ? [{ name: bucket }] : [],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    endpoint,
    bucket,
    env,
    client,
    async keys() {
      try {
        const res = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
        return (res.Contents ?? []).map((o) => o.Key ?? '');
      } catch (err) {
        if ((err as { name?: string }).name === 'NoSuchBucket') return [];
        throw err;
      }
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
