import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The start-up tests run the server as `npm start` does: the compiled JavaScript
// in apps/server/dist (docs/decisions/042), built by test/global-setup.ts once
// per run of the server project when its sources changed.

export const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** `npm start`'s process: `node dist/main.js`. */
export const BUILT_SERVER = path.join(SERVER_DIR, 'dist/main.js');
/** `npm run backup` and `npm run restore`: `node dist/backup-cli.js backup|restore`. */
export const BUILT_BACKUP_CLI = path.join(SERVER_DIR, 'dist/backup-cli.js');

/** Builds apps/server/dist unless it is up to date with the sources (scripts/build-server.mjs). */
export function buildServer(): void {
  const build = spawnSync(process.execPath, [path.join(SERVER_DIR, '../../scripts/build-server.mjs')], { encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`the server build failed:\n${build.stdout}${build.stderr}`);
}
