// The contract's sentences in the page's language, by code (docs/decisions/040).
// The API answers its own messages in the page's language already (the web app
// sends `lang`); these are the sentences the web app says itself: toasts,
// fallbacks, the guest cart's refusals. English comes from the call site
// (`sentence('CART_ADDED', messages.CART_ADDED)`: the bundle keeps only the
// sentences a page names, and the type ties the text to its code); the Arabic
// twins load with the Arabic pages only (./arabic-catalogue.ts), so an English
// page downloads none of them. Said by Lingui (./lingui.ts) as the catalogue's
// texts are: the build compiles the contract's sentences that take arguments
// (vite.config.ts, compileCatalogues); one without is its own text.
import type { MessageDescriptor } from '@lingui/core';
import type { MessageCode, messages } from '@store/contract';
import { currentLanguage, type Language } from '../language';
import { i18ns } from './lingui';

export type SentenceParams = Record<string, string | number>;

let arabicSentences: Partial<Record<MessageCode, string>> = {};
let arabicFieldSentences = new Map<string, string>();

/**
 * Installed by the Arabic texts when they load (./arabic-catalogue.ts): the twins
 * by code, and for the browser's own validation the twin of each field sentence
 * a schema says (zod keeps one English sentence per rule, not its code).
 */
export function setArabicSentences(twins: Partial<Record<MessageCode, string>>, fieldTwins: Map<string, string>): void {
  arabicSentences = twins;
  arabicFieldSentences = fieldTwins;
}

/** The sentence of `code` in `language`, filled from `params`. */
export function sentenceIn<C extends MessageCode>(
  language: Language,
  code: C,
  english: (typeof messages)[C],
  params?: SentenceParams,
): string {
  const text = language === 'ar' ? (arabicSentences[code] ?? english) : english;
  // A text without arguments is said as it is (its compiled form is itself: message-texts.test.ts).
  if (!params && typeof text === 'string') return text;
  // A compiled text (an array, in a production build) passes as the descriptor's message.
  return i18ns[language]._({ id: code, message: text as MessageDescriptor['message'], values: params });
}

/** The sentence of `code` in the page's language (lib/language.ts), filled from `params`. */
export function sentence<C extends MessageCode>(code: C, english: (typeof messages)[C], params?: SentenceParams): string {
  return sentenceIn(currentLanguage(), code, english, params);
}

/**
 * A field's message in the page's language: the API's come in it already; the
 * browser's own validation (a contract schema's English sentence) is said in
 * Arabic on an Arabic page.
 */
export function fieldMessage(text: string): string {
  return currentLanguage() === 'ar' ? (arabicFieldSentences.get(text) ?? text) : text;
}
