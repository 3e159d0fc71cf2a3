import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// The server's "#server/*" aliases point at its TypeScript under this condition, at its compiled
// JavaScript without it (apps/server/package.json "imports"; docs/decisions/041). Vitest's own server
// conditions are Vite's without "module"; its workers get these as --conditions too.
const SERVER_SOURCE = {
  conditions: ['store-source', ...defaultServerConditions.filter((condition) => condition !== 'module')],
};

// One `vitest run` at the root runs every unit and API suite of the workspace.
export default defineConfig({
  test: {
    // Each API test file gets its own database; two cores, so keep it modest.
    maxWorkers: 2,
    projects: [
      {
        // The repository's own scripts and rules (scripts/*.test.mjs: the lint boundaries, the documents' references).
        // Each test runs `npm run lint` (the copy-paste detector on the whole tree, then oxlint): seconds each.
        test: { name: 'repo', root: '.', environment: 'node', include: ['scripts/**/*.test.mjs'], testTimeout: 180_000 },
      },
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        // The global setup runs in Vitest's own environment, the tests in the ssr one.
        environments: { __vitest__: { resolve: SERVER_SOURCE } },
        ssr: { resolve: SERVER_SOURCE },
        test: {
          name: 'server',
          root: './apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          // Concurrency suites need a real PostgreSQL server (PGlite is one connection); suites of
          // the embedded PGlite alone (*.pglite.test.ts) need no second run on PostgreSQL.
          exclude: process.env.DATABASE_URL ? ['src/**/*.pglite.test.ts'] : ['src/**/*.pg.test.ts'],
          // Migrates one template database per run; each file starts from a copy (issue 11).
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
          // A test's first visit to a lazy page transforms its modules on demand: seconds
          // when every project runs at once on two cores (src/test/setup.ts waits as long).
          testTimeout: 20_000,
        },
      },
    ],
  },
});
