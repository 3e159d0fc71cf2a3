// The server as plain JavaScript (docs/decisions/042): apps/server's `src/main.ts`
// and backup command bundled with esbuild into `apps/server/dist/`, the contract package
// (TypeScript sources) inside the bundle, every installed package left to
// Node's own resolution. Done only when the sources changed since the last
// build (`--force`: always). `npm start`, `npm run backup` and the start-up
// tests run this first; `npm run dev` runs the sources through tsx instead.
import { cpSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isUpToDate, sourceHash, writeStamp } from './source-hash.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'apps/server');
const outDir = path.join(serverDir, 'dist');

/** What the bundle is made from; tests and installed packages are not in it. */
const INPUTS = [
  'apps/server/src',
  'apps/server/package.json',
  'apps/server/tsconfig.json',
  'scripts/build-server.mjs',
  'scripts/source-hash.mjs',
  'packages/contract/src',
  'packages/contract/package.json',
  'tsconfig.base.json',
  'package-lock.json',
];

const started = performance.now();
const hash = sourceHash(root, INPUTS);
if (!process.argv.includes('--force') && isUpToDate(outDir, hash, 'main.js')) {
  process.stderr.write('Server build: up to date (apps/server/dist)\n');
  process.exit(0);
}

const esbuild = await import('esbuild');

const MAIN = `// Written by scripts/build-server.mjs (docs/decisions/042).
process.env.NODE_ENV ??= 'production';
await import('./server.js');
`;

/** Packages of this repository (the contract) are bundled from their sources; the others stay imports. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./#]/ }, (args) => (args.path.startsWith('@store/') ? undefined : { path: args.path, external: true }));
  },
};

// Built beside the old output, then swapped in: a failed build leaves the last good one.
const tmpDir = `${outDir}.tmp-${process.pid}`;
rmSync(tmpDir, { recursive: true, force: true });
try {
  await esbuild.build({
    absWorkingDir: serverDir,
    entryPoints: { server: 'src/main.ts', 'backup-cli': 'src/ops/backup-cli.ts' },
    outdir: tmpDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Shared code in chunks beside the entry points, never in a sub-folder: code that finds files
    // next to itself (import.meta.url: the migrations) sees the same folder from every chunk.
    splitting: true,
    chunkNames: '[name]-[hash]',
    // The e-mail templates are TSX: React's automatic runtime, whatever the working directory.
    tsconfig: 'tsconfig.json',
    jsx: 'automatic',
    // The `#server/*` imports (package.json "imports") resolve to the sources; the bundle keeps none of them.
    conditions: ['store-source'],
    // Readable stack traces without a loader; `NODE_OPTIONS=--enable-source-maps` maps them to the sources.
    sourcemap: 'linked',
    minify: false,
    logLevel: 'warning',
    plugins: [externalPackages],
  });
  // `node dist/main.js`: NODE_ENV first, then the server. In a bundle every package import runs before
  // its first line, so src/production-env.ts would come after React had chosen its development build.
  writeFileSync(path.join(tmpDir, 'main.js'), MAIN);
  // src/db/client.ts reads the SQL migrations from the folder beside it.
  mkdirSync(tmpDir, { recursive: true });
  cpSync(path.join(serverDir, 'src/db/migrations'), path.join(tmpDir, 'migrations'), { recursive: true });
  writeStamp(tmpDir, hash);
  rmSync(outDir, { recursive: true, force: true });
  renameSync(tmpDir, outDir);
} catch (error) {
  rmSync(tmpDir, { recursive: true, force: true });
  console.error('Server build failed:', error instanceof Error ? error.message : error);
  process.exit(1);
}
process.stderr.write(`Server build: apps/server/dist in ${Math.round(performance.now() - started)} ms\n`);
