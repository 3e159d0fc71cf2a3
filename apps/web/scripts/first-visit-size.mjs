// Sizes the JavaScript a first visit downloads before the page can render:
// the entry and the lazy chunks of the route's modules, with everything they
// import statically, gzip and brotli (the server sends the build's .br copies,
// quality 11). Chunks loaded later, on idle or on intent (the avatar menu, the
// cart panel), are not in this figure; e2e/tests/weight.spec.ts measures those
// too, in a browser. Usage, after `vite build`:
//   node scripts/first-visit-size.mjs [route modules...]
// e.g. node scripts/first-visit-size.mjs src/app/routes/shop/shop-layout-route.tsx src/app/routes/shop/home-page.tsx
// WEB_DIST=/tmp/other-dist sizes another build.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const routes = process.argv.slice(2);
const starts = ['index.html', ...(routes.length ? routes : ['src/app/routes/shop/shop-layout-route.tsx', 'src/app/routes/shop/home-page.tsx'])];

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`No chunk for ${key} in the manifest`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
starts.forEach(visit);

/** The brotli size as served: the build's .br copy, or the same compression done here. */
function brotliSize(file, content) {
  const copy = path.join(dist, `${file}.br`);
  if (existsSync(copy)) return readFileSync(copy).length;
  return brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
let gzipTotal = 0;
let brotliTotal = 0;
const rows = [...files].map((file) => {
  const content = readFileSync(path.join(dist, file));
  const gzip = gzipSync(content, { level: 9 }).length;
  const brotli = brotliSize(file, content);
  gzipTotal += gzip;
  brotliTotal += brotli;
  return { file, gzip, brotli };
});
rows.sort((a, b) => b.brotli - a.brotli);
console.info('   gzip   brotli  file');
for (const row of rows) console.info(`${kb(row.gzip)} ${kb(row.brotli)}  ${row.file}`);
console.info(`${kb(gzipTotal)} ${kb(brotliTotal)}  KB in total, ${rows.length} files (${starts.join(', ')})`);
