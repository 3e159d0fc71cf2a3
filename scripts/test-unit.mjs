// Unit and API tests. The API suite runs on a fresh PGlite database per test
// file; when DATABASE_URL names a PostgreSQL server it runs a second time
// there, each test file in a fresh database of its own (docs/testing.md).
import { spawnSync } from 'node:child_process';

const extraArgs = process.argv.slice(2);
const { DATABASE_URL, ...envWithoutDatabase } = process.env;

function vitest(args, env) {
  const result = spawnSync('npx', ['vitest', 'run', ...args, ...extraArgs], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Page tests render through the production build of the web app (apps/server/test/web-build.ts).
console.info('\n== Web app build for the page tests ==');
const build = spawnSync('npm', ['run', 'build', '-w', '@store/web'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

console.info('\n== Unit and API tests on PGlite ==');
vitest([], envWithoutDatabase);

if (DATABASE_URL) {
  console.info(`\n== API tests on PostgreSQL (${DATABASE_URL.replace(/:[^:@/]+@/, ':***@')}) ==`);
  vitest(['--project', 'server'], process.env);
}
