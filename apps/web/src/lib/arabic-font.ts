// The Arabic web font, IBM Plex Sans Arabic (docs/decisions/023), added once the
// page has loaded (docs/decisions/054): its two files (43 KB a weight) never
// compete with the page's own picture and code for the first paint. Until then,
// and without JavaScript, Arabic text shows in the fallback face of
// src/styles/arabic-font.css, whose metrics match Plex's: the swap moves no line.
import regular from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2?url';
import bold from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2?url';

/** The font's Arabic subset: Latin text, digits and product names keep the system font. */
const ARABIC_RANGE =
  'U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, ' +
  'U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC';

/** Regular for 400 and 500, bold for 600 and 700 (semibold text takes the bold face). */
const FACES = [
  { file: regular, weight: '400 500' },
  { file: bold, weight: '600 700' },
];

let added = false;

function addFaces() {
  if (added) return;
  added = true;
  for (const { file, weight } of FACES)
    document.fonts.add(new FontFace('IBM Plex Sans Arabic', `url(${file}) format('woff2')`, { weight, unicodeRange: ARABIC_RANGE, display: 'swap' }));
}

/** Adds the faces after the page's load event (at once when it has passed); returns the clean-up of an effect. */
export function addArabicFontAfterLoad(): () => void {
  if (added || typeof FontFace === 'undefined') return () => {};
  if (document.readyState === 'complete') {
    addFaces();
    return () => {};
  }
  window.addEventListener('load', addFaces, { once: true });
  return () => window.removeEventListener('load', addFaces);
}
