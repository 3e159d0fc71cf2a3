// The API's sentences in the caller's language (docs/store-rules.md#error-body):
// a code and its params give the sentence in English or Arabic, the English one
// where a code has no Arabic twin (the admin's). For the server and the
// e-mails: it reaches every sentence of both languages, so the web app, which
// downloads only its pages' own, does not call it.
import type { Language } from './languages';
import { fillMessage, messages, type MessageCode } from './messages';
import * as arabicMessages from './message-texts-ar';

export { arabicMessages };

/** The sentence of `code` in `language`, filled from `params`. */
export function messageIn(language: Language, code: MessageCode, params: Record<string, string | number> = {}): string {
  // oxlint-disable-next-line import/namespace -- by code on purpose: the server answers any of them
  const text = language === 'ar' ? ((arabicMessages as Record<string, string>)[code] ?? messages[code]) : messages[code];
  return fillMessage(text, params);
}

let codesBySentence: Map<string, MessageCode> | undefined;

/**
 * The code whose English sentence is `text` exactly, if any. A schema's field
 * rules carry their sentence, not their code (zod keeps one message per
 * rule): the error handler finds the code of a refused field's sentence here
 * to answer it in the caller's language. Exact text only, never a filled one.
 */
export function codeOfSentence(text: string): MessageCode | undefined {
  if (!codesBySentence) {
    codesBySentence = new Map();
    for (const [code, sentence] of Object.entries(messages) as [MessageCode, string][]) {
      if (!codesBySentence.has(sentence)) codesBySentence.set(sentence, code);
    }
  }
  return codesBySentence.get(text);
}
