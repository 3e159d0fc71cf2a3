import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_KEYS, describeStorageContract } from '#server-test/storage-contract';
import { createLocalStorage } from './local-storage';
import { InvalidStorageKeyError, StorageUnavailableError, type ImageStorage } from './storage';

describeStorageContract('local folder', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'store-uploads-'));
  return { storage: createLocalStorage(path.join(root, 'uploads')), cleanup: () => rm(root, { recursive: true, force: true }) };
});

let root: string;
let storage: ImageStorage;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'store-uploads-'));
  storage = createLocalStorage(path.join(root, 'uploads'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('local image storage', () => {
  it('keeps each key as a file under new folders of <DATA_DIR>/uploads, which the app serves', async () => {
    expect(storage.localDir).toBe(path.join(root, 'uploads'));
    await storage.put('products/ab12-640.webp', Buffer.from('picture'), 'image/webp');
    const file = path.join(root, 'uploads', 'products', 'ab12-640.webp');
    expect(await readFile(file, 'utf8')).toBe('picture');
    await storage.delete('products/ab12-640.webp');
    expect(existsSync(file)).toBe(false);
  });

  it.each(BAD_KEYS)('writes nothing outside its folder for the key %j', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    expect(existsSync(path.join(root, 'escape.webp'))).toBe(false);
  });

  it('reports a folder it cannot write to as unavailable storage', async () => {
    // A file where the folder should be: refused even for root, who may write anywhere else.
    const blocker = path.join(root, 'not-a-folder');
    await writeFile(blocker, 'x');
    const broken = createLocalStorage(path.join(blocker, 'uploads'));
    await expect(broken.put('products/a-640.webp', Buffer.from('x'), 'image/webp')).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(broken.check()).rejects.toBeInstanceOf(StorageUnavailableError);
  });
});
