import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The production build of the web app that page tests render through
 * (scripts/test-unit.mjs builds it before the suites run; WEB_DIST names
 * another). Page tests fail with this message rather than pass without it.
 */
export function webBuildDir(): string {
  const dir = process.env.WEB_DIST || fileURLToPath(new URL('../../web/build', import.meta.url));
  if (!existsSync(`${dir}/server/index.js`)) {
    throw new Error(`No web build at ${dir}: run \`npm run build -w @store/web\` first`);
  }
  return dir;
}
