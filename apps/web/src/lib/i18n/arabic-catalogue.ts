// Every Arabic text of the shop (docs/decisions/023, 040). Named only by the
// Arabic tree's layout route (app/routes/ar-layout.tsx, its `handle`), so an
// English page never downloads a word of it; the server holds it from the start
// (./every-text.ts).
//
// - ./ar.ts and ./ar-<part>.ts: the twins of en.ts and en-<part>.ts, plain
//   objects (`export const arCart = {...}`) without side effects; every one
//   present at build time is found here, so a new part needs no change.
// - the contract's Arabic sentences by code (`arabicMessages`), for `sentence`
//   (./sentences.ts).
// - for the browser's own validation, the Arabic twin of each English field
//   sentence the contract's schemas say (`fieldMessage`).
import { arabicMessages, type MessageCode } from '@store/contract';
import type { CataloguePart, LanguageTexts } from '../i18n';

const webParts = import.meta.glob<Record<string, unknown>>(['./ar.ts', './ar-*.ts', '!./*.test.ts'], { eager: true });
// The English sentences a shop schema can say (packages/contract/src/message-texts/*.ts but the admin's),
// as modules of this chunk's own (the query makes them distinct modules): English pages name only the
// sentences they show, and a module all of whose exports were read here would bring every one of them
// into their chunks too.
const fieldSentences = import.meta.glob<Record<string, unknown>>(
  ['../../../../../packages/contract/src/message-texts/*.ts', '!../../../../../packages/contract/src/message-texts/admin.ts'],
  { eager: true, query: { 'arabic-pairs': '' } },
);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const texts: CataloguePart = {};
for (const module of Object.values(webParts)) {
  for (const value of Object.values(module)) if (isRecord(value)) Object.assign(texts, value);
}

const twins = arabicMessages as Partial<Record<MessageCode, string>>;
const fieldTwins = new Map<string, string>();
for (const module of Object.values(fieldSentences)) {
  for (const [code, english] of Object.entries(module)) {
    const twin = twins[code as MessageCode];
    if (typeof english === 'string' && twin !== undefined) fieldTwins.set(english, twin);
  }
}
/** The Arabic catalogue and the contract sentences' twins, for the Arabic layout's `handle`. */
export const arabicTexts: LanguageTexts = { language: 'ar', texts, sentences: twins, fieldSentences: fieldTwins };
