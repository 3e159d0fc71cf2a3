// Drawings of the big devices (gaming PC tower, laptop, monitor) on the
// 1280 x 1280 canvas of product-art.ts. Each returns SVG markup; ids are
// prefixed so a drawing can sit in any document once.
import {
  darken,
  floorShadow,
  glow,
  halo,
  inQuad,
  keyGrid,
  LAPTOP_LAYOUT,
  lighten,
  points,
  rgbGradient,
  screenScene,
  type Point,
  type Quad,
} from './product-art-kit';

export interface DrawContext {
  accent: string;
  /** Light (white or silver) finish instead of black. */
  light: boolean;
  seed: number;
}

function fan(cx: number, cy: number, r: number, accent: string, light: boolean, dual = false): string {
  const blade = light ? '#f3f5f8' : '#1c222c';
  const bladeStroke = light ? '#c3cad4' : '#2c3442';
  const blades = Array.from({ length: 7 }, (_, i) => {
    const s = r / 96;
    return `<path transform="rotate(${(i * 360) / 7})" d="M ${6 * s} ${-26 * s} Q ${54 * s} ${-46 * s} ${46 * s} ${-84 * s} Q ${16 * s} ${-72 * s} ${-8 * s} ${-27 * s} Z" fill="${blade}" stroke="${bladeStroke}" stroke-width="2"/>`;
  }).join('');
  return `<g transform="translate(${cx} ${cy})">
    <circle r="${r}" fill="${light ? '#e3e7ec' : '#07090c'}"/>
    ${glow((paint) => `<circle r="${r - 4}" ${paint}/>`, accent, 12, 1.6)}
    ${blades}
    <circle r="${r - 4}" fill="none" stroke="${lighten(accent, 0.35)}" stroke-width="10"/>
    ${dual ? `${glow((paint) => `<circle r="${r * 0.36}" ${paint}/>`, accent, 6, 1.4)}<circle r="${r * 0.36}" fill="none" stroke="${lighten(accent, 0.35)}" stroke-width="5"/>` : ''}
    <circle r="${r * 0.28}" fill="${light ? '#d3d8df' : '#151a21'}" stroke="${bladeStroke}" stroke-width="3"/>
    <circle r="${r * 0.1}" fill="${accent}"/>
  </g>`;
}

/**
 * The front panel, in its own flat coordinates (260 x 780), by style: three
 * ring fans, three dual-ring fans, or two large fans over a lit logo strip.
 */
function frontFans(style: number, accent: string, light: boolean): string {
  if (style === 1) {
    return `${fan(130, 170, 112, accent, light)}${fan(130, 432, 112, accent, light)}
      <rect x="124" y="590" width="12" height="150" rx="6" fill="${accent}"/>
      ${glow((paint) => `<line x1="130" y1="596" x2="130" y2="734" ${paint}/>`, accent, 10, 1.4)}`;
  }
  return [148, 390, 632].map((cy) => fan(130, cy, 96, accent, light, style === 2)).join('');
}

/** A mid-tower with a tempered-glass side and RGB fans in the front; `seed` picks the front's style. */
export function drawPcTower({ accent, light, seed }: DrawContext): string {
  const frame = light ? '#e4e8ed' : '#1b1f26';
  const front = light ? '#d6dbe2' : '#121519';
  const top = light ? '#f4f6f8' : '#2b3039';
  const topQuad: Quad = [
    [355, 200],
    [525, 120],
    [925, 120],
    [755, 200],
  ];
  const vents = Array.from({ length: 9 }, (_, i) => {
    const u = 0.2 + i * 0.075;
    return `<line x1="${inQuad(topQuad, u, 0.25)[0]}" y1="${inQuad(topQuad, u, 0.25)[1]}" x2="${inQuad(topQuad, u, 0.75)[0]}" y2="${inQuad(topQuad, u, 0.75)[1]}" stroke="${light ? '#cfd5dd' : '#1a1e25'}" stroke-width="5" stroke-linecap="round"/>`;
  }).join('');
  const ram = Array.from(
    { length: 4 },
    (_, i) => `<rect x="${636 + i * 17}" y="330" width="11" height="150" rx="2" fill="#252b36"/>
      <rect x="${636 + i * 17}" y="330" width="11" height="34" rx="2" fill="url(#pc-rgb-v)"/>`,
  ).join('');
  // Front mesh as dotted lines: a <pattern> under the skew transform costs ~50 ms.
  const meshColumns = Array.from({ length: 16 }, (_, i) => `<line x1="${25 + i * 14}" y1="27" x2="${25 + i * 14}" y2="760"/>`).join('');
  return `<defs>
    ${rgbGradient('pc-rgb', accent)}
    <linearGradient id="pc-rgb-v" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(accent, 0.4)}"/><stop offset="1" stop-color="${accent}"/></linearGradient>
    <linearGradient id="pc-inside" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light ? '#1f2733' : '#0b0f16'}"/><stop offset="1" stop-color="${light ? '#2a3342' : '#161c27'}"/></linearGradient>
    <radialGradient id="pc-ambient" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="${accent}" stop-opacity="0.38"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>
  </defs>
  ${floorShadow('pc-shadow', 650, 988, 360, 36)}
  ${halo('pc-floor', 580, 990, 300, 40, accent, 0.35)}
  <rect x="372" y="976" width="46" height="16" rx="4" fill="#0d0f13"/>
  <rect x="692" y="976" width="46" height="16" rx="4" fill="#0d0f13"/>
  <polygon points="${points(topQuad)}" fill="${top}"/>
  ${vents}
  <rect x="355" y="200" width="400" height="780" rx="6" fill="${frame}"/>
  <rect x="375" y="222" width="360" height="736" rx="10" fill="url(#pc-inside)"/>
  <g>
    <rect x="375" y="222" width="360" height="736" rx="10" fill="url(#pc-ambient)"/>
    <rect x="395" y="240" width="320" height="40" rx="4" fill="#0e1218"/>
    ${glow((paint) => `<line x1="403" y1="284" x2="707" y2="284" ${paint}/>`, 'url(#pc-rgb)', 6, 1.4)}
    <rect x="400" y="281" width="310" height="5" rx="2.5" fill="url(#pc-rgb)"/>
    <rect x="405" y="300" width="300" height="420" rx="6" fill="#171c25" stroke="#283040" stroke-width="3"/>
    <rect x="420" y="316" width="112" height="30" rx="4" fill="#2a313d"/>
    <rect x="420" y="352" width="30" height="150" rx="4" fill="#2a313d"/>
    <rect x="470" y="520" width="220" height="14" rx="3" fill="#222935"/>
    <path d="M 585 376 C 630 340 650 320 672 286" fill="none" stroke="#07090c" stroke-width="13" stroke-linecap="round"/>
    <path d="M 603 392 C 655 356 684 330 698 286" fill="none" stroke="#07090c" stroke-width="13" stroke-linecap="round"/>
    ${ram}
    ${glow((paint) => `<rect x="636" y="330" width="62" height="34" ${paint}/>`, accent, 8, 1.2)}
    <circle cx="560" cy="425" r="60" fill="#0b0e13" stroke="#2d3440" stroke-width="6"/>
    ${glow((paint) => `<circle cx="560" cy="425" r="44" ${paint}/>`, accent, 10, 1.6)}
    <circle cx="560" cy="425" r="44" fill="none" stroke="${lighten(accent, 0.45)}" stroke-width="7"/>
    <circle cx="560" cy="425" r="16" fill="${lighten(accent, 0.2)}"/>
    <rect x="390" y="588" width="338" height="96" rx="8" fill="#20262f" stroke="#394252" stroke-width="3"/>
    <rect x="404" y="602" width="190" height="10" rx="5" fill="#2f3643"/>
    ${glow((paint) => `<line x1="407" y1="667" x2="711" y2="667" ${paint}/>`, 'url(#pc-rgb)', 7, 1.4)}
    <rect x="404" y="664" width="310" height="6" rx="3" fill="url(#pc-rgb)"/>
    <rect x="375" y="822" width="360" height="136" fill="#0f131a"/>
    <rect x="375" y="822" width="360" height="4" fill="#2a313d"/>
    <rect x="500" y="884" width="110" height="6" rx="3" fill="${accent}" opacity="0.9"/>
    <polygon points="375,222 540,222 375,560" fill="#ffffff" opacity="0.07"/>
    <polygon points="600,222 640,222 375,760 375,700" fill="#ffffff" opacity="0.05"/>
  </g>
  <rect x="375" y="222" width="360" height="736" rx="10" fill="none" stroke="${light ? '#f7f8fa' : '#3a414d'}" stroke-width="3"/>
  <g transform="matrix(0.6538 -0.3077 0 1 755 200)">
    <rect x="0" y="0" width="260" height="780" fill="${front}"/>
    <rect x="20" y="20" width="220" height="740" rx="8" fill="${light ? '#eef1f4' : '#0b0d11'}"/>
    <g stroke="${light ? '#c7cdd6' : '#1e232b'}" stroke-width="6.4" stroke-dasharray="0 14" stroke-linecap="round">${meshColumns}</g>
    ${frontFans(seed % 3, accent, light)}
    <rect x="0" y="0" width="5" height="780" fill="${light ? '#ffffff' : '#3a404b'}"/>
  </g>
  <line x1="755" y1="200" x2="925" y2="120" stroke="${light ? '#ffffff' : '#474e5a'}" stroke-width="3"/>
  <line x1="355" y1="200" x2="525" y2="120" stroke="${light ? '#ffffff' : '#3b414c'}" stroke-width="2"/>`;
}

/** An open gaming laptop seen from the front, keyboard lit in RGB. */
export function drawLaptop({ accent, light, seed }: DrawContext): string {
  const base: Quad = [
    [290, 704],
    [990, 704],
    [1090, 836],
    [190, 836],
  ];
  const deck: Quad = [inQuad(base, 0.115, 0.07), inQuad(base, 0.885, 0.07), inQuad(base, 0.905, 0.62), inQuad(base, 0.095, 0.62)];
  const pad: Quad = [inQuad(base, 0.39, 0.68), inQuad(base, 0.61, 0.68), inQuad(base, 0.615, 0.95), inQuad(base, 0.385, 0.95)];
  const edge: Point[] = [
    [190, 836],
    [1090, 836],
    [1078, 862],
    [202, 862],
  ];
  const deckTop = light ? '#e3e7ec' : '#2c3038';
  const deckBottom = light ? '#c5cbd3' : '#1c1f25';
  return `<defs>
    ${rgbGradient('lt-rgb', accent, 160)}
    ${rgbGradient('lt-keys', accent, 160, [300, 980])}
    <linearGradient id="lt-deck" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${deckTop}"/><stop offset="1" stop-color="${deckBottom}"/></linearGradient>
  </defs>
  ${floorShadow('lt-shadow', 640, 866, 500, 30, 0.28)}
  ${halo('lt-halo', 640, 470, 470, 330, accent, 0.3)}
  <rect x="290" y="240" width="700" height="458" rx="20" fill="${light ? '#aeb5bf' : '#0c0e12'}"/>
  <rect x="296" y="246" width="688" height="446" rx="16" fill="#0b0d10"/>
  ${screenScene('lt-screen', 314, 264, 652, 388, accent, seed)}
  <circle cx="640" cy="255" r="4" fill="#2a2f38"/>
  <rect x="318" y="698" width="644" height="8" rx="3" fill="${light ? '#8f97a3' : '#07080a'}"/>
  <polygon points="${points(base)}" fill="url(#lt-deck)"/>
  ${keyGrid(deck, LAPTOP_LAYOUT, 'url(#lt-keys)', light ? '#30353d' : '#101114', light ? '#3a3f48' : '#1a1c21')}
  <polygon points="${points(pad)}" fill="${light ? '#d5dae1' : '#25292f'}" stroke="${light ? '#b8bfc9' : '#363b44'}" stroke-width="2"/>
  <polygon points="${points(edge)}" fill="${light ? '#a9b0ba' : '#121418'}"/>
  <rect x="470" y="846" width="340" height="5" rx="2.5" fill="url(#lt-rgb)" opacity="0.9"/>`;
}

export interface MonitorShape {
  ultrawide: boolean;
  curved: boolean;
}

/** A gaming monitor on a V-stand, the picture lit, a halo of the accent behind. */
export function drawMonitor({ accent, light, seed }: DrawContext, shape: MonitorShape): string {
  const w = shape.ultrawide ? 1060 : 920;
  const h = shape.ultrawide ? 450 : 530;
  const x0 = 640 - w / 2;
  const y0 = shape.ultrawide ? 230 : 180;
  const x1 = x0 + w;
  const y1 = y0 + h;
  const bow = shape.curved ? 26 : 0;
  const outline = (inset: number, bottomInset: number) =>
    `M ${x0 + inset} ${y0 + inset} Q 640 ${y0 + inset + bow * 2} ${x1 - inset} ${y0 + inset} L ${x1 - inset} ${y1 - bottomInset} Q 640 ${y1 - bottomInset - bow * 2} ${x0 + inset} ${y1 - bottomInset} Z`;
  const bezel = light ? '#e9ecf0' : '#0d0f13';
  const standColor = light ? '#dfe3e8' : '#1e2229';
  const neckTop = y1 - 40;
  return `<defs>
    <linearGradient id="mn-neck" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${darken(standColor, 0.25)}"/><stop offset="0.5" stop-color="${lighten(standColor, 0.12)}"/><stop offset="1" stop-color="${darken(standColor, 0.3)}"/></linearGradient>
  </defs>
  ${floorShadow('mn-shadow', 640, 944, 300, 26, 0.3)}
  ${halo('mn-halo', 640, y0 + h / 2, w / 2 + 90, h / 2 + 110, accent, 0.32)}
  <polygon points="600,${neckTop} 680,${neckTop} 668,910 612,910" fill="url(#mn-neck)"/>
  <rect x="626" y="${neckTop + 60}" width="28" height="36" rx="10" fill="${darken(standColor, 0.35)}"/>
  <polygon points="640,900 432,952 444,968 640,930 836,968 848,952" fill="${standColor}" stroke="${darken(standColor, 0.3)}" stroke-width="3" stroke-linejoin="round"/>
  <path d="${outline(0, 0)}" fill="${bezel}" stroke="${light ? '#c9cfd7' : '#2a2f38'}" stroke-width="3"/>
  ${screenSceneIn(outline(14, 34), x0 + 14, y0 + 14, w - 28, h - 48, accent, seed)}
  <rect x="${640 - 22}" y="${y1 - 22}" width="44" height="6" rx="3" fill="${light ? '#9aa2ad' : '#3a404a'}"/>
  <circle cx="${x1 - 40}" cy="${y1 - 19}" r="3.5" fill="${accent}"/>`;
}

function screenSceneIn(clip: string, x: number, y: number, w: number, h: number, accent: string, seed: number): string {
  // The scene fills the bounding box; the curved outline clips it.
  return `<defs><clipPath id="mn-bezel-clip"><path d="${clip}"/></clipPath></defs>
  <g clip-path="url(#mn-bezel-clip)">${screenScene('mn-screen', x, y - 30, w, h + 60, accent, seed)}</g>
  <path d="${clip}" fill="none" stroke="#000000" stroke-opacity="0.5" stroke-width="2"/>`;
}
