import { describe, expect, it } from 'vitest';
import { galleryOf, galleryToWrite } from './gallery';

const a = '/uploads/products/a-640.webp';
const b = '/uploads/products/b-640.webp';
const c = '/uploads/products/c-640.webp';

describe('galleryOf', () => {
  it('puts the listing image first and keeps the others in order', () => {
    expect(galleryOf({ image: b, images: [a, b, c] })).toEqual([b, a, c]);
    expect(galleryOf({ image: a, images: [a, b, c] })).toEqual([a, b, c]);
  });

  it('is the single image for a product written without a gallery', () => {
    expect(galleryOf({ image: a, images: [] })).toEqual([a]);
  });

  it('is empty without a listing image', () => {
    expect(galleryOf({ image: null, images: [a, b] })).toEqual([]);
  });
});

describe('galleryToWrite', () => {
  it('takes the form’s order, the first photo being the listing image', () => {
    expect(galleryToWrite(a, [c, a, b])).toEqual({ image: c, images: [c, a, b] });
    expect(galleryToWrite(a, [])).toEqual({ image: null, images: [] });
  });

  it('keeps the rest of the gallery when a client sends only a new image', () => {
    expect(galleryToWrite(c, undefined, { image: a, images: [a, b] })).toEqual({ image: c, images: [c, b] });
    expect(galleryToWrite(a, undefined, { image: a, images: [a, b] })).toEqual({ image: a, images: [a, b] });
    expect(galleryToWrite(b, undefined, { image: a, images: [a, b, c] })).toEqual({ image: b, images: [b, c] });
  });

  it('empties the gallery when the image is removed without a gallery', () => {
    expect(galleryToWrite(null, undefined, { image: a, images: [a, b] })).toEqual({ image: null, images: [] });
  });
});
