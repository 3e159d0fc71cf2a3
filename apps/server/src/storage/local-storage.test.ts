import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import { InvalidStorageKeyError, storageKeyFromUrl, type ImageStorage } from './storage';

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
  it('writes a file under new folders, serves it under /uploads and deletes it', async () => {
    await storage.put('products/ab12-640.webp', Buffer.from('picture'), 'image/webp');
    const file = path.join(root, 'uploads', 'products', 'ab12-640.webp');
    expect(await readFile(file, 'utf8')).toBe('picture');
    expect(storage.urlFor('products/ab12-640.webp')).toBe('/uploads/products/ab12-640.webp');

    await storage.delete('products/ab12-640.webp');
    expect(existsSync(file)).toBe(false);
    // Deleting what is already gone is not an error.
    await expect(storage.delete('products/ab12-640.webp')).resolves.toBeUndefined();
  });

  it('replaces a file with the same key', async () => {
    await storage.put('features/x-320.webp', Buffer.from('one'), 'image/webp');
    await storage.put('features/x-320.webp', Buffer.from('two'), 'image/webp');
    expect(await readFile(path.join(root, 'uploads', 'features', 'x-320.webp'), 'utf8')).toBe('two');
  });

  it.each([
    '../escape.webp',
    'products/../../escape.webp',
    'products/..',
    '/etc/passwd',
    'products//a.webp',
    'products/./a.webp',
    '.hidden',
    'products/A.webp',
    'products\\a.webp',
    'products/a b.webp',
    'products/',
    '',
  ])('refuses the key %j', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    expect(() => storage.urlFor(key)).toThrow(InvalidStorageKeyError);
    expect(existsSync(path.join(root, 'escape.webp'))).toBe(false);
  });

  it('finds the key behind a URL it made, and nothing behind other URLs', () => {
    expect(storageKeyFromUrl(storage, '/uploads/products/ab12-640.webp')).toBe('products/ab12-640.webp');
    expect(storageKeyFromUrl(storage, 'https://cdn.example.com/products/ab12-640.webp')).toBeUndefined();
    expect(storageKeyFromUrl(storage, '/uploads/../secret')).toBeUndefined();
  });
});
