import { catalogueProblems } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { bilingual, pdfTexts } from './invoice-texts';

// The documents' words are ICU MessageFormat said by the server's Lingui catalogue
// (packages/contract/src/catalogues.ts, docs/decisions/040), English and Arabic side by side.
describe('the documents’ catalogue', () => {
  it('compiles in both languages, with the same arguments', () => {
    expect(catalogueProblems(pdfTexts)).toEqual([]);
  });

  it('fills the VAT line with its rate in both languages', () => {
    expect(bilingual('pdf.label.totalVatAt', { rate: 5 })).toEqual({ en: 'VAT 5%', ar: 'ضريبة القيمة المضافة 5%' });
  });
});
