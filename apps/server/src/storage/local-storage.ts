import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, InvalidStorageKeyError, StorageUnavailableError, type ImageStorage } from './storage';

export interface LocalStorageOptions {
  /** Public path under which the app serves `rootDir` (default `/uploads`). */
  urlPrefix?: string;
}

/** Every file this driver writes is a WebP variant (lib/images.ts). */
const CONTENT_TYPE = 'image/webp';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

/** A disk failure (full, read-only, no permission) as the storage's own error; the key check's error passes as it is. */
async function onDisk<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof InvalidStorageKeyError) throw error;
    throw new StorageUnavailableError(`Local image storage: ${what} failed`, { cause: error });
  }
}

/**
 * Image storage on local disk: `rootDir` is `<DATA_DIR>/uploads`, served by the
 * app at `/uploads/<key>`. Right for one machine; several machines need a
 * shared driver (S3-compatible, `s3-storage.ts`) instead.
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
    localDir: root,
    async put(key, data) {
      const file = fileFor(key);
      await onDisk('writing', async () => {
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
      });
    },
    async get(key) {
      const file = fileFor(key);
      return onDisk('reading', async () => {
        try {
          const [data, info] = await Promise.all([readFile(file), stat(file)]);
          return { data, contentType: CONTENT_TYPE, lastModified: info.mtime };
        } catch (error) {
          if (isMissing(error)) return null;
          throw error;
        }
      });
    },
    async delete(key) {
      const file = fileFor(key);
      await onDisk('deleting', () => rm(file, { force: true }));
    },
    urlFor(key) {
      assertStorageKey(key);
      return `${urlPrefix}/${key}`;
    },
    async check() {
      await onDisk(`writing to ${root}`, async () => {
        await mkdir(root, { recursive: true });
        await access(root, constants.W_OK);
      });
    },
    async close() {
      // Nothing held open.
    },
  };
}
