// Every Arabic text of the shop, made live (docs/decisions/023). Imported only
// by the Arabic tree's layout route (app/routes/ar-layout.tsx), so an English
// page never downloads a word of it; on the server every route module loads,
// so both languages are there for rendering.
//
// - ./ar.ts and ./ar-<part>.ts: the twins of en.ts and en-<part>.ts, plain
//   objects (`export const arCart = {...}`) without side effects; every one
//   present at build time is found here, so a new part needs no change.
// - packages/contract/src/message-texts-ar/<module>.ts: the twins of the
//   contract's sentences (same export names), paired with the English ones
//   for `localizeSentence` (./sentences.ts).
import { addMessages, type Catalogue } from '../i18n';
import { createSentenceTranslator } from './sentence-table';
import { setSentenceTranslator } from './sentences';

const webParts = import.meta.glob<Record<string, unknown>>(['./ar.ts', './ar-*.ts', '!./*.test.ts'], { eager: true });
const sentenceTwins = import.meta.glob<Record<string, unknown>>('../../../../../packages/contract/src/message-texts-ar/*.ts', {
  eager: true,
});
// The English sentences as source text, not as modules: a module whose exports were all read here would
// keep every sentence in the chunks English pages load too (the contract's sentences are tree-shaken per page).
// The admin screens' sentences stay English (issue 12): not paired.
const englishSources = import.meta.glob<string>(
  ['../../../../../packages/contract/src/message-texts/*.ts', '!../../../../../packages/contract/src/message-texts/admin.ts'],
  {
    eager: true,
    query: '?raw',
    import: 'default',
  },
);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** `export const NAME = '...'` declarations of a message-texts module's source, by name. */
export function readSentenceSource(source: string): Record<string, string> {
  const sentences: Record<string, string> = {};
  for (const match of source.matchAll(/export const (\w+)\s*=\s*'((?:\\.|[^'\\])*)'/g)) {
    const [, name, text] = match;
    if (name && text !== undefined) sentences[name] = text.replace(/\\(.)/g, '$1');
  }
  return sentences;
}

const english: Record<string, string> = Object.assign({}, ...Object.values(englishSources).map(readSentenceSource));

for (const module of Object.values(webParts)) {
  for (const value of Object.values(module)) if (isRecord(value)) addMessages(value as Partial<Catalogue>, 'ar');
}
setSentenceTranslator('ar', createSentenceTranslator(english, Object.assign({}, ...Object.values(sentenceTwins))));
