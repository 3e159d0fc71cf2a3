// Sizes the JavaScript a first visit downloads before the page can render:
// the entry and the lazy chunks of the route's modules, with everything they
// import statically. Usage, after `vite build`:
//   node scripts/first-visit-size.mjs [route modules...]
// e.g. node scripts/first-visit-size.mjs src/app/routes/shop/shop-layout-route.tsx src/app/routes/shop/home-page.tsx
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));
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

let total = 0;
const rows = [...files].map((file) => {
  const gzip = gzipSync(readFileSync(`${dist}${file}`), { level: 9 }).length;
  total += gzip;
  return [file, gzip];
});
rows.sort((a, b) => b[1] - a[1]);
for (const [file, gzip] of rows) console.info(`${(gzip / 1024).toFixed(1).padStart(7)} KB  ${file}`);
console.info(`${(total / 1024).toFixed(1).padStart(7)} KB  gzip total, ${rows.length} files (${starts.join(', ')})`);
