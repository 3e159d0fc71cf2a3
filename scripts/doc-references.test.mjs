// The repository explains itself (docs/conventions.md#19-the-repository-explains-itself):
// comments and documents cite docs/ inside it, never design notes kept elsewhere, and
// every `docs/<file>.md#anchor` they cite names a heading that exists.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const self = path.relative(root, fileURLToPath(import.meta.url));
const FOLDERS = ['apps', 'packages', 'e2e', 'scripts', 'bench', 'docs'];
const SKIP = new Set(['node_modules', 'build', 'build-test', 'dist', '.tsbuild', '.react-router', 'test-results', 'artifacts', 'data', 'backups', 'coverage']);
const TEXT = /\.(?:ts|tsx|mts|js|mjs|cjs|md|sql|css|html)$/;

function walk(dir, out) {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP.has(entry.name)) walk(rel, out);
    } else if (TEXT.test(entry.name) && rel !== self) {
      out.push(rel);
    }
  }
  return out;
}

const files = [...FOLDERS.filter((dir) => existsSync(path.join(root, dir))).flatMap((dir) => walk(dir, [])), 'README.md'];
const read = (file) => readFileSync(path.join(root, file), 'utf8');

/** Documents that live outside the repository, and the ways the code used to cite them. */
const OUTSIDE = [
  /\b(?:DESIGN|CONVENTIONS|STACK)\.md\b/,
  /\bstore-spec\.md\b/,
  /\bspec(?:ification)?(?:'s)?[\s/*#]+(?:sections?|§)[\s/*#]*\d/i,
  /\bspec(?:'s)? section-\d/i,
  /\bspec \d/i,
];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');

const anchorsOf = new Map();
function anchors(doc) {
  if (!anchorsOf.has(doc)) {
    const headings = [...read(doc).matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]));
    anchorsOf.set(doc, new Set(headings));
  }
  return anchorsOf.get(doc);
}

describe('references to the documents', () => {
  it('cite docs/ in the repository, never a document kept outside it', () => {
    const outside = [];
    for (const file of files) {
      read(file)
        .split('\n')
        .forEach((line, i) => {
          if (OUTSIDE.some((re) => re.test(line))) outside.push(`${file}:${i + 1}: ${line.trim()}`);
        });
    }
    expect(outside).toEqual([]);
  });

  it('name documents and headings that exist', () => {
    const broken = [];
    for (const file of files) {
      const text = read(file);
      // `docs/x.md#a`, with the further anchors of a list after it (`, #b and #c`).
      for (const m of text.matchAll(/\bdocs\/([\w./-]+\.md)((?:#[\w-]+)(?:(?:, | and )#[\w-]+)*)?/g)) {
        const doc = `docs/${m[1]}`;
        if (!existsSync(path.join(root, doc))) {
          broken.push(`${file}: ${m[0]} (no such document)`);
          continue;
        }
        for (const anchor of m[2]?.match(/#[\w-]+/g) ?? []) {
          if (!anchors(doc).has(anchor.slice(1))) broken.push(`${file}: ${doc}${anchor} (no such heading)`);
        }
      }
      // Markdown links between documents: [text](store-rules.md#anchor), relative to the document.
      if (file.endsWith('.md')) {
        for (const m of text.matchAll(/\]\(([\w./-]+\.md)(#[\w-]+)?\)/g)) {
          const doc = path.join(path.dirname(file), m[1]);
          if (!existsSync(path.join(root, doc))) broken.push(`${file}: ${m[1]} (no such document)`);
          else if (m[2] && !anchors(doc).has(m[2].slice(1))) broken.push(`${file}: ${m[1]}${m[2]} (no such heading)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
