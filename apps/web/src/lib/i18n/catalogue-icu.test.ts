// Every text of the interface's catalogue (./en*.ts, ./ar*.ts, the admin's ./admin-texts.ts) is ICU
// MessageFormat said by Lingui (docs/decisions/040): each compiles, a text without arguments is said
// exactly as written (an apostrophe before a brace would change it), and an Arabic twin takes the
// arguments of its English text. The contract's sentences are checked by
// packages/contract/src/catalogues.test.ts, the e-mails' and the PDFs' words by the server's own test.
import { catalogueProblems } from '@store/contract';
import { describe, expect, it } from 'vitest';

type Texts = Record<string, string>;
const partsOf = (modules: Record<string, Record<string, unknown>>): Texts => {
  const texts: Texts = {};
  for (const module of Object.values(modules))
    for (const value of Object.values(module)) if (typeof value === 'object' && value !== null) Object.assign(texts, value);
  return texts;
};

const english = partsOf(import.meta.glob<Record<string, unknown>>(['./en.ts', './en-*.ts', './admin-texts.ts'], { eager: true }));
const arabic = partsOf(import.meta.glob<Record<string, unknown>>(['./ar.ts', './ar-*.ts', '!./*.test.ts'], { eager: true }));

describe('the interface’s catalogue', () => {
  it('holds the texts of every part in both languages', () => {
    expect(Object.keys(english).length).toBeGreaterThan(1000);
    expect(Object.keys(arabic).length).toBeGreaterThan(500);
  });

  it('compiles every text in both languages, with the same arguments in Arabic', () => {
    expect(catalogueProblems({ en: english, ar: arabic })).toEqual([]);
  });
});
