// Objects in an S3-compatible bucket (MinIO, s3rver, AWS S3). The bucket is created on first write when
// it is missing. Files are still served through the app's /api/upload routes, never by bucket URLs.
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { checkKey, isValidKey, type ObjectStore, type StorageConfig, StorageUnavailable } from './types';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

function errorName(err: unknown): string {
  const e = err as { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } };
  if (e?.$metadata?.httpStatusCode === 404 && !e.name) return 'NotFound';
  return e?.name ?? e?.Code ?? '';
}
const MISSING = new Set(['NoSuchKey', 'NotFound', 'NoSuchBucket']);
const isMissing = (err: unknown) =>
  MISSING.has(errorName(err)) || (err as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 404;

export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: several S3-compatible stores refuse the newer defaults.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export function s3Store(config: S3Config): ObjectStore {
  const client = s3Client(config);
  const Bucket = config.bucket;
  let ready: Promise<void> | null = null;

  async function createBucket(): Promise<void> {
    try {
      await client.send(new HeadBucketCommand({ Bucket }));
      return;
    } catch (err) {
      // Not found: create it. Anything else (no permission to look): let the write itself tell.
      if (!isMissing(err)) return;
    }
    try {
      await client.send(
        new CreateBucketCommand({
          Bucket,
          ...(config.region === 'us-east-1' ? {} : { CreateBucketConfiguration: { LocationConstraint: config.region as never } }),
        }),
      );
    } catch (err) {
      const name = errorName(err);
      if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') throw err;
    }
  }

  function ensureBucket(): Promise<void> {
    ready ??= createBucket().catch((err) => {
      ready = null;
      throw err;
    });
    return ready;
  }

  async function attempt<T>(operation: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      throw new StorageUnavailable(operation, err);
    }
  }

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      checkKey(key);
      await attempt('put', async () => {
        await ensureBucket();
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.length }));
      });
    },
    async get(key) {
      if (!isValidKey(key)) return null;
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const bytes = Buffer.from((await res.Body?.transformToByteArray()) ?? new Uint8Array());
        return { bytes, size: bytes.length, contentType: res.ContentType };
      } catch (err) {
        if (isMissing(err)) return null;
        throw new StorageUnavailable('get', err);
      }
    },
    async delete(keys) {
      for (const key of keys) checkKey(key);
      await attempt('delete', () =>
        Promise.all(
          keys.map((Key) =>
            client.send(new DeleteObjectCommand({ Bucket, Key })).catch((err) => {
              if (!isMissing(err)) throw err;
            }),
          ),
        ),
      );
    },
    async exists(key) {
      if (!isValidKey(key)) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw new StorageUnavailable('exists', err);
      }
    },
  };
}
