import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { backupDatabase, BackupError, defaultBackupName, engineOf, restoreDatabase } from './backup';

// `npm run backup [-- --out <file>]` and `npm run restore -- <file> [--force]`
// (apps/server/package.json runs this file with `backup` or `restore`). The
// database is the store's own: DATABASE_URL, or PGlite in DATA_DIR, read as
// the server reads them (config.ts). See src/ops/backup.ts and the README's
// operations section.

const USAGE = `Usage:
  npm run backup [-- --out <file>]        back up the store's database (default: ./backups/store-<engine>-<time>.<ext>)
  npm run restore -- <file> [--force]     restore a backup; --force replaces a database that already has data`;

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    options: { out: { type: 'string' }, force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  });
  if (values.help || (command !== 'backup' && command !== 'restore')) {
    console.info(USAGE);
    process.exitCode = values.help ? 0 : 1;
    return;
  }
  const config = loadConfig(process.env);
  const target = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
  const engine = engineOf(target);
  const where = engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `the embedded database in ${config.dataDir}`;
  if (command === 'backup') {
    const file = path.resolve(values.out ?? path.join('backups', defaultBackupName(engine)));
    await backupDatabase(target, file);
    console.info(`Backed up ${where} to ${file}`);
    return;
  }
  const [file] = positionals;
  if (!file || positionals.length > 1) {
    console.error(USAGE);
    process.exitCode = 1;
    return;
  }
  const result = await restoreDatabase(target, path.resolve(file), { force: values.force === true });
  console.info(`Restored ${path.resolve(file)} into ${where}`);
  if (result.movedAside) console.info(`The database it replaced is kept in ${result.movedAside}`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error('The configuration has problems:');
    for (const problem of error.problems) console.error(`  ${problem}`);
  } else if (error instanceof BackupError || (error instanceof TypeError && 'code' in error)) {
    // BackupError: a sentence for the operator; TypeError with a code: parseArgs on an unknown option.
    console.error(error.message);
  } else {
    console.error('The backup tool failed:', error);
  }
  process.exitCode = 1;
});
