// `npm start`'s web step (docs/decisions/042): the production build of the web
// app, redone only when its sources changed since the last one (`--force`:
// always). `npm run build -w @store/web` still builds unconditionally.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isUpToDate, sourceHash, writeStamp } from './source-hash.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// apps/web/react-router.config.ts builds into WEB_BUILD_DIR when it is set.
const outDir = path.resolve(root, 'apps/web', process.env.WEB_BUILD_DIR ?? 'build');

/** What the build is made from: the app, the contract it imports, the installed packages' versions. */
const INPUTS = ['apps/web', 'packages/contract/src', 'packages/contract/package.json', 'tsconfig.base.json', 'package-lock.json', 'scripts/build-web.mjs'];

const hash = sourceHash(root, INPUTS);
if (!process.argv.includes('--force') && isUpToDate(outDir, hash, 'server/index.js')) {
  process.stderr.write(`Web build: up to date (${path.relative(root, outDir)})\n`);
  process.exit(0);
}
const build = spawnSync('npm', ['run', 'build', '-w', '@store/web'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
writeStamp(outDir, hash);
