// Small SVG helpers for the demo artwork: colours, a seeded random source,
// screen wallpapers and backlit key grids.

export type Point = readonly [number, number];
/** Corners of a quadrilateral: top-left, top-right, bottom-right, bottom-left. */
export type Quad = readonly [Point, Point, Point, Point];

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex([r, g, b]: readonly number[]): string {
  return `#${[r, g, b].map((v) => Math.round(Math.min(255, Math.max(0, v ?? 0))).toString(16).padStart(2, '0')).join('')}`;
}

/** `a` moved towards `b` by `t` (0 = a, 1 = b). */
export function mix(a: string, b: string, t: number): string {
  const ca = hexToRgb(a);
  const cb = hexToRgb(b);
  return rgbToHex(ca.map((v, i) => v + ((cb[i] ?? 0) - v) * t));
}

export const lighten = (color: string, t: number) => mix(color, '#ffffff', t);
export const darken = (color: string, t: number) => mix(color, '#000000', t);

/** The colour turned round the hue circle by `degrees`, for RGB rainbows. */
export function hueShift(hex: string, degrees: number): string {
  const [r, g, b] = hexToRgb(hex).map((v) => v / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  let h = 0;
  const s = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  if (d !== 0) {
    if (max === r) h = ((g - b) / d) % 6;
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
  }
  h = (((h * 60 + degrees) % 360) + 360) % 360;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const sector = Math.floor(h / 60);
  const table: [number, number, number][] = [
    [c, x, 0],
    [x, c, 0],
    [0, c, x],
    [0, x, c],
    [x, 0, c],
    [c, 0, x],
  ];
  const [r1, g1, b1] = table[sector] ?? [c, 0, x];
  return rgbToHex([(r1 + m) * 255, (g1 + m) * 255, (b1 + m) * 255]);
}

/** A small deterministic random source (mulberry32): the same seed draws the same picture. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (n: number) => Math.round(n * 10) / 10;

export function points(list: readonly Point[]): string {
  return list.map(([x, y]) => `${round(x)},${round(y)}`).join(' ');
}

/** The point at (u, v) in 0..1 across a quadrilateral (bilinear). */
export function inQuad(q: Quad, u: number, v: number): Point {
  const [tl, tr, br, bl] = q;
  const top: Point = [tl[0] + (tr[0] - tl[0]) * u, tl[1] + (tr[1] - tl[1]) * u];
  const bottom: Point = [bl[0] + (br[0] - bl[0]) * u, bl[1] + (br[1] - bl[1]) * u];
  return [top[0] + (bottom[0] - top[0]) * v, top[1] + (bottom[1] - top[1]) * v];
}

/** A horizontal gradient running round the hue circle from `accent`: the RGB look. */
export function rgbGradient(id: string, accent: string, spread = 140, across?: readonly [number, number]): string {
  const stops = [0, 0.25, 0.5, 0.75, 1]
    .map((o) => `<stop offset="${o}" stop-color="${hueShift(accent, (o - 0.5) * spread)}"/>`)
    .join('');
  // `across`: one gradient over many shapes (x from..to in user space), not one per shape.
  const span = across ? `gradientUnits="userSpaceOnUse" x1="${across[0]}" y1="0" x2="${across[1]}" y2="0"` : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${span}>${stops}</linearGradient>`;
}

/**
 * A keyboard layout: rows of key widths in key units; a negative number is a
 * gap of that many units. Every row must add up to the same width.
 */
export type KeyLayout = readonly (readonly number[])[];

const ones = (n: number) => Array.from({ length: n }, () => 1);

/** Full size: main block, navigation cluster and number pad (22.5 units). */
export const FULL_SIZE_LAYOUT: KeyLayout = [
  [1, -1, ...ones(4), -0.5, ...ones(4), -0.5, ...ones(4), -0.25, ...ones(3), -4.25],
  [...ones(13), 2, -0.25, ...ones(3), -0.25, ...ones(4)],
  [1.5, ...ones(12), 1.5, -0.25, ...ones(3), -0.25, ...ones(4)],
  [1.75, ...ones(11), 2.25, -3.5, ...ones(4)],
  [2.25, ...ones(10), 2.75, -1.25, 1, -1.25, ...ones(4)],
  [1.25, 1.25, 1.25, 6.25, 1.25, 1.25, 1.25, 1.25, -0.25, ...ones(3), -0.25, 2, 1, 1],
];

/** Tenkeyless: the full size without the number pad (18.25 units). */
export const TKL_LAYOUT: KeyLayout = [
  [1, -1, ...ones(4), -0.5, ...ones(4), -0.5, ...ones(4), -0.25, ...ones(3)],
  [...ones(13), 2, -0.25, ...ones(3)],
  [1.5, ...ones(12), 1.5, -0.25, ...ones(3)],
  [1.75, ...ones(11), 2.25, -3.25],
  [2.25, ...ones(10), 2.75, -1.25, 1, -1],
  [1.25, 1.25, 1.25, 6.25, 1.25, 1.25, 1.25, 1.25, -0.25, ...ones(3)],
];

/** 65 %: no function row, arrows and a column of navigation keys (16 units). */
export const COMPACT_LAYOUT: KeyLayout = [
  [...ones(13), 2, 1],
  [1.5, ...ones(12), 1.5, 1],
  [1.75, ...ones(11), 2.25, 1],
  [2.25, ...ones(10), 1.75, 1, 1],
  [1.25, 1.25, 1.25, 6.25, ...ones(6)],
];

/** A laptop's keyboard: function row and five rows of the main block (15 units). */
export const LAPTOP_LAYOUT: KeyLayout = [
  ones(15),
  [...ones(13), 2],
  [1.5, ...ones(12), 1.5],
  [1.75, ...ones(11), 2.25],
  [2.25, ...ones(10), 2.75],
  [1.25, 1.25, 1.25, 5.25, 1.25, 1.25, 1, 1, 1, 1.25],
];

/**
 * Key caps on a deck quad, lit from below: a blurred copy of every key in
 * `glowFill` (a user-space gradient) shines round the dark caps.
 */
export function keyGrid(deck: Quad, layout: KeyLayout, glowFill: string, capFill: string, topFill: string): string {
  const rows = layout.length;
  const units = (layout[0] ?? []).reduce((sum, w) => sum + Math.abs(w), 0);
  const gap = 0.14;
  const caps: Quad[] = [];
  const capWidths: number[] = [];
  layout.forEach((row, r) => {
    let at = 0;
    for (const width of row) {
      const w = Math.abs(width);
      if (width > 0) {
        const u0 = (at + gap / 2) / units;
        const u1 = (at + w - gap / 2) / units;
        const v0 = (r + gap / 2) / rows;
        const v1 = (r + 1 - gap / 2) / rows;
        caps.push([inQuad(deck, u0, v0), inQuad(deck, u1, v0), inQuad(deck, u1, v1), inQuad(deck, u0, v1)]);
        capWidths.push(w);
      }
      at += w;
    }
  });
  const shapes = (fill: string) => caps.map((q) => `<polygon points="${points(q)}" fill="${fill}"/>`).join('');
  // The top of a cap is a little smaller than its base, towards the back.
  const tops = caps
    .map((q, i) => {
      const du = 0.12 / (capWidths[i] ?? 1);
      const top: Quad = [inQuad(q, du, 0.08), inQuad(q, 1 - du, 0.08), inQuad(q, 1 - du * 1.15, 0.72), inQuad(q, du * 1.15, 0.72)];
      return `<polygon points="${points(top)}" fill="${topFill}"/>`;
    })
    .join('');
  const bleed = caps.map((q) => `<polygon points="${points(q)}"/>`).join('');
  return `<g fill="none" stroke="${glowFill}" stroke-linejoin="round"><g stroke-width="14" stroke-opacity="0.16">${bleed}</g><g stroke-width="7" stroke-opacity="0.35">${bleed}</g></g>${shapes(glowFill)}
  <g stroke="${capFill}" stroke-width="2.5" stroke-linejoin="round">${caps
    .map((q, i) => {
      // The lit rim is as thin on a space bar as on a letter key.
      const du = 0.045 / (capWidths[i] ?? 1);
      return `<polygon points="${points([inQuad(q, du, 0.05), inQuad(q, 1 - du, 0.05), inQuad(q, 1 - du, 0.95), inQuad(q, du, 0.95)])}" fill="${capFill}"/>`;
    })
    .join('')}</g>
  ${tops}`;
}

/**
 * A display's picture: a night sky fading into the accent colour, a glowing
 * sun and layered ridges, clipped to the screen rectangle.
 */
export function screenScene(id: string, x: number, y: number, w: number, h: number, accent: string, seed: number): string {
  const random = seededRandom(seed * 7919 + 13);
  const ridge = (baseY: number, amplitude: number, steps: number): string => {
    const pts: Point[] = [[x, y + h]];
    for (let i = 0; i <= steps; i++) {
      pts.push([x + (w * i) / steps, y + h * baseY - random() * h * amplitude]);
    }
    pts.push([x + w, y + h]);
    return points(pts);
  };
  const sunX = x + w * (0.35 + random() * 0.35);
  const sunY = y + h * 0.46;
  return `<defs>
    <clipPath id="${id}-clip"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="4"/></clipPath>
    <linearGradient id="${id}-sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#060912"/>
      <stop offset="0.55" stop-color="${mix(accent, '#0a0f1f', 0.6)}"/>
      <stop offset="1" stop-color="${mix(accent, '#ffffff', 0.15)}"/>
    </linearGradient>
    <radialGradient id="${id}-sun"><stop offset="0" stop-color="${lighten(accent, 0.85)}"/><stop offset="0.25" stop-color="${lighten(accent, 0.35)}" stop-opacity="0.9"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>
  </defs>
  <g clip-path="url(#${id}-clip)">
    <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#${id}-sky)"/>
    <circle cx="${round(sunX)}" cy="${round(sunY)}" r="${round(h * 0.5)}" fill="url(#${id}-sun)"/>
    <polygon points="${ridge(0.72, 0.22, 9)}" fill="${mix(accent, '#0b0f1c', 0.55)}"/>
    <polygon points="${ridge(0.86, 0.18, 13)}" fill="${mix(accent, '#070a14', 0.78)}"/>
    <polygon points="${ridge(0.97, 0.1, 17)}" fill="#05070d"/>
    <polygon points="${points([[x, y], [x + w * 0.42, y], [x + w * 0.18, y + h], [x, y + h]])}" fill="#ffffff" opacity="0.04"/>
  </g>`;
}

/**
 * Light bleeding round a shape, without an SVG blur filter (a blur costs
 * librsvg about 50 ms per use at 1280 px; seeding draws ~80 pictures): the
 * shape stroked three times, wide and faint to narrow and brighter.
 * `shape` receives the paint attributes.
 */
export function glow(shape: (paint: string) => string, color: string, width: number, strength = 1): string {
  const layers: [number, number][] = [
    [3.4, 0.07],
    [2.4, 0.12],
    [1.5, 0.22],
  ];
  return layers
    .map(([k, o]) =>
      shape(`fill="none" stroke="${color}" stroke-width="${round(width * k)}" stroke-opacity="${round(o * strength * 100) / 100}" stroke-linecap="round" stroke-linejoin="round"`),
    )
    .join('');
}

/** A soft coloured halo: an ellipse filled with a radial gradient that fades out. */
export function halo(id: string, cx: number, cy: number, rx: number, ry: number, color: string, opacity: number): string {
  return `<defs><radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="0.55" stop-color="${color}" stop-opacity="${round(opacity * 0.55 * 100) / 100}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient></defs>
  <ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#${id})"/>`;
}

/** A soft contact shadow under a product standing on the floor. */
export function floorShadow(id: string, cx: number, cy: number, rx: number, ry: number, opacity = 0.22): string {
  return `<defs><radialGradient id="${id}"><stop offset="0" stop-color="#0f172a" stop-opacity="${opacity}"/><stop offset="1" stop-color="#0f172a" stop-opacity="0"/></radialGradient></defs>
  <ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#${id})"/>`;
}
