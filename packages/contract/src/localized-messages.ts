// The API's sentences in the caller's language (docs/store-rules.md#error-body):
// a code and its params give the sentence in English or Arabic, the English one
// where a code has no Arabic twin (the admin's). Said by Lingui (./catalogues.ts).
// For the server: it reaches every sentence of both languages, so the web app,
// which downloads only its pages' own, does not call it (apps/web/src/lib/i18n/sentences.ts).
import { cataloguePart, type TextParams } from './catalogues';
import type { Language } from './languages';
import { messages, type MessageCode } from './messages';
import * as arabicMessages from './message-texts-ar';

const say = /* @__PURE__ */ cataloguePart<MessageCode>({ en: messages, ar: arabicMessages });

/** The sentence of `code` in `language`, filled from `params`. */
export function messageIn(language: Language, code: MessageCode, params: TextParams = {}): string {
  return say(language, code, params);
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
