// A build problem's sentence in a language (POST /api/shop/builds/check answers
// them in the request's `lang`). Apart from ./build-rules.ts, so a page that runs
// the rules in the browser downloads only the sentences of its own language.
import type { BuildProblem } from './build-rules';
import type { Language } from './languages';
import { fillMessage } from './messages';
import * as english from './message-texts/builds';
import * as arabic from './message-texts-ar/builds';

const texts: Record<Language, Record<BuildProblem['code'], string>> = { en: english, ar: arabic };

/** The problem's sentence in `lang`, its placeholders filled from its params. */
export function buildProblemMessage(problem: Pick<BuildProblem, 'code' | 'params'>, lang: Language = 'en'): string {
  return fillMessage(texts[lang][problem.code], problem.params);
}
