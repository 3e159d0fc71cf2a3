// Product pictures for the demo catalogue, drawn as SVG with no network and no
// stock photos: a light studio square with a stylised drawing of the product,
// its brand and model line. sharp renders them to the usual WebP variants.
import { drawLaptop, drawMonitor, drawPcTower, type DrawContext } from './product-art-devices';
import { drawController, drawHeadset, drawKeyboard, drawMouse, drawSoftware, type KeyboardSize, type SoftwareGlyph } from './product-art-gear';
import { escapeXml, seededRandom } from './product-art-kit';

export type ArtKind = 'pc' | 'laptop' | 'monitor' | 'software' | 'keyboard' | 'mouse' | 'headset' | 'controller';

/** How a product is drawn: the kind of object and a few variations. */
export interface ArtSpec {
  kind: ArtKind;
  /** White or silver instead of black. */
  light?: boolean;
  /** Monitors: 21:9 and/or curved. */
  ultrawide?: boolean;
  curved?: boolean;
  /** Software: the symbol on the box. */
  glyph?: SoftwareGlyph;
  /** Keyboards: full size (default), tenkeyless or 65 %. */
  keys?: KeyboardSize;
}

export interface ProductArtInput {
  brand: string;
  /** Short line under the brand: "Strix G16", "Odyssey OLED G8". */
  model: string;
  /** The brand's colour, `#rrggbb`. */
  accent: string;
  art: ArtSpec;
  /** Varies the screen pictures between products of one kind. */
  seed: number;
}

export const ART_SIZE = 1280;
export const HERO_WIDTH = 1600;
export const HERO_HEIGHT = 600;

const FONT = `font-family="Liberation Sans, Arial, Helvetica, 'DejaVu Sans', sans-serif"`;

function drawing(art: ArtSpec, ctx: DrawContext): string {
  switch (art.kind) {
    case 'pc':
      return drawPcTower(ctx);
    case 'laptop':
      return `<g transform="translate(0 40)">${drawLaptop(ctx)}</g>`;
    case 'monitor':
      return `<g transform="translate(0 20)">${drawMonitor(ctx, { ultrawide: !!art.ultrawide, curved: !!art.curved })}</g>`;
    case 'software':
      return drawSoftware(ctx, art.glyph ?? 'windows');
    case 'keyboard':
      return drawKeyboard(ctx, art.keys ?? 'full');
    case 'mouse':
      return drawMouse(ctx);
    case 'headset':
      return drawHeadset(ctx);
    case 'controller':
      return drawController(ctx);
  }
}

/** Fits a line of text into `maxWidth` by lowering the font size (a rough width estimate). */
function fittedSize(text: string, size: number, maxWidth: number, widthPerEm: number): number {
  const estimate = text.length * size * widthPerEm;
  return estimate > maxWidth ? Math.floor((size * maxWidth) / estimate) : size;
}

/** A 1280 x 1280 SVG picture of one product. */
export function productArtSvg(input: ProductArtInput): string {
  const ctx: DrawContext = { accent: input.accent, light: !!input.art.light, seed: input.seed };
  const brand = input.brand.toUpperCase();
  const brandSize = fittedSize(brand, 64, 1000, 0.68);
  const modelSize = fittedSize(input.model, 42, 1040, 0.56);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_SIZE}" height="${ART_SIZE}" viewBox="0 0 ${ART_SIZE} ${ART_SIZE}">
  <defs>
    <linearGradient id="studio" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="0.55" stop-color="#f7f8fa"/><stop offset="1" stop-color="#eceff3"/></linearGradient>
  </defs>
  <!-- A linear studio sweep: a radial one costs cairo ~40 ms at this size. -->
  <rect width="${ART_SIZE}" height="${ART_SIZE}" fill="url(#studio)"/>
  <circle cx="640" cy="560" r="430" fill="${input.accent}" opacity="0.05"/>
  ${drawing(input.art, ctx)}
  <rect x="600" y="1052" width="80" height="8" rx="4" fill="${input.accent}"/>
  <text x="640" y="1132" text-anchor="middle" ${FONT} font-size="${brandSize}" font-weight="700" letter-spacing="3" fill="#111827">${escapeXml(brand)}</text>
  <text x="640" y="1196" text-anchor="middle" ${FONT} font-size="${modelSize}" fill="#4b5563">${escapeXml(input.model)}</text>
</svg>`;
}

export interface HeroArtInput {
  kind: 'pc' | 'laptop' | 'monitor';
  accent: string;
  seed: number;
}

/**
 * A 1600 x 600 home-page banner: a dark gradient with light streaks and the
 * product on the right. No words: the slide's title and subtitle are laid over
 * it by the web app, in the shopper's language.
 */
export function heroArtSvg({ kind, accent, seed }: HeroArtInput): string {
  const ctx: DrawContext = { accent, light: false, seed };
  const random = seededRandom(seed);
  const streaks = Array.from({ length: 8 }, (_, i) => {
    const y = 50 + random() * 360;
    const x = 520 + random() * 800;
    return `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${(220 + random() * 380).toFixed(0)}" height="${i % 3 === 0 ? 3 : 2}" rx="1" fill="url(#hero-streak)" opacity="${(0.35 + random() * 0.5).toFixed(2)}"/>`;
  }).join('');
  const grid = Array.from({ length: 13 }, (_, i) => {
    const x = 640 + i * 80;
    return `<line x1="${x}" y1="600" x2="${1160 + (x - 1160) * 0.25}" y2="420" stroke="#ffffff" stroke-opacity="0.05" stroke-width="2"/>`;
  }).join('');
  const art = kind === 'pc' ? drawPcTower(ctx) : kind === 'laptop' ? drawLaptop(ctx) : drawMonitor(ctx, { ultrawide: true, curved: true });
  const scale = kind === 'pc' ? 0.6 : 0.62;
  const dy = kind === 'pc' ? -20 : kind === 'laptop' ? -70 : -40;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${HERO_WIDTH}" height="${HERO_HEIGHT}" viewBox="0 0 ${HERO_WIDTH} ${HERO_HEIGHT}">
  <defs>
    <linearGradient id="hero-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#05070d"/><stop offset="0.55" stop-color="#0d1322"/><stop offset="1" stop-color="#141c31"/></linearGradient>
    <linearGradient id="hero-streak"><stop offset="0" stop-color="${accent}" stop-opacity="0"/><stop offset="0.7" stop-color="${accent}"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></linearGradient>
    <linearGradient id="hero-floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.45"/></linearGradient>
    <radialGradient id="hero-light" cx="0.72" cy="0.5" r="0.45"><stop offset="0" stop-color="${accent}" stop-opacity="0.45"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${HERO_WIDTH}" height="${HERO_HEIGHT}" fill="url(#hero-bg)"/>
  <rect width="${HERO_WIDTH}" height="${HERO_HEIGHT}" fill="url(#hero-light)"/>
  <rect x="0" y="400" width="${HERO_WIDTH}" height="200" fill="url(#hero-floor)"/>
  ${grid}
  ${streaks}
  <g transform="translate(${1160 - 640 * scale} ${dy}) scale(${scale})">${art}</g>
</svg>`;
}
