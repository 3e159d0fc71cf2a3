// Product and hero images are stored as WebP variants that differ by width
// only: `<key>-320.webp`, `<key>-640.webp`, `<key>-1280.webp`. The database
// keeps the URL of the 640 variant; these helpers derive the others, so the
// web app can build `srcset` without asking the server.
import { IMAGE_WIDTHS } from './constants';

/** The width whose URL is stored on a product or feature. */
export const STORED_IMAGE_WIDTH = 640;

const VARIANT_SUFFIX = /-(\d+)\.webp$/;

/** True for a URL of one of our WebP variants (`…-640.webp`), false for an external image. */
export function isImageVariantUrl(url: string): boolean {
  const match = VARIANT_SUFFIX.exec(url);
  return match !== null && (IMAGE_WIDTHS as readonly number[]).includes(Number(match[1]));
}

/**
 * The URL of another width of a stored image: `/uploads/products/ab12-640.webp`
 * with 1280 gives `/uploads/products/ab12-1280.webp`. A URL that is not one of
 * our variants (an external image) comes back unchanged.
 */
export function imageVariantUrl(url: string, width: number): string {
  if (!isImageVariantUrl(url)) return url;
  return url.replace(VARIANT_SUFFIX, `-${width}.webp`);
}

/** `srcset` for a stored image ("…-320.webp 320w, …-640.webp 640w, …"); undefined for an external URL. */
export function imageSrcSet(url: string): string | undefined {
  if (!isImageVariantUrl(url)) return undefined;
  return IMAGE_WIDTHS.map((width) => `${imageVariantUrl(url, width)} ${width}w`).join(', ');
}
