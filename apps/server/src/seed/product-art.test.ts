import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ART_SIZE, heroArtSvg, productArtSvg, type ArtKind } from './product-art';

const kinds: ArtKind[] = ['pc', 'laptop', 'monitor', 'software', 'keyboard', 'mouse', 'headset', 'controller'];

describe('product artwork', () => {
  it.each(kinds)('draws a %s as a square picture', async (kind) => {
    const svg = productArtSvg({ brand: 'Brand & Co', model: '<Model> "X"', accent: '#e4002b', art: { kind }, seed: 1 });
    expect(svg).toContain('BRAND &#38; CO');
    expect(svg).toContain('&#60;Model&#62; &#34;X&#34;');
    const meta = await sharp(Buffer.from(svg)).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: ART_SIZE, height: ART_SIZE });
    // Not a blank page: the drawing has dark and coloured pixels.
    const stats = await sharp(Buffer.from(svg)).stats();
    expect(stats.channels.slice(0, 3).every((c) => c.min < 60)).toBe(true);
    expect(stats.isOpaque).toBe(true);
  });

  it('draws a 1600 x 600 hero banner', async () => {
    const meta = await sharp(Buffer.from(heroArtSvg({ kind: 'laptop', accent: '#7c3aed', seed: 2 }))).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 1600, height: 600 });
  });
});
