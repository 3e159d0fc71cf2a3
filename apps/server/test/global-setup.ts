import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#server/db/client';
import { buildServer } from './built-server';
import { createPostgresDatabase } from './postgres-server';

// Once per `vitest run` of the server project (issue 11): migrate one database
// and hand it to every test file as a template (test/test-database.ts), so a
// file copies it instead of paying initdb and the migrations again. A broken
// migration still fails the run here, before any test. The crash-recovery
// suites start the real server on an empty folder or database, and so still
// migrate from nothing.

type Teardown = () => Promise<void>;

async function pgliteTemplate(project: TestProject): Promise<Teardown> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'store-template-'));
  const teardown = () => rm(folder, { recursive: true, force: true });
  try {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await database.migrate();
      const tarball = await database.dumpDataDir?.();
      if (!tarball) throw new Error('PGlite dumped no data folder');
      const file = path.join(folder, 'pgdata.tar');
      await writeFile(file, new Uint8Array(await tarball.arrayBuffer()));
      project.provide('pgliteTemplate', file);
    } finally {
      await database.close();
    }
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

async function postgresTemplate(project: TestProject, serverUrl: string): Promise<Teardown> {
  const template = await createPostgresDatabase(serverUrl, 'store_template');
  try {
    const database = await openDatabase({ databaseUrl: template.url, dataDir: 'memory://', poolSize: 1 });
    try {
      await database.migrate();
    } finally {
      // CREATE DATABASE … TEMPLATE refuses a template that anyone is connected to.
      await database.close();
    }
  } catch (error) {
    await template.drop();
    throw error;
  }
  project.provide('postgresTemplate', template.name);
  return template.drop;
}

export default function setup(project: TestProject): Promise<Teardown> {
  // The start-up suites spawn the compiled server (test/built-server.ts).
  buildServer();
  const serverUrl = process.env.DATABASE_URL;
  return serverUrl ? postgresTemplate(project, serverUrl) : pgliteTemplate(project);
}
