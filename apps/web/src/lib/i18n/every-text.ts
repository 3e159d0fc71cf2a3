// Every text of the catalogue in both languages: what the server holds from the start
// (app/entry.server.tsx) and what the web app's tests render with (src/test/setup.ts).
// A browser never loads this module: a page there holds the parts its routes name
// (lib/i18n.ts, "Texts load per route").
import { addLanguageTexts, addMessages, type CataloguePart } from '../i18n';
import { arabicTexts } from './arabic-catalogue';

const englishParts = import.meta.glob<Record<string, CataloguePart>>(['./en-*.ts', '!./*.test.ts'], { eager: true });

export function addEveryText(): void {
  for (const module of Object.values(englishParts)) for (const part of Object.values(module)) addMessages(part);
  addLanguageTexts(arabicTexts);
}
