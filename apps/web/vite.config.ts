import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { compileMessage } from '@lingui/message-utils/compileMessage';

const brotli = (input: Buffer) =>
  new Promise<Buffer>((resolve, reject) => {
    const params = {
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
      [zlib.BROTLI_PARAM_SIZE_HINT]: input.length,
    };
    brotliCompress(input, { params }, (error, result) => (error ? reject(error) : resolve(result)));
  });
const gzipped = (input: Buffer) =>
  new Promise<Buffer>((resolve, reject) => {
    gzip(input, { level: 9 }, (error, result) => (error ? reject(error) : resolve(result)));
  });
/**
 * Below this, compression saves less than the two headers it adds (Content-Encoding and Vary). The
 * server compresses nothing under 1 KB per response, where it would cost CPU on every request; a copy
 * made once at build time pays for itself on the first visit's small chunks too.
 */
const PRECOMPRESS_MIN_BYTES = 256;

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside each built
 * script and stylesheet. The server sends these as they are (web-app.ts,
 * preCompressed): smaller than its per-response quality 4, and no CPU per request.
 */
function precompressAssets(): Plugin {
  return {
    name: 'store:precompress-assets',
    apply: (_, env) => env.command === "build" && !env.isSsrBuild,
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      const names = Object.keys(bundle).filter((name) => /\.(js|css)$/.test(name));
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(dir, name);
          const content = await readFile(file);
          if (content.length < PRECOMPRESS_MIN_BYTES) return;
          const [br, gz] = await Promise.all([brotli(content), gzipped(content)]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

// The catalogue's parts (src/lib/i18n/en-*.ts, ar-*.ts): plain objects of ICU MessageFormat texts.
const CATALOGUE_PART = /[\\/]src[\\/]lib[\\/]i18n[\\/](en|ar)(-[\w-]+)?\.ts$/;
// The contract's sentences (packages/contract/src/message-texts/*.ts and their Arabic twins): one
// exported text each, said by `sentence` (src/lib/i18n/sentences.ts).
const CONTRACT_SENTENCES = /[\\/]packages[\\/]contract[\\/]src[\\/]message-texts(-ar)?[\\/][\w-]+\.ts(\?|$)/;

interface Node {
  type: string;
  start: number;
  end: number;
  value?: unknown;
  [key: string]: unknown;
}
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && 'type' in value;
const isText = (node: unknown): node is Node & { value: string } => isNode(node) && node.type === 'Literal' && typeof node.value === 'string';

/**
 * Compiles every text of the catalogue's parts to Lingui's compiled form at build time, as Lingui's own
 * `lingui compile` does (docs/decisions/040, "The library"): the browser gets texts Lingui's runtime says
 * as they are, and never downloads its message compiler. A property's string value becomes the
 * compiled message (`'Hi {name}'` becomes `["Hi ",["name"]]`); keys and comments stay. The contract's
 * sentences that take arguments are compiled too (`export const STOCK_LIMIT = ["Only ",["n"]," items…"]`);
 * one without stays a string, which is its own compiled form said (packages/contract/src/catalogues.test.ts)
 * and what the schemas carry as a field's message.
 */
function compileCatalogues(): Plugin {
  return {
    name: 'store:compile-catalogues',
    apply: 'build',
    enforce: 'post',
    transform: {
      filter: { id: [CATALOGUE_PART, CONTRACT_SENTENCES] },
      handler(code, id) {
        const sentences = CONTRACT_SENTENCES.test(id);
        const edits: { start: number; end: number; text: string }[] = [];
        const compile = (literal: Node & { value: string }) => {
          const compiled = compileMessage(literal.value);
          if (sentences && compiled.every((token) => typeof token === 'string')) return;
          edits.push({ start: literal.start, end: literal.end, text: JSON.stringify(compiled) });
        };
        const visit = (node: unknown): void => {
          if (Array.isArray(node)) return node.forEach(visit);
          if (!isNode(node)) return;
          if (!sentences && node.type === 'Property' && isText(node.value)) compile(node.value);
          else if (sentences && node.type === 'VariableDeclarator' && isText(node.init)) compile(node.init);
          else for (const child of Object.values(node)) if (typeof child === 'object') visit(child);
        };
        visit(this.parse(code));
        let out = code;
        for (const { start, end, text } of edits.toSorted((a, b) => b.start - a.start)) out = out.slice(0, start) + text + out.slice(end);
        return { code: out, map: null };
      },
    },
  };
}

// Modules every page needs: one long-cached chunk. recharts (admin only)
// carries copies of some of these in node_modules of its own: they stay with it;
// so do Redux and react-redux, which only recharts uses now (decision record 013, "State").
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/;
const inFramework = (id: string) => FRAMEWORK.test(id) && !/node_modules[\\/]recharts[\\/]/.test(id);
// Validation for the forms (zod, phone numbers, react-hook-form): only pages with a form load it.
const FORMS = /node_modules[\\/](zod|libphonenumber-js|react-hook-form|@hookform[\\/]resolvers)[\\/]/;
// The admin area's own code and libraries: never grouped with what shoppers load.
const ADMIN =
  /[\\/]src[\\/](features[\\/]admin-|components[\\/](admin|charts)[\\/]|lib[\\/](admin-query[\\/]|i18n[\\/]en-admin|i18n[\\/]admin))|[\\/]app[\\/]routes[\\/]admin-|node_modules[\\/](recharts|@tanstack|d3-|victory-vendor|immer|reselect|@reduxjs)/;
// The shop's shared code, icons and UI primitives: one chunk for what two or more pages use,
// instead of a file per small module (issue 7 item 7: at most 12 files on a first visit).
// The contract's order statuses are not in it: every contract module reads as reachable from the first visit
// through the package's index, and the account's order list naming one rule put the whole module and its
// lists in the first visit (0.4 KB); the pages that use it share a small chunk of their own.
const SHARED =
  /[\\/]apps[\\/]web[\\/]src[\\/](components|lib|features|app)[\\/]|[\\/]packages[\\/]contract[\\/]src[\\/](messages|money|constants|images)\.ts|node_modules[\\/](lucide-react|clsx|tailwind-merge)[\\/]/;
// Form pages' own modules (checkout, account, login and register, the form fields) import the validation
// library: kept out of the shared chunk so that a page without a form never loads it.
const FORM_PAGES =
  /[\\/]src[\\/](features[\\/](orders|account|track)[\\/]|features[\\/]auth[\\/]components[\\/](login|register)-|lib[\\/]form-errors|components[\\/]ui[\\/](input-field|textarea-field|select-field|field-frame))/;
// Vite's helper behind every deferred import (lib/deferred-component.ts): the shop layout needs it at once.
const PRELOAD_HELPER = /vite[\\/]preload-helper/;
const inShared = (id: string) =>
  PRELOAD_HELPER.test(id) || (SHARED.test(id) && !ADMIN.test(id) && !FORM_PAGES.test(id));

// The route modules of a first visit to /shop/home (issue 11): the shop's shared
// modules they import without waiting go to `shared`, which every shop page loads;
// those only other pages share (listing and search views, filter panel, pagination,
// dialogs) go to `shop-pages`, which the home page never downloads.
const FIRST_VISIT = /[\\/]app[\\/](root|routes[\\/](guarded|shop-layout|shop-home))\.tsx(\?|$)/;

/** Whether a module is statically reachable from the first visit's route modules (memoized per build). */
function firstVisitReach(): (id: string, ctx: Rolldown.ChunkingContext) => boolean {
  const known = new Map<string, boolean>();
  return (id, ctx) => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    // Up through static importers only: a dynamic import is a chunk of its own, fetched later.
    const seen = new Set([id]);
    const queue = [id];
    let found = false;
    while (queue.length > 0 && !found) {
      const current = queue.shift() as string;
      if (FIRST_VISIT.test(current) || PRELOAD_HELPER.test(current) || known.get(current) === true) found = true;
      else
        for (const importer of ctx.getModuleInfo(current)?.importers ?? [])
          if (!seen.has(importer) && known.get(importer) !== false) {
            seen.add(importer);
            queue.push(importer);
          }
    }
    // A miss means none of the modules visited reaches the first visit either.
    if (found) known.set(id, true);
    else for (const visited of seen) known.set(visited, false);
    return found;
  };
}

const LUCIDE_ICON = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([\w-]+)\.mjs$/;

/**
 * Whether an icon is drawn by the first visit's own modules. Every icon module is imported by
 * lucide-react's one index module, which the first visit imports too, so reachability alone would put
 * every icon any two pages share (the admin's, the checkout's) in the first visit's chunk: the icons the
 * first visit's modules name in their imports from 'lucide-react' decide instead (issue 12's weight room).
 */
function firstVisitIcon(inFirstVisit: (id: string, ctx: Rolldown.ChunkingContext) => boolean) {
  let fileOfName: Map<string, string> | null = null;
  const used = new Map<string, boolean>();
  return (id: string, ctx: Rolldown.ChunkingContext): boolean => {
    const file = LUCIDE_ICON.exec(id)?.[1];
    if (!file) return false;
    const known = used.get(file);
    if (known !== undefined) return known;
    const index = ctx.getModuleInfo(id)?.importers.find((importer) => importer.endsWith('lucide-react.mjs'));
    if (!index) return false;
    if (!fileOfName) {
      fileOfName = new Map();
      for (const [, names, icon] of readFileSync(index, 'utf8').matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g))
        for (const name of (names ?? '').matchAll(/as (\w+)/g)) fileOfName.set(name[1] ?? '', icon ?? '');
    }
    const names = fileOfName;
    for (const importer of ctx.getModuleInfo(index)?.importers ?? []) {
      if (!inFirstVisit(importer, ctx)) continue;
      const source = readFileSync(importer.split('?')[0] ?? importer, 'utf8');
      for (const [, list] of source.matchAll(/import \{([^}]*)\} from 'lucide-react'/g))
        for (const name of (list ?? '').split(',')) {
          const icon = names.get(name.replace(/\btype\b|\s+as\s+\w+/g, '').trim());
          if (icon) used.set(icon, true);
        }
    }
    // Every first-visit module's icons are known now: the rest are not the first visit's.
    const result = used.get(file) ?? false;
    used.set(file, result);
    return result;
  };
}

export default defineConfig(({ isSsrBuild }) => {
  const inFirstVisit = firstVisitReach();
  const iconInFirstVisit = firstVisitIcon(inFirstVisit);
  return {
    plugins: [tailwindcss(), reactRouter(), compileCatalogues(), precompressAssets()],
    // The server's bundle takes lucide-react's icons in, so only the icons the pages draw are loaded:
    // imported from node_modules, its index module loads every icon it has (30 MB of the process's memory).
    ssr: { noExternal: ['lucide-react', 'radix-ui', /^@radix-ui\//] },
    // React Router publishes two builds that differ only in `ENABLE_DEV_WARNINGS`, and its exports name
    // the development one: the browser gets the production one, its warnings dropped (0.5 KB of the first
    // visit, which paid for Lingui's runtime: docs/decisions/040, "The library"). The server keeps its own.
    resolve: isSsrBuild
      ? {}
      : {
          alias: [
            { find: /^react-router$/, replacement: path.resolve(import.meta.dirname, '../../node_modules/react-router/dist/production/index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.resolve(import.meta.dirname, '../../node_modules/react-router/dist/production/dom-export.mjs') },
          ],
        },
    build: {
      target: 'es2022',
      sourcemap: !isSsrBuild,
      // Lists every chunk and its imports: the weight test tells admin chunks from the shop's by it.
      manifest: !isSsrBuild,
      rolldownOptions: isSsrBuild
        ? {}
        : {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'framework', test: inFramework, priority: 30 },
                  { name: 'forms', test: FORMS, priority: 20 },
                  {
                    name: (id, ctx) =>
                      (LUCIDE_ICON.test(id) ? iconInFirstVisit(id, ctx) : inFirstVisit(id, ctx)) ? 'shared' : 'shop-pages',
                    debugName: 'shared',
                    test: inShared,
                    priority: 10,
                    minShareCount: 2,
                  },
                ],
              },
            },
          },
    },
  };
});
