import path from 'node:path';

export interface StoredObject {
  bytes: Buffer;
  size: number;
  /** As stored; the upload row's mime is what the app serves. */
  contentType?: string;
}

/** Keys are the app's own (`2026/11/<uuid>.png`, plus `.thumb.webp`), never a client's file name. */
export interface ObjectStore {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the objects; one already missing is fine. */
  delete(keys: readonly string[]): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      endpoint?: string;
      region: string;
      accessKeyId?: string;
      secretAccessKey?: string;
      forcePathStyle: boolean;
    };

export function storageConfig(env: Record<string, string | undefined> = process.env): StorageConfig {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return { kind: 'local', dir: path.resolve(env.UPLOAD_DIR || path.join(process.cwd(), '.data', 'uploads')) };
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim().toLowerCase();
  return {
    kind: 's3',
    bucket,
    endpoint,
    region: env.S3_REGION?.trim() || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: pathStyle ? pathStyle === 'true' || pathStyle === '1' : Boolean(endpoint),
  };
}

/** A key the app made: relative segments of safe characters, no `..`, nothing absolute. */
export function isValidKey(key: string): boolean {
  return /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/.test(key) && key.length <= 400;
}

export function checkKey(key: string): string {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
  return key;
}

/** The store could not be reached or refused the app (not something a client caused). */
export class StorageUnavailable extends Error {
  constructor(operation: string, cause: unknown) {
    super(`File storage is unavailable (${operation})`, { cause });
  }
}
