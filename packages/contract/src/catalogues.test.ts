import { describe, expect, it } from 'vitest';
import { catalogueProblems, cataloguePart } from './catalogues';
import { messageIn } from './localized-messages';
import { messages } from './messages';
import * as arabicMessages from './message-texts-ar';

// Every text the contract says is ICU MessageFormat said by Lingui (docs/decisions/040, "One library").
// The e-mails' and PDFs' catalogues are checked by apps/server/src/modules/notifications/emails/email-catalogue.test.ts,
// the web app's parts by apps/web/src/lib/i18n/catalogue-icu.test.ts.

describe('the contract’s sentences', () => {
  it('all compile, say a text without arguments exactly as written, and keep their arguments in Arabic', () => {
    expect(catalogueProblems({ en: messages, ar: arabicMessages })).toEqual([]);
  });

  it('says a plain placeholder as the value given, numbers in Latin digits without grouping', () => {
    expect(messageIn('en', 'STOCK_LIMIT', { n: 1200 })).toBe('Only 1200 items available in stock');
    expect(messageIn('ar', 'STOCK_LIMIT', { n: 1200 })).toBe('الكمية المتوفرة في المخزون 1200 فقط');
  });
});

describe('catalogueProblems', () => {
  it('finds a broken text, an apostrophe that changes a text, and an Arabic twin with other arguments', () => {
    expect(catalogueProblems({ en: { A: 'Only {n', B: "It''s", C: 'Hello {name}' }, ar: { C: 'مرحبا {who}' } })).toEqual([
      expect.stringMatching(/^en A: not ICU MessageFormat/),
      `en B: said as "It's", written "It''s"`,
      'ar C: takes {who}, the English {name}',
    ]);
  });
});

describe('cataloguePart', () => {
  it('refuses a second part holding a key another part holds', () => {
    messageIn('en', 'CART_ADDED');
    const say = cataloguePart({ en: { CART_ADDED: 'Another' }, ar: {} });
    expect(() => say('en', 'CART_ADDED')).toThrow('Two parts of the catalogue hold CART_ADDED');
  });
});
