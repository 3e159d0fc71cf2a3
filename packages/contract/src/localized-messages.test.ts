import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './error-codes';
import { codeOfSentence, messageIn } from './localized-messages';
import { messages, type MessageCode } from './messages';
import * as arabicMessages from './message-texts-ar';
import * as admin from './message-texts/admin';

// The API answers each sentence in the caller's language (docs/store-rules.md#error-body).
// That the Arabic twins exist, with the same placeholders, is ./message-texts-ar.test.ts.

const arabic = arabicMessages as Record<string, string>;
const english = messages as Record<string, string>;

describe('messageIn', () => {
  it('fills the Arabic twin from the same params, and the English one by default', () => {
    expect(messageIn('ar', 'STOCK_LIMIT', { n: 3 })).toBe('الكمية المتوفرة في المخزون 3 فقط');
    expect(messageIn('en', 'STOCK_LIMIT', { n: 3 })).toBe('Only 3 items available in stock');
  });

  it('answers the admin’s sentences in English on any language', () => {
    expect(messageIn('ar', 'BRAND_IN_USE', { n: 2 })).toBe('This brand is used by 2 products. Move or delete them first');
  });

  it('has an Arabic sentence for every error code the shop can meet (every code not the admin’s)', () => {
    const adminOnly = new Set(Object.keys(admin));
    const missing = ERROR_CODES.filter((code) => !adminOnly.has(code) && arabic[code] === undefined);
    expect(missing).toEqual([]);
  });
});

describe('codeOfSentence', () => {
  it('finds the code of an exact English sentence, never of a filled one', () => {
    expect(codeOfSentence(messages.EMAIL_INVALID)).toBe('EMAIL_INVALID');
    expect(codeOfSentence('Only 3 items available in stock')).toBeUndefined();
    expect(codeOfSentence('Something else')).toBeUndefined();
  });

  it('is unambiguous: codes that share an English sentence share its Arabic twin', () => {
    const byText = new Map<string, MessageCode[]>();
    for (const [code, text] of Object.entries(english) as [MessageCode, string][]) byText.set(text, [...(byText.get(text) ?? []), code]);
    for (const codes of byText.values()) {
      const twins = new Set(codes.map((code) => arabic[code] ?? english[code]));
      expect({ codes, twins: twins.size }).toEqual({ codes, twins: 1 });
    }
  });
});
