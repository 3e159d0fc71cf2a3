import { IMAGE_WIDTHS } from '@store/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteStoredImage, storeImageVariants } from '#server/lib/images';
import { InvalidStorageKeyError, storageKeyFromUrl, type ImageStorage } from '#server/storage/storage';

// What every image storage driver promises (src/storage/storage.ts): one suite,
// run against the local folder (local-storage.test.ts) and a real S3-protocol
// server (s3-storage.test.ts).

export interface StorageUnderTest {
  storage: ImageStorage;
  /** Removes what the setup made (folders, servers). */
  cleanup(): Promise<void>;
}

/** Keys no driver may take: they could leave the storage root or are not keys the app makes. */
export const BAD_KEYS = [
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
];

const webp = (text: string) => Buffer.from(`RIFF-${text}`);

export function describeStorageContract(name: string, setup: () => Promise<StorageUnderTest>) {
  describe(`image storage contract: ${name}`, () => {
    let subject: StorageUnderTest;
    let storage: ImageStorage;

    beforeAll(async () => {
      subject = await setup();
      storage = subject.storage;
    });
    afterAll(async () => {
      await subject?.storage.close();
      await subject?.cleanup();
    });

    it('is ready to use', async () => {
      await expect(storage.check()).resolves.toBeUndefined();
    });

    it('gives back what was put, with its type, under a URL below /uploads', async () => {
      await storage.put('products/ab12-640.webp', webp('picture'), 'image/webp');
      const got = await storage.get('products/ab12-640.webp');
      expect(got?.data.toString()).toBe('RIFF-picture');
      expect(got?.contentType).toBe('image/webp');
      expect(storage.urlFor('products/ab12-640.webp')).toBe('/uploads/products/ab12-640.webp');
    });

    it('keeps keys several folders deep apart', async () => {
      await storage.put('features/2026/a-320.webp', webp('deep'), 'image/webp');
      await storage.put('features/a-320.webp', webp('shallow'), 'image/webp');
      expect((await storage.get('features/2026/a-320.webp'))?.data.toString()).toBe('RIFF-deep');
      expect((await storage.get('features/a-320.webp'))?.data.toString()).toBe('RIFF-shallow');
    });

    it('replaces what a key held', async () => {
      await storage.put('features/x-320.webp', webp('one'), 'image/webp');
      await storage.put('features/x-320.webp', webp('two'), 'image/webp');
      expect((await storage.get('features/x-320.webp'))?.data.toString()).toBe('RIFF-two');
    });

    it('answers null for a key that holds nothing', async () => {
      expect(await storage.get('products/never-stored-640.webp')).toBeNull();
    });

    it('deletes, and deleting what is already gone is not an error', async () => {
      await storage.put('products/gone-640.webp', webp('bye'), 'image/webp');
      await storage.delete('products/gone-640.webp');
      expect(await storage.get('products/gone-640.webp')).toBeNull();
      await expect(storage.delete('products/gone-640.webp')).resolves.toBeUndefined();
      await expect(storage.delete('products/never-stored-640.webp')).resolves.toBeUndefined();
    });

    it('takes many writes at once', async () => {
      const keys = Array.from({ length: 24 }, (_, i) => `products/many${i}-320.webp`);
      await Promise.all(keys.map((key, i) => storage.put(key, webp(String(i)), 'image/webp')));
      const read = await Promise.all(keys.map((key) => storage.get(key)));
      expect(read.map((r) => r?.data.toString())).toEqual(keys.map((_, i) => `RIFF-${i}`));
    });

    it('stores an image as its three widths and deletes all of them by its URL', async () => {
      const variants = IMAGE_WIDTHS.map((width) => ({ width, data: webp(`w${width}`) }));
      const url = await storeImageVariants(storage, { variants }, 'products/c0ffee');
      expect(url).toBe('/uploads/products/c0ffee-640.webp');
      for (const width of IMAGE_WIDTHS) {
        expect((await storage.get(`products/c0ffee-${width}.webp`))?.data.toString()).toBe(`RIFF-w${width}`);
      }
      await deleteStoredImage(storage, url);
      for (const width of IMAGE_WIDTHS) expect(await storage.get(`products/c0ffee-${width}.webp`)).toBeNull();
    });

    it('finds the key behind a URL it made, and nothing behind other URLs', () => {
      expect(storageKeyFromUrl(storage, '/uploads/products/ab12-640.webp')).toBe('products/ab12-640.webp');
      expect(storageKeyFromUrl(storage, 'https://cdn.example.com/products/ab12-640.webp')).toBeUndefined();
      expect(storageKeyFromUrl(storage, '/uploads/../secret')).toBeUndefined();
    });

    it.each(BAD_KEYS)('refuses the key %j', async (key) => {
      await expect(storage.put(key, webp('x'), 'image/webp')).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      expect(() => storage.urlFor(key)).toThrow(InvalidStorageKeyError);
    });
  });
}
