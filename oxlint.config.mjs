// `npm run lint`: the rules of .oxlintrc.json, and the boundaries between the apps' parts
// (docs/decisions/041), one override per web feature and per server module, read from the folders
// so that a new feature or module is held by the same rules the day it is made.
import { readdirSync, readFileSync } from 'node:fs';

const base = JSON.parse(readFileSync(new URL('./.oxlintrc.json', import.meta.url), 'utf8'));
const folders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const CLIMB = {
  group: ['../../**'],
  message:
    "Import through the app's alias (#web/, #web-app/, #server/, #server-test/; docs/decisions/041) instead of climbing folders.",
};
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns: [CLIMB, ...patterns] }] });

/** A feature's own files, all of them and those at its top (where `../` already leaves it). */
const features = folders('./apps/web/src/features/').flatMap((feature) => {
  const others = {
    group: ['#web/features/**', `!#web/features/${feature}/**`],
    message: 'A feature never imports another feature: move what both need to components/ or lib/ (docs/decisions/041).',
  };
  const up = { group: ['../**'], message: others.message };
  const dir = `apps/web/src/features/${feature}`;
  return [
    { files: [`${dir}/**`], rules: restrict(others) },
    { files: [`${dir}/*.ts`, `${dir}/*.tsx`], rules: restrict(others, up) },
  ];
});

/**
 * The other server modules each module may import: a new edge between modules is a decision written
 * here, in review, not an import slipped into a service. The graph has no cycle (checked below):
 * what several modules share and belongs to none of them is in src/lib, and the order's record and
 * pricing are a module of their own (order-model) under the modules that write an order's life
 * (docs/decisions/041). A module missing here imports none.
 */
const MODULE_IMPORTS = {
  addresses: [],
  admin: ['audit', 'catalog', 'order-model', 'orders'],
  audit: [],
  auth: ['audit'],
  cart: ['catalog', 'order-model', 'orders'],
  catalog: ['audit'],
  'catalogue-csv': ['audit', 'catalog'],
  coupons: ['audit', 'order-model'],
  invoices: ['catalog', 'order-model'],
  licences: ['audit', 'catalog', 'order-model'],
  notifications: ['invoices', 'stock-alerts'],
  'order-model': ['catalog'],
  orders: ['audit', 'auth', 'catalog', 'coupons', 'invoices', 'licences', 'order-model', 'payments', 'settings'],
  payments: [],
  privacy: ['addresses', 'audit', 'auth', 'builds', 'cart', 'licences', 'order-model', 'orders', 'reviews', 'stock-alerts', 'wishlist'],
  reviews: ['audit', 'catalog'],
  settings: ['audit'],
  'stock-alerts': ['catalog'],
  tracking: ['licences', 'order-model', 'orders'],
  wishlist: ['catalog'],
};

/** The first cycle in a graph of modules, as the path that closes it (a → b → a); null when there is none. */
function cycleIn(graph) {
  const state = new Map(); // 'open' while a module's imports are walked, 'done' after
  const path = [];
  const visit = (name) => {
    state.set(name, 'open');
    path.push(name);
    for (const next of graph[name] ?? []) {
      if (state.get(next) === 'open') return [...path.slice(path.indexOf(next)), next];
      const found = state.has(next) ? null : visit(next);
      if (found) return found;
    }
    path.pop();
    state.set(name, 'done');
    return null;
  };
  for (const name of Object.keys(graph)) {
    const found = state.has(name) ? null : visit(name);
    if (found) return found;
  }
  return null;
}

// Lint refuses to start on a graph that goes round or names a module that does not exist: an
// import cycle between modules is kept out by the list itself, not only by import/no-cycle.
const serverModules = folders('./apps/server/src/modules/');
const unknown = Object.entries(MODULE_IMPORTS).flatMap(([name, imports]) => [name, ...imports]).filter((name) => !serverModules.includes(name));
if (unknown.length > 0) throw new Error(`MODULE_IMPORTS of oxlint.config.mjs names no module folder: ${[...new Set(unknown)].join(', ')}.`);
const cycle = cycleIn(MODULE_IMPORTS);
if (cycle) {
  throw new Error(`MODULE_IMPORTS of oxlint.config.mjs has a cycle, ${cycle.join(' → ')}: move what both need into a lower module or src/lib (docs/decisions/041).`);
}

/**
 * A module's own files, all of them and those at its top: another module only through its public
 * entry (#server/modules/<m>/index) and only when MODULE_IMPORTS lists it; its tests may reach any file.
 */
const modules = serverModules.flatMap((module) => {
  const imports = MODULE_IMPORTS[module] ?? [];
  const message = `Module ${module} imports only ${imports.join(', ') || 'no other module'}, each through its public entry (#server/modules/<module>/index): a new edge between modules goes into MODULE_IMPORTS of oxlint.config.mjs, a new export into the module's index.ts (docs/decisions/041).`;
  const byAlias = {
    group: ['#server/modules/**', `!#server/modules/${module}/**`, ...imports.map((name) => `!#server/modules/${name}/index`)],
    message,
  };
  const byClimb = { group: ['../**'], message };
  const dir = `apps/server/src/modules/${module}`;
  return [
    { files: [`${dir}/**`], rules: restrict(byAlias) },
    { files: [`${dir}/*.ts`, `${dir}/*.tsx`], rules: restrict(byAlias, byClimb) },
    { files: [`${dir}/**/*.test.ts`], rules: restrict() },
  ];
});

/** src/lib is what modules share: it imports none of them (docs/decisions/041). */
const lib = {
  files: ['apps/server/src/lib/**'],
  rules: restrict({
    group: ['#server/modules/**', '../modules/**'],
    message: 'src/lib imports no module: what a helper needs from a module belongs in that module (docs/decisions/041).',
  }),
};

export default {
  ...base,
  rules: { ...base.rules, 'import/no-cycle': ['error', { ignoreTypes: false }] },
  overrides: [
    ...(base.overrides ?? []),
    ...features,
    ...modules,
    lib,
    {
      // A route module names its data and its view; what it grows beyond goes to src/ (docs/decisions/041).
      files: ['apps/web/app/routes/**'],
      rules: { 'max-lines': ['error', { max: 150, skipBlankLines: false, skipComments: false }] },
    },
    {
      // The i18n circle (lib/i18n.ts and its catalogues, type imports only) goes with the i18n library
      // (issue 23 item 3); until then its type imports may go round.
      files: ['apps/web/src/lib/i18n.ts', 'apps/web/src/lib/i18n/**'],
      rules: { 'import/no-cycle': ['error', { ignoreTypes: true }] },
    },
  ],
};
