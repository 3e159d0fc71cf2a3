// Every user-facing error and toast text of the store's rules (docs/store-rules.md#5-validation and
// #8-messages), word for word, plus the server's own messages, each under its code. Both the
// server and the web app read them from here, by code.

import * as messages from './message-texts';

/** Every sentence by its code (./message-texts.ts): `messages.STOCK_LIMIT`. */
export { messages };

export type MessageCode = keyof typeof messages;

/** `text` with its `{name}` placeholders filled from `params`: `fillMessage(messages.STOCK_LIMIT, { n: 3 })`. */
export function fillMessage(text: string, params: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

/**
 * The message for `code`, filled from `params`. It can reach any sentence, so a
 * bundle that calls it keeps them all: the web app names its sentences
 * (`fillMessage(messages.X, …)`) so that a page downloads only its own.
 */
export function message(code: MessageCode, params: Record<string, string | number> = {}): string {
  // oxlint-disable-next-line import/namespace -- by code on purpose: the server answers any of them
  return fillMessage(messages[code], params);
}
