import { LIMITS } from '@store/contract';

// A product's photo gallery (issue 14 item 4, docs/decisions/034): `image` is
// the listing image and always the gallery's first photo; `images` holds the
// whole gallery in the admin's order. Writers that only know `image` (the
// demo seed, older API clients) keep working: these two rules make the pair
// agree whoever wrote it.

export interface GalleryColumns {
  image: string | null;
  images: string[];
}

/**
 * The gallery as shoppers see it: `image` first, then the other photos in
 * order. No listing image means no gallery, so a list and its product page
 * never disagree about whether the product has photos.
 */
export function galleryOf(row: GalleryColumns): string[] {
  if (row.image === null) return [];
  return [row.image, ...row.images.filter((url) => url !== row.image)].slice(0, LIMITS.galleryMax);
}

/**
 * The columns to write from the admin's form. With `images` the form's order
 * is the gallery and its first photo the listing image. Without it (a client
 * that only sends `image`) the image becomes the first photo and the rest of
 * the current gallery stays behind it; no image empties the gallery.
 */
export function galleryToWrite(image: string | null, images: string[] | undefined, before?: GalleryColumns): GalleryColumns {
  if (images !== undefined) return { image: images[0] ?? null, images: [...images] };
  if (image === null) return { image: null, images: [] };
  const rest = before ? galleryOf(before).filter((url) => url !== image && url !== before.image) : [];
  return { image, images: [image, ...rest].slice(0, LIMITS.galleryMax) };
}
