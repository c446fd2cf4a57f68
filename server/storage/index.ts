// Where uploaded files are kept (issue 17): an S3-compatible bucket when S3_BUCKET is set (MinIO, s3rver
// or any S3, so several app instances share the files), the local UPLOAD_DIR folder otherwise. The choice
// is read from the environment on each call, and one store is kept per configuration.
import { localStore } from './local';
import { s3Store } from './s3';
import { type ObjectStore, type StorageConfig, storageConfig } from './types';

export type { ObjectStore, StorageConfig, StoredObject } from './types';
export { StorageUnavailable, storageConfig } from './types';

const stores = new Map<string, ObjectStore>();

export function storeFor(config: StorageConfig): ObjectStore {
  const id = JSON.stringify(config);
  let store = stores.get(id);
  if (!store) {
    store = config.kind === 's3' ? s3Store(config) : localStore(config.dir);
    stores.set(id, store);
  }
  return store;
}

/** The store the current environment names. */
export function objectStore(env: Record<string, string | undefined> = process.env): ObjectStore {
  return storeFor(storageConfig(env));
}
