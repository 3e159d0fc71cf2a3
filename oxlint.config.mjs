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
 * The other server modules each module may import: the graph as it stood when lint took it over, so
 * that a new edge between modules is a decision written here, not an accident. Ten of these
 * modules still form one loop (auth … tracking); docs/decisions/041 says how it is to be broken and
 * the public entries (modules/<m>/index.ts) that come with it. A module missing here imports none.
 */
const MODULE_IMPORTS = {
  admin: ['audit', 'catalog', 'orders'],
  audit: [],
  auth: ['audit', 'notifications', 'privacy'],
  cart: ['catalog', 'orders'],
  catalog: ['audit'],
  'catalogue-csv': ['audit', 'catalog'],
  coupons: ['audit', 'auth', 'orders'],
  invoices: ['catalog', 'orders', 'tracking'],
  licences: ['audit', 'catalog', 'orders', 'tracking'],
  notifications: ['invoices', 'stock-alerts'],
  orders: ['audit', 'auth', 'catalog', 'coupons', 'invoices', 'licences', 'notifications', 'payments', 'settings', 'tracking'],
  payments: [],
  privacy: ['audit', 'auth', 'cart', 'licences', 'orders', 'reviews', 'stock-alerts', 'wishlist'],
  reviews: ['audit', 'catalog'],
  settings: ['audit'],
  'stock-alerts': ['auth', 'catalog', 'notifications', 'tracking'],
  tracking: ['auth', 'licences', 'orders'],
  wishlist: ['catalog'],
};

/** A module's own files, all of them and those at its top; its tests may reach any module. */
const modules = folders('./apps/server/src/modules/').flatMap((module) => {
  const allowed = [module, ...(MODULE_IMPORTS[module] ?? [])];
  const message = `Module ${module} imports only ${allowed.slice(1).join(', ') || 'no other module'}: a new edge between modules goes into MODULE_IMPORTS of oxlint.config.mjs (docs/decisions/041).`;
  const byAlias = { group: ['#server/modules/**', ...allowed.map((name) => `!#server/modules/${name}/**`)], message };
  const byClimb = { group: ['../**', ...allowed.map((name) => `!../${name}/**`)], message };
  const dir = `apps/server/src/modules/${module}`;
  return [
    { files: [`${dir}/**`], rules: restrict(byAlias) },
    { files: [`${dir}/*.ts`, `${dir}/*.tsx`], rules: restrict(byAlias, byClimb) },
    { files: [`${dir}/**/*.test.ts`], rules: restrict() },
  ];
});

export default {
  ...base,
  rules: { ...base.rules, 'import/no-cycle': ['error', { ignoreTypes: false }] },
  overrides: [
    ...(base.overrides ?? []),
    ...features,
    ...modules,
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
