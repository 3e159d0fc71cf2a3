// The boundaries of docs/decisions/041 hold only while `npm run lint` fails on a breach: these tests
// write deliberate breaches into the tree (two throwaway features, a route module), lint them with
// the repository's own script, and read which rule spoke, so that a rule cannot silently stop working.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '..');
const tag = `zz-lint-probe-${process.pid}`;
const features = path.join(repo, 'apps/web/src/features');
const made = [];

function write(relative, text) {
  const file = path.join(repo, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return relative;
}

/** The rules `npm run lint` reports on these files, as `rule file` lines. */
function lint(...files) {
  const run = spawnSync('npm', ['run', 'lint', '--silent', '--', '--format', 'json', ...files], {
    cwd: repo,
    encoding: 'utf8',
  });
  const report = JSON.parse(run.stdout.slice(run.stdout.indexOf('{')));
  const found = report.diagnostics
    .filter((d) => d.severity === 'error')
    .map((d) => `${d.code} ${d.filename}`)
    .toSorted();
  return { status: run.status, found };
}

beforeAll(() => {
  made.push(path.join(features, `${tag}-a`), path.join(features, `${tag}-b`));
  made.push(path.join(repo, `apps/web/app/routes/${tag}.tsx`), path.join(repo, `apps/server/src/modules/${tag}`));
});
afterAll(() => {
  for (const target of made) rmSync(target, { recursive: true, force: true });
});

describe('npm run lint holds the boundaries (docs/decisions/041)', () => {
  it('passes what keeps within them', () => {
    const ok = write(`apps/web/src/features/${tag}-a/ok.ts`, "import { cn } from '#web/lib/cn';\nexport const ok = cn('a');\n");
    const inner = write(`apps/web/src/features/${tag}-a/parts/inner.ts`, "import { ok } from '../ok';\nexport const inner = ok;\n");
    expect(lint(ok, inner)).toEqual({ status: 0, found: [] });
  });

  it('fails a feature that imports another feature, by alias or by climbing', () => {
    write(`apps/web/src/features/${tag}-b/b.ts`, 'export const b = 1;\n');
    const byAlias = write(
      `apps/web/src/features/${tag}-a/deep/by-alias.ts`,
      `import { b } from '#web/features/${tag}-b/b';\nexport const a = b;\n`,
    );
    const byClimb = write(`apps/web/src/features/${tag}-a/by-climb.ts`, `import { b } from '../${tag}-b/b';\nexport const a = b;\n`);
    const { status, found } = lint(byAlias, byClimb);
    expect(status).not.toBe(0);
    expect(found).toEqual([`eslint(no-restricted-imports) ${byAlias}`, `eslint(no-restricted-imports) ${byClimb}`].toSorted());
  });

  it('fails an import cycle, of values or of types only', () => {
    const one = write(`apps/web/src/features/${tag}-a/cycle-one.ts`, "import { two } from './cycle-two';\nexport const one = () => two();\n");
    const two = write(`apps/web/src/features/${tag}-a/cycle-two.ts`, "import { one } from './cycle-one';\nexport const two = () => one();\n");
    const left = write(`apps/web/src/features/${tag}-a/types-left.ts`, "import type { Right } from './types-right';\nexport type Left = { right?: Right };\n");
    const right = write(`apps/web/src/features/${tag}-a/types-right.ts`, "import type { Left } from './types-left';\nexport type Right = { left?: Left };\n");
    const { status, found } = lint(one, two, left, right);
    expect(status).not.toBe(0);
    expect(found).toEqual([one, two, left, right].map((file) => `import(no-cycle) ${file}`).toSorted());
  });

  it('fails a server module that imports a module outside its list, by climbing or by alias', () => {
    const module = `apps/server/src/modules/${tag}`;
    const ok = write(`${module}/ok.ts`, "import { AppError } from '#server/lib/app-error';\nexport const ok = AppError;\n");
    const byClimb = write(`${module}/by-climb.ts`, "import { priceOrder } from '../order-model/pricing';\nexport const a = priceOrder;\n");
    const byAlias = write(`${module}/deep/by-alias.ts`, "import { priceOrder } from '#server/modules/order-model/index';\nexport const a = priceOrder;\n");
    const { status, found } = lint(ok, byClimb, byAlias);
    expect(status).not.toBe(0);
    expect(found).toEqual([`eslint(no-restricted-imports) ${byAlias}`, `eslint(no-restricted-imports) ${byClimb}`].toSorted());
  });

  it("fails a server module that reaches past another module's public entry; passes the entry", () => {
    // cart may import catalog (MODULE_IMPORTS), but only through catalog's index.ts.
    made.push(path.join(repo, `apps/server/src/modules/cart/${tag}-deep.ts`), path.join(repo, `apps/server/src/modules/cart/${tag}-entry.ts`));
    const deep = write(
      `apps/server/src/modules/cart/${tag}-deep.ts`,
      "import { localized } from '#server/modules/catalog/product-json';\nexport const a = localized;\n",
    );
    const entry = write(
      `apps/server/src/modules/cart/${tag}-entry.ts`,
      "import { localized } from '#server/modules/catalog/index';\nexport const a = localized;\n",
    );
    expect(lint(deep, entry)).toEqual({ status: 1, found: [`eslint(no-restricted-imports) ${deep}`] });
  });

  it('fails src/lib importing a module', () => {
    made.push(path.join(repo, `apps/server/src/lib/${tag}.ts`));
    const helper = write(`apps/server/src/lib/${tag}.ts`, "import { localized } from '#server/modules/catalog/index';\nexport const a = localized;\n");
    expect(lint(helper)).toEqual({ status: 1, found: [`eslint(no-restricted-imports) ${helper}`] });
  });

  it('refuses to lint when the modules allowed to import each other go round', () => {
    const config = readFileSync(path.join(repo, 'oxlint.config.mjs'), 'utf8');
    const looping = config.replace(/^ {2}audit: \[\],$/m, "  audit: ['admin'],");
    expect(looping).not.toBe(config);
    const file = `${tag}.oxlint.config.mjs`;
    made.push(path.join(repo, file));
    write(file, looping);
    const run = spawnSync('npx', ['oxlint', '-c', file, 'oxlint.config.mjs'], { cwd: repo, encoding: 'utf8' });
    expect(run.status).not.toBe(0);
    expect(run.stdout + run.stderr).toContain('MODULE_IMPORTS of oxlint.config.mjs has a cycle, admin → audit → admin');
  });

  it('fails an import that climbs two folders, and a route module over 150 lines', () => {
    const climb = write(`apps/web/src/features/${tag}-a/deep/climb.ts`, "import { cn } from '../../../lib/cn';\nexport const c = cn('a');\n");
    const route = write(
      `apps/web/app/routes/${tag}.tsx`,
      `export default function Probe() {\n  return null;\n}\n${'// filler\n'.repeat(150)}`,
    );
    const { status, found } = lint(climb, route);
    expect(status).not.toBe(0);
    expect(found).toEqual([`eslint(max-lines) ${route}`, `eslint(no-restricted-imports) ${climb}`].toSorted());
  });
});
