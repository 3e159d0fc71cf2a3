import { randomBytes } from 'node:crypto';
import { IMAGE_WIDTHS, STORED_IMAGE_WIDTH } from '@store/contract';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { storageKeyFromUrl, type ImageStorage } from '../storage/storage';

/** Formats accepted from uploads, detected from the bytes, never from the name or MIME type. */
export const ACCEPTED_IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const;

/** Decoding bombs stop here: 50 megapixels is a 8660 x 5773 photo. */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 80;

export type ImageErrorReason = 'unsupported_format' | 'too_large' | 'unreadable';

const reasons: Record<ImageErrorReason, string> = {
  unsupported_format: 'Only JPEG, PNG or WebP images can be uploaded',
  too_large: 'The image is too large: at most 50 megapixels',
  unreadable: 'The image could not be read. Please try another file',
};

/**
 * An upload that is not an image we take. `statusCode` 400 lets an error
 * handler answer it as bad input; `message` is fit to show to the user.
 */
export class ImageError extends Error {
  readonly statusCode = 400;
  constructor(readonly reason: ImageErrorReason) {
    super(reasons[reason]);
    this.name = 'ImageError';
  }
}

export interface ImageVariant {
  width: number;
  data: Buffer;
}

export interface ProcessedImage {
  variants: ImageVariant[];
}

/**
 * One WebP per width of IMAGE_WIDTHS, from a pipeline that yields the source
 * image. Never enlarged: a 500 px upload gives 320, 500 and 500 px files, so
 * the three URLs always exist. sharp drops EXIF/XMP/ICC metadata unless asked
 * to keep it, so camera GPS data never reaches the shop.
 */
async function encodeVariants(source: Sharp, effort = 4): Promise<ProcessedImage> {
  const variants = await Promise.all(
    IMAGE_WIDTHS.map(async (width) => ({
      width,
      data: await source
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY, effort })
        .toBuffer(),
    })),
  );
  return { variants };
}

/**
 * Checks an uploaded file by its content (JPEG, PNG or WebP only; an SVG or a
 * text file named `.png` is refused with ImageError), applies the EXIF
 * orientation and makes the WebP variants.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  let meta: Metadata;
  try {
    // Reads the header only: cheap, and nothing is decoded yet.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageError('unsupported_format');
  }
  if (!(ACCEPTED_IMAGE_FORMATS as readonly string[]).includes(meta.format)) {
    throw new ImageError('unsupported_format');
  }
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new ImageError('too_large');
  try {
    // failOn 'error': a truncated or corrupt file is refused, not half-decoded.
    // animated: false keeps the first frame of an animated WebP.
    const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false }).rotate();
    return await encodeVariants(source);
  } catch {
    throw new ImageError('unreadable');
  }
}

/**
 * The variants of artwork the store drew itself (the demo catalogue). SVG is
 * never accepted from an upload: it can reference files and run scripts.
 */
export async function processTrustedSvg(svg: string): Promise<ProcessedImage> {
  // Rasterise once (opaque artwork: no alpha channel); the three resizes then
  // start from pixels. Effort 2 encodes in half the time of 4 for ~5 % more
  // bytes, which keeps seeding the whole demo catalogue to seconds.
  const { data, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return encodeVariants(sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }), 2);
}

/** A fresh random key base: `products/9f3a0c1d2b4e5f60`. */
export function randomImageKey(folder: string): string {
  return `${folder}/${randomBytes(8).toString('hex')}`;
}

/**
 * Writes `<keyBase>-320.webp`, `-640.webp` and `-1280.webp` and returns the
 * public URL of the 640 variant, the one stored on the product.
 */
export async function storeImageVariants(
  storage: ImageStorage,
  image: ProcessedImage,
  keyBase: string,
): Promise<string> {
  const keys = image.variants.map((v) => `${keyBase}-${v.width}.webp`);
  const puts = await Promise.allSettled(image.variants.map((v, i) => storage.put(keys[i] ?? '', v.data, 'image/webp')));
  const failure = puts.find((p): p is PromiseRejectedResult => p.status === 'rejected');
  if (failure) {
    // All three or none: a half-stored image would break the derived URLs.
    await Promise.allSettled(keys.map((key) => storage.delete(key)));
    throw failure.reason;
  }
  return storage.urlFor(`${keyBase}-${STORED_IMAGE_WIDTH}.webp`);
}

/**
 * An uploaded product image, checked and stored as WebP variants under
 * `products/<random id>` (or `keyBase`). Returns the URL to save on the
 * product, e.g. `/uploads/products/9f3a0c1d2b4e5f60-640.webp`.
 */
export async function storeProductImage(
  storage: ImageStorage,
  input: Buffer,
  keyBase: string = randomImageKey('products'),
): Promise<string> {
  return storeImageVariants(storage, await processImage(input), keyBase);
}

/**
 * Deletes every variant of an image by its stored URL. A URL this storage did
 * not make (an external image) is left alone.
 */
export async function deleteStoredImage(storage: ImageStorage, url: string): Promise<void> {
  const key = storageKeyFromUrl(storage, url);
  const match = key === undefined ? null : /^(.*)-\d+\.webp$/.exec(key);
  if (!match?.[1]) return;
  const base = match[1];
  await Promise.all(IMAGE_WIDTHS.map((width) => storage.delete(`${base}-${width}.webp`)));
}
