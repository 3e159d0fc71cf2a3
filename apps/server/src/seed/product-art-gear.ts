// Drawings of software boxes and accessories (keyboard, mouse, headset,
// controller) on the 1280 x 1280 canvas of product-art.ts.
import type { DrawContext } from './product-art-devices';
import {
  COMPACT_LAYOUT,
  darken,
  floorShadow,
  FULL_SIZE_LAYOUT,
  glow,
  halo,
  inQuad,
  keyGrid,
  lighten,
  points,
  rgbGradient,
  TKL_LAYOUT,
  type KeyLayout,
  type Quad,
} from './product-art-kit';

export type SoftwareGlyph = 'windows' | 'office' | 'shield' | 'creative' | 'game';

/** A white symbol about 200 px across, centred on 0,0. */
function glyph(kind: SoftwareGlyph, color: string): string {
  switch (kind) {
    case 'windows':
      return `<g fill="${color}"><rect x="-92" y="-92" width="86" height="86" rx="4"/><rect x="6" y="-92" width="86" height="86" rx="4"/><rect x="-92" y="6" width="86" height="86" rx="4"/><rect x="6" y="6" width="86" height="86" rx="4"/></g>`;
    case 'office':
      return `<g><path d="M -70 -100 L 40 -100 L 80 -60 L 80 100 L -70 100 Z" fill="${color}"/><path d="M 40 -100 L 40 -60 L 80 -60 Z" fill="#000000" opacity="0.18"/>
        <g stroke="#000000" stroke-opacity="0.22" stroke-width="10" stroke-linecap="round"><line x1="-40" y1="-40" x2="50" y2="-40"/><line x1="-40" y1="-5" x2="50" y2="-5"/><line x1="-40" y1="30" x2="50" y2="30"/><line x1="-40" y1="65" x2="15" y2="65"/></g></g>`;
    case 'shield':
      return `<g><path d="M 0 -105 L 90 -70 L 90 0 C 90 60 50 95 0 112 C -50 95 -90 60 -90 0 L -90 -70 Z" fill="${color}"/>
        <path d="M -42 2 L -10 34 L 48 -30" fill="none" stroke="#000000" stroke-opacity="0.3" stroke-width="20" stroke-linecap="round" stroke-linejoin="round"/></g>`;
    case 'creative':
      return `<g><path d="M 0 -110 L 72 10 L 28 100 L -28 100 L -72 10 Z" fill="${color}"/><circle cx="0" cy="22" r="18" fill="#000000" opacity="0.3"/>
        <line x1="0" y1="-100" x2="0" y2="4" stroke="#000000" stroke-opacity="0.3" stroke-width="8"/><rect x="-40" y="104" width="80" height="22" rx="4" fill="${color}"/></g>`;
    case 'game':
      return `<g><path d="M -60 -50 L 60 -50 C 105 -50 125 10 125 50 C 125 90 95 100 75 75 L 50 45 L -50 45 L -75 75 C -95 100 -125 90 -125 50 C -125 10 -105 -50 -60 -50 Z" fill="${color}"/>
        <g fill="#000000" opacity="0.3"><rect x="-80" y="-12" width="48" height="14" rx="4"/><rect x="-63" y="-29" width="14" height="48" rx="4"/><circle cx="55" cy="-18" r="11"/><circle cx="78" cy="5" r="11"/></g></g>`;
  }
}

/** A retail box with the licence card in front of it. */
export function drawSoftware({ accent }: DrawContext, kind: SoftwareGlyph): string {
  const bars = [0, 1, 2]
    .map((i) => `<rect x="440" y="${730 + i * 34}" width="${[230, 180, 120][i]}" height="14" rx="7" fill="#ffffff" opacity="${0.7 - i * 0.2}"/>`)
    .join('');
  return `<defs>
    <linearGradient id="sw-front" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${lighten(accent, 0.12)}"/><stop offset="1" stop-color="${darken(accent, 0.38)}"/></linearGradient>
    <linearGradient id="sw-card" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="${darken(accent, 0.3)}"/></linearGradient>
  </defs>
  ${floorShadow('sw-shadow', 650, 900, 330, 32, 0.26)}
  <polygon points="400,250 500,196 860,196 760,250" fill="${lighten(accent, 0.3)}"/>
  <polygon points="760,250 860,196 860,840 760,894" fill="${darken(accent, 0.45)}"/>
  <rect x="400" y="250" width="360" height="644" fill="url(#sw-front)"/>
  <polygon points="400,250 760,250 760,330 400,560" fill="#ffffff" opacity="0.08"/>
  <g transform="translate(580 480) scale(0.9)">${glyph(kind, '#ffffff')}</g>
  ${bars}
  <rect x="400" y="250" width="360" height="644" fill="none" stroke="${darken(accent, 0.5)}" stroke-opacity="0.4" stroke-width="2"/>
  <g transform="rotate(-7 830 790)">
    ${glow((paint) => `<rect x="658" y="696" width="346" height="212" rx="22" ${paint}/>`, '#0f172a', 10, 0.7)}
    <rect x="650" y="684" width="350" height="216" rx="20" fill="#ffffff" stroke="#dfe3e9" stroke-width="2"/>
    <path d="M 670 684 L 980 684 A 20 20 0 0 1 1000 704 L 1000 740 L 650 740 L 650 704 A 20 20 0 0 1 670 684 Z" fill="url(#sw-card)"/>
    <g transform="translate(686 712) scale(0.16)">${glyph(kind, '#ffffff')}</g>
    <text x="716" y="722" font-family="Liberation Sans, Arial, sans-serif" font-size="22" font-weight="700" letter-spacing="2" fill="#ffffff">DIGITAL LICENCE</text>
    <text x="676" y="790" font-family="Liberation Sans, Arial, sans-serif" font-size="18" letter-spacing="2" fill="#6b7280">PRODUCT KEY</text>
    <text x="676" y="836" font-family="Liberation Mono, 'DejaVu Sans Mono', monospace" font-size="27" font-weight="700" fill="#111827">XXXXX-XXXXX-XXXXX</text>
    <rect x="676" y="860" width="140" height="10" rx="5" fill="#e5e7eb"/>
  </g>`;
}

export type KeyboardSize = 'full' | 'tkl' | 'compact';

const LAYOUTS: Record<KeyboardSize, KeyLayout> = { full: FULL_SIZE_LAYOUT, tkl: TKL_LAYOUT, compact: COMPACT_LAYOUT };

/** A mechanical keyboard, slightly from the front, lit in RGB; smaller boards get bigger keys. */
export function drawKeyboard({ accent, light }: DrawContext, size: KeyboardSize): string {
  const layout = LAYOUTS[size];
  const units = (layout[0] ?? []).reduce((sum, w) => sum + Math.abs(w), 0);
  const unit = Math.min(830 / units, 47);
  const deckWidth = unit * units;
  const deckHeight = unit * 1.14 * layout.length;
  // The deck sits at u 0.035..0.965, v 0.16..0.93 of the body; the front edge is wider (perspective).
  const topWidth = deckWidth / 0.93;
  const spread = topWidth * 0.085;
  const height = deckHeight / 0.77;
  const y0 = 640 - height / 2 - 5;
  const y1 = y0 + height;
  const body: Quad = [
    [640 - topWidth / 2, y0],
    [640 + topWidth / 2, y0],
    [640 + topWidth / 2 + spread, y1],
    [640 - topWidth / 2 - spread, y1],
  ];
  const deck: Quad = [inQuad(body, 0.035, 0.16), inQuad(body, 0.965, 0.16), inQuad(body, 0.965, 0.93), inQuad(body, 0.035, 0.93)];
  const [, , br, bl] = body;
  const top = light ? '#f1f3f6' : '#262a31';
  const bottom = light ? '#d7dce3' : '#15171b';
  const edge = light ? '#b9c0ca' : '#0b0c0f';
  return `<defs>
    ${rgbGradient('kb-keys', accent, 220, [bl[0], br[0]])}
    <linearGradient id="kb-body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
  </defs>
  ${floorShadow('kb-shadow', 640, y1 + 36, topWidth / 2 + spread + 40, 36, 0.28)}
  ${halo('kb-under', 640, y1 + 12, topWidth / 2 + spread + 60, 60, accent, 0.4)}
  <polygon points="${points([bl, br, [br[0] - 10, br[1] + 32], [bl[0] + 10, bl[1] + 32]])}" fill="${edge}" stroke="${edge}" stroke-width="16" stroke-linejoin="round"/>
  <polygon points="${points(body)}" fill="url(#kb-body)" stroke="${light ? '#e3e7ec' : '#1d2026'}" stroke-width="16" stroke-linejoin="round"/>
  ${keyGrid(deck, layout, 'url(#kb-keys)', light ? '#e9ecf0' : '#0e0f12', light ? '#ffffff' : '#1b1d22')}
  <ellipse cx="${inQuad(body, 0.93, 0.075)[0]}" cy="${inQuad(body, 0.93, 0.075)[1]}" rx="30" ry="9" fill="${light ? '#aab2bd' : '#07080a'}"/>
  <g fill="${accent}">${[0, 1, 2].map((i) => `<circle cx="${inQuad(body, 0.06 + i * 0.03, 0.08)[0]}" cy="${inQuad(body, 0.06 + i * 0.03, 0.08)[1]}" r="4"/>`).join('')}</g>`;
}

/** A gaming mouse seen from above, logo and side strips lit. */
export function drawMouse({ accent, light }: DrawContext): string {
  const shell = 'M 640 230 C 770 230 840 330 840 480 L 840 650 C 840 800 750 880 640 880 C 530 880 440 800 440 650 L 440 480 C 440 330 510 230 640 230 Z';
  const hi = light ? '#ffffff' : '#3a404a';
  const lo = light ? '#d2d7de' : '#0c0e11';
  return `<defs>
    <radialGradient id="ms-shell" cx="0.38" cy="0.3" r="0.85"><stop offset="0" stop-color="${hi}"/><stop offset="1" stop-color="${lo}"/></radialGradient>
    <clipPath id="ms-clip"><path d="${shell}"/></clipPath>
  </defs>
  ${floorShadow('ms-shadow', 650, 880, 250, 34, 0.3)}
  ${halo('ms-halo', 640, 555, 300, 420, accent, 0.3)}
  <path d="${shell}" fill="url(#ms-shell)" stroke="${light ? '#c5ccd5' : '#050608'}" stroke-width="4"/>
  <g clip-path="url(#ms-clip)">
    <path d="M 440 470 Q 640 540 840 470" fill="none" stroke="${light ? '#b6bdc7' : '#050608'}" stroke-width="5"/>
    <line x1="640" y1="230" x2="640" y2="500" stroke="${light ? '#b6bdc7' : '#050608'}" stroke-width="5"/>
    ${glow((paint) => `<path d="M 452 560 C 446 680 480 790 560 850" ${paint}/>`, accent, 8, 1.5)}
    <path d="M 452 560 C 446 680 480 790 560 850" fill="none" stroke="${lighten(accent, 0.4)}" stroke-width="6" stroke-linecap="round"/>
    ${glow((paint) => `<path d="M 828 560 C 834 680 800 790 720 850" ${paint}/>`, accent, 8, 1.5)}
    <path d="M 828 560 C 834 680 800 790 720 850" fill="none" stroke="${lighten(accent, 0.4)}" stroke-width="6" stroke-linecap="round"/>
    <polygon points="440,250 600,230 440,520" fill="#ffffff" opacity="${light ? 0.5 : 0.06}"/>
  </g>
  <rect x="618" y="300" width="44" height="104" rx="22" fill="#07080a"/>
  <rect x="628" y="312" width="24" height="80" rx="12" fill="${light ? '#7c8591' : '#262b33'}"/>
  <rect x="628" y="312" width="24" height="80" rx="12" fill="none" stroke="${accent}" stroke-width="4"/>
  <rect x="630" y="430" width="20" height="36" rx="8" fill="${light ? '#b6bdc7' : '#1d2128'}"/>
  ${glow((paint) => `<path d="M 640 664 L 686 730 L 640 786 L 594 730 Z" ${paint}/>`, accent, 10, 1.6)}
  <path d="M 640 660 L 690 730 L 640 790 L 590 730 Z" fill="${accent}"/>
  <path d="M 640 668 L 682 730 L 640 780 L 598 730 Z" fill="${lighten(accent, 0.45)}"/>`;
}

/** An over-ear gaming headset with boom microphone and lit ear cups. */
export function drawHeadset({ accent, light }: DrawContext): string {
  const band = light ? '#e8ebef' : '#1c2027';
  const cup = light ? '#f3f5f8' : '#15181d';
  const cupEdge = light ? '#c2c9d2' : '#050608';
  const earCup = (cx: number) => `
    <rect x="${cx - 20}" y="470" width="40" height="120" rx="14" fill="${light ? '#c8ced6' : '#2b3038'}"/>
    <ellipse cx="${cx}" cy="700" rx="118" ry="150" fill="${light ? '#50565f' : '#0b0c0f'}"/>
    <ellipse cx="${cx}" cy="700" rx="104" ry="136" fill="${cup}" stroke="${cupEdge}" stroke-width="4"/>
    ${glow((paint) => `<ellipse cx="${cx}" cy="700" rx="78" ry="104" ${paint}/>`, accent, 8, 1.6)}
    <ellipse cx="${cx}" cy="700" rx="78" ry="104" fill="none" stroke="${lighten(accent, 0.4)}" stroke-width="6"/>
    <ellipse cx="${cx}" cy="700" rx="52" ry="72" fill="${light ? '#e2e6eb' : '#20242b'}"/>
    <path d="M ${cx} 668 L ${cx + 22} 700 L ${cx} 732 L ${cx - 22} 700 Z" fill="${accent}"/>`;
  return `${floorShadow('hs-shadow', 640, 900, 380, 30, 0.24)}
  <path d="M 400 560 C 400 220 880 220 880 560" fill="none" stroke="${light ? '#aeb6c0' : '#0a0b0e'}" stroke-width="64" stroke-linecap="round"/>
  <path d="M 400 560 C 400 220 880 220 880 560" fill="none" stroke="${band}" stroke-width="50" stroke-linecap="round"/>
  <path d="M 470 420 C 500 330 780 330 810 420" fill="none" stroke="${light ? '#9aa3ae' : '#2f343d'}" stroke-width="26" stroke-linecap="round"/>
  <path d="M 476 412 C 510 340 770 340 804 412" fill="none" stroke="${accent}" stroke-width="4" opacity="0.8"/>
  ${earCup(400)}
  ${earCup(880)}
  <path d="M 360 800 C 350 900 430 950 540 930" fill="none" stroke="${light ? '#9aa3ae' : '#0a0b0e'}" stroke-width="18" stroke-linecap="round"/>
  <circle cx="548" cy="928" r="22" fill="${light ? '#59606a' : '#111317'}"/>
  <circle cx="548" cy="928" r="8" fill="${accent}"/>`;
}

/** A wireless game controller from the front. */
export function drawController({ accent, light }: DrawContext): string {
  const body =
    'M 470 420 C 560 396 720 396 810 420 C 910 446 960 530 990 640 C 1020 760 1006 850 944 866 C 892 878 850 820 812 760 C 792 730 770 716 740 716 L 540 716 C 510 716 488 730 468 760 C 430 820 388 878 336 866 C 274 850 260 760 290 640 C 320 530 370 446 470 420 Z';
  const shell = light ? '#f4f6f8' : '#1d2128';
  const shade = light ? '#cfd5dc' : '#0c0e11';
  const stick = (cx: number, cy: number) =>
    `<circle cx="${cx}" cy="${cy}" r="56" fill="${shade}"/><circle cx="${cx}" cy="${cy}" r="44" fill="${light ? '#2d3239' : '#08090b'}"/><circle cx="${cx}" cy="${cy - 4}" r="34" fill="${light ? '#3d434b' : '#1a1d23'}"/>`;
  const buttons = [
    [820, 520, '#f5c542'],
    [866, 566, '#e5484d'],
    [820, 612, '#30a46c'],
    [774, 566, '#3e8ed0'],
  ]
    .map(([x, y, c]) => `<circle cx="${x}" cy="${y}" r="24" fill="${light ? '#2d3239' : '#0a0b0e'}"/><circle cx="${x}" cy="${y}" r="11" fill="${c}"/>`)
    .join('');
  return `<defs><radialGradient id="ct-shell" cx="0.45" cy="0.3" r="0.8"><stop offset="0" stop-color="${light ? '#ffffff' : '#343a44'}"/><stop offset="1" stop-color="${shell}"/></radialGradient></defs>
  ${floorShadow('ct-shadow', 640, 880, 380, 30, 0.26)}
  ${halo('ct-halo', 640, 640, 440, 320, accent, 0.28)}
  <path d="M 410 470 C 420 420 500 392 590 394 L 596 420 C 520 420 460 440 410 470 Z M 870 470 C 860 420 780 392 690 394 L 684 420 C 760 420 820 440 870 470 Z" fill="${shade}" stroke="${light ? '#b7bfc9' : '#060708'}" stroke-width="4" stroke-linejoin="round"/>
  <path d="${body}" fill="url(#ct-shell)" stroke="${light ? '#c3cad3' : '#060708'}" stroke-width="5"/>
  ${stick(480, 560)}
  ${stick(720, 660)}
  <g fill="${light ? '#2d3239' : '#0a0b0e'}"><rect x="536" y="636" width="90" height="30" rx="6"/><rect x="566" y="606" width="30" height="90" rx="6"/></g>
  ${buttons}
  ${glow((paint) => `<circle cx="640" cy="500" r="28" ${paint}/>`, accent, 8, 1.6)}
  <circle cx="640" cy="500" r="26" fill="${lighten(accent, 0.3)}" stroke="${darken(accent, 0.3)}" stroke-width="3"/>
  <g fill="${light ? '#9aa3ae' : '#3a404a'}"><rect x="570" y="548" width="28" height="14" rx="7"/><rect x="682" y="548" width="28" height="14" rx="7"/></g>`;
}
