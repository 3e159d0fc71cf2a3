import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { imageSrcSet, imageVariantUrl } from '@store/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../storage/local-storage';
import type { ImageStorage } from '../storage/storage';
import { deleteStoredImage, ImageError, processImage, storeProductImage } from './images';

let root: string;
let storage: ImageStorage;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'store-images-'));
  storage = createLocalStorage(root);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A real picture: a gradient-ish test card of the given size and format. */
function picture(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 60 } } }).composite([
    { input: { create: { width: Math.ceil(width / 2), height: Math.ceil(height / 2), channels: 3, background: '#1e40af' } }, left: 0, top: 0 },
  ]);
}

async function sizeOf(data: Buffer) {
  const meta = await sharp(data).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
}

describe('processImage', () => {
  it('turns a PNG into three WebP files of 320, 640 and 1280 px', async () => {
    const png = await picture(1600, 1200).png().toBuffer();
    const { variants } = await processImage(png);
    expect(variants.map((v) => v.width)).toEqual([320, 640, 1280]);
    const sizes = await Promise.all(variants.map((v) => sizeOf(v.data)));
    expect(sizes).toEqual([
      { format: 'webp', width: 320, height: 240 },
      { format: 'webp', width: 640, height: 480 },
      { format: 'webp', width: 1280, height: 960 },
    ]);
  });

  it('downscales a big photo and never enlarges a small one', async () => {
    const big = await processImage(await picture(4000, 3000).jpeg().toBuffer());
    expect(await sizeOf(big.variants[2]?.data ?? Buffer.alloc(0))).toMatchObject({ width: 1280, height: 960 });
    expect(big.variants.every((v) => v.data.length < 400_000)).toBe(true);

    const small = await processImage(await picture(500, 500).webp().toBuffer());
    const widths = await Promise.all(small.variants.map(async (v) => (await sizeOf(v.data)).width));
    expect(widths).toEqual([320, 500, 500]);
  });

  it('applies the EXIF orientation and strips the metadata', async () => {
    const jpeg = await picture(800, 400).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(jpeg).metadata()).orientation).toBe(6);
    const { variants } = await processImage(jpeg);
    const out = await sharp(variants[1]?.data ?? Buffer.alloc(0)).metadata();
    expect({ width: out.width, height: out.height }).toEqual({ width: 400, height: 800 });
    expect(out.exif).toBeUndefined();
    expect(out.orientation).toBeUndefined();
  });

  it('refuses a text file named .png, an SVG and a GIF', async () => {
    await expect(processImage(Buffer.from('this is not a picture, just text in photo.png'))).rejects.toMatchObject({
      name: 'ImageError',
      reason: 'unsupported_format',
      statusCode: 400,
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await expect(processImage(svg)).rejects.toBeInstanceOf(ImageError);
    const gif = await picture(20, 20).gif().toBuffer();
    await expect(processImage(gif)).rejects.toBeInstanceOf(ImageError);
  });

  it('refuses a picture over 50 megapixels before decoding it', async () => {
    const huge = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#ffffff' } }).png({ compressionLevel: 1 }).toBuffer();
    await expect(processImage(huge)).rejects.toMatchObject({ reason: 'too_large', statusCode: 400 });
  });

  it('refuses a truncated file', async () => {
    const png = await picture(600, 600).png().toBuffer();
    await expect(processImage(png.subarray(0, Math.floor(png.length / 2)))).rejects.toBeInstanceOf(ImageError);
  });
});

describe('storeProductImage', () => {
  it('stores the variants under products/<random id> and returns the 640 URL', async () => {
    const url = await storeProductImage(storage, await picture(900, 900).png().toBuffer());
    expect(url).toMatch(/^\/uploads\/products\/[0-9a-f]{16}-640\.webp$/);
    const base = path.basename(url).replace('-640.webp', '');
    const files = (await readdir(path.join(root, 'products'))).filter((f) => f.startsWith(base)).toSorted();
    expect(files).toEqual([`${base}-1280.webp`, `${base}-320.webp`, `${base}-640.webp`]);

    await deleteStoredImage(storage, url);
    expect(existsSync(path.join(root, 'products', `${base}-640.webp`))).toBe(false);
    expect(existsSync(path.join(root, 'products', `${base}-1280.webp`))).toBe(false);
  });

  it('writes nothing for a refused file', async () => {
    const before = existsSync(path.join(root, 'products')) ? await readdir(path.join(root, 'products')) : [];
    await expect(storeProductImage(storage, Buffer.from('not an image'))).rejects.toBeInstanceOf(ImageError);
    const after = existsSync(path.join(root, 'products')) ? await readdir(path.join(root, 'products')) : [];
    expect(after).toEqual(before);
  });

  it('leaves an external image URL alone when deleting', async () => {
    await expect(deleteStoredImage(storage, 'https://example.com/a-640.webp')).resolves.toBeUndefined();
  });
});

describe('imageVariantUrl', () => {
  it('swaps the width of a stored variant and leaves other URLs alone', () => {
    expect(imageVariantUrl('/uploads/products/ab12-640.webp', 1280)).toBe('/uploads/products/ab12-1280.webp');
    expect(imageVariantUrl('/uploads/products/ab12-640.webp', 320)).toBe('/uploads/products/ab12-320.webp');
    expect(imageVariantUrl('https://example.com/photo.jpg', 320)).toBe('https://example.com/photo.jpg');
    expect(imageVariantUrl('/uploads/products/size-999.webp', 320)).toBe('/uploads/products/size-999.webp');
    expect(imageSrcSet('/uploads/p/x-640.webp')).toBe('/uploads/p/x-320.webp 320w, /uploads/p/x-640.webp 640w, /uploads/p/x-1280.webp 1280w');
    expect(imageSrcSet('https://example.com/photo.jpg')).toBeUndefined();
  });
});
