// A build problem's sentence in a language (POST /api/shop/builds/check answers
// them in the request's `lang`), said by ./localized-messages.ts. Apart from
// ./build-rules.ts, which a page could run in the browser without the server's catalogues.
import type { BuildProblem } from './build-rules';
import type { Language } from './languages';
import { messageIn } from './localized-messages';

/** The problem's sentence in `lang`, its placeholders filled from its params. */
export function buildProblemMessage(problem: Pick<BuildProblem, 'code' | 'params'>, lang: Language = 'en'): string {
  return messageIn(lang, problem.code, problem.params);
}
