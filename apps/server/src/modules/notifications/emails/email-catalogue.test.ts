import { catalogueProblems } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { emailTextsAr } from './email-texts-ar';
import { emailTextsEn } from './email-texts-en';

// The e-mails' words are ICU MessageFormat said by the server's Lingui catalogue
// (packages/contract/src/catalogues.ts, docs/decisions/040; the PDFs' in ../../invoices/invoice-texts.test.ts): each compiles, a text without arguments
// is said exactly as written, and an Arabic twin takes the arguments of its English text.
describe('the e-mails’ catalogue', () => {
  it('compile in both languages, with the same arguments', () => {
    expect(catalogueProblems({ en: emailTextsEn, ar: emailTextsAr })).toEqual([]);
  });
});
