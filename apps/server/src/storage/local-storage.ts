import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, InvalidStorageKeyError, type ImageStorage } from './storage';

export interface LocalStorageOptions {
  /** Public path under which the app serves `rootDir` (default `/uploads`). */
  urlPrefix?: string;
}

/**
 * Image storage on local disk: `rootDir` is `<DATA_DIR>/uploads`, served by the
 * app at `/uploads/<key>`. Right for one machine; several API processes need
 * a shared driver (S3-compatible) instead, see `storage.ts`.
 */
export function createLocalStorage(rootDir: string, options: LocalStorageOptions = {}): ImageStorage {
  const root = path.resolve(rootDir);
  const urlPrefix = (options.urlPrefix ?? '/uploads').replace(/\/+$/, '');

  function fileFor(key: string): string {
    assertStorageKey(key);
    const file = path.resolve(root, ...key.split('/'));
    // Belt and braces: the key check already rules this out.
    if (!file.startsWith(root + path.sep)) throw new InvalidStorageKeyError(key);
    return file;
  }

  return {
    async put(key, data) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temp, data);
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async delete(key) {
      await rm(fileFor(key), { force: true });
    },
    urlFor(key) {
      assertStorageKey(key);
      return `${urlPrefix}/${key}`;
    },
  };
}
