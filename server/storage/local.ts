// Files under one folder (UPLOAD_DIR), each key a relative path inside it.
import fs from 'node:fs/promises';
import path from 'node:path';
import { checkKey, isValidKey, type ObjectStore } from './types';

const missing = (err: unknown) => (err as NodeJS.ErrnoException)?.code === 'ENOENT';

export function localStore(dir: string): ObjectStore {
  const root = path.resolve(dir);
  const full = (key: string) => path.join(root, checkKey(key));
  return {
    kind: 'local',
    async put(key, bytes) {
      const file = full(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes);
    },
    async get(key) {
      if (!isValidKey(key)) return null;
      try {
        const bytes = await fs.readFile(full(key));
        return { bytes, size: bytes.length };
      } catch (err) {
        if (missing(err) || (err as NodeJS.ErrnoException)?.code === 'EISDIR') return null;
        throw err;
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => fs.rm(full(key), { force: true })));
    },
    async exists(key) {
      if (!isValidKey(key)) return false;
      return (await fs.stat(full(key)).catch(() => null))?.isFile() ?? false;
    },
  };
}
