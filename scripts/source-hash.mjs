// A build is redone only when its sources changed (docs/decisions/042): a hash of
// the files it is made from, kept beside its output and compared at the next start.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const STAMP = '.source-hash';
/** Never a build's input: installed packages, outputs, generated types, tests. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'build', '.tsbuild', '.react-router', 'test', 'data']);
const SKIPPED_FILE = /\.test\.tsx?$/;

function listFiles(entry, files) {
  if (!existsSync(entry)) return;
  if (!statSync(entry).isDirectory()) {
    files.push(entry);
    return;
  }
  for (const item of readdirSync(entry, { withFileTypes: true })) {
    const full = path.join(entry, item.name);
    if (item.isDirectory()) {
      if (!SKIPPED_DIRS.has(item.name)) listFiles(full, files);
    } else if (!SKIPPED_FILE.test(item.name)) {
      files.push(full);
    }
  }
}

/** One hash over the files and folders in `inputs`, relative to `root` (paths and contents, in a stable order). */
export function sourceHash(root, inputs) {
  const files = [];
  for (const input of inputs) listFiles(path.join(root, input), files);
  files.sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${path.relative(root, file)}\0`);
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** True when `outDir` holds `marker` and was built from sources with this hash. */
export function isUpToDate(outDir, hash, marker) {
  const stamp = path.join(outDir, STAMP);
  return existsSync(path.join(outDir, marker)) && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash;
}

/** Written last, once the build succeeded: a build that failed half-way is redone. */
export function writeStamp(outDir, hash) {
  writeFileSync(path.join(outDir, STAMP), `${hash}\n`);
}
