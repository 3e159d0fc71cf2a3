import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

// Drizzle's migrator applies a migration only when its journal time is later
// than the last one the database has applied: a migration generated with an
// earlier time than the one before it would pass on a fresh test database and
// never run on a store that is already open. Earlier migrations carry
// hand-set times, so drizzle-kit's own (the clock) can fall behind them.

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; when: number; tag: string }[];
};

it('gives every migration a later journal time than the one before it, so an open store applies it', () => {
  const late = journal.entries.filter((entry, i) => i > 0 && entry.when <= journal.entries[i - 1]!.when).map((entry) => entry.tag);
  expect(late).toEqual([]);
});

it('lists every SQL file of the folder in the journal, in order', () => {
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .map((name) => name.replace(/\.sql$/, ''))
    .toSorted();
  expect(journal.entries.map((entry) => entry.tag)).toEqual(files);
});
