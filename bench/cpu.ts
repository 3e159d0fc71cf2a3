import { readFileSync } from 'node:fs';
import { Client } from 'pg';

// CPU time spent per request by the store's process and by the PostgreSQL
// backends serving the bench database (issue 15 items 6 and 7: "profile both
// sides"). Read from /proc, so only on Linux with PostgreSQL on this machine;
// elsewhere the figures are left out. Requests per second move with whatever
// else the machine runs; CPU per request much less so.

const TICKS_PER_SECOND = 100;

/** utime + stime of a process in milliseconds, or null when it is gone or unreadable. */
function cpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
}

export interface CpuSnapshot {
  store: number | null;
  /** CPU of each backend of the bench database, by pid. */
  backends: Map<number, number>;
}

export interface CpuProbe {
  snapshot(storePid: number): Promise<CpuSnapshot>;
  close(): Promise<void>;
}

/** A probe of the bench database's backends; null on PGlite or where /proc is missing. */
export async function openCpuProbe(databaseUrl: string | undefined): Promise<CpuProbe | null> {
  if (!databaseUrl || cpuMs(process.pid) === null) return null;
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  return {
    async snapshot(storePid) {
      const { rows } = await client.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      const backends = new Map<number, number>();
      for (const { pid } of rows) {
        const ms = cpuMs(pid);
        if (ms !== null) backends.set(pid, ms);
      }
      return { store: cpuMs(storePid), backends };
    },
    close: () => client.end(),
  };
}

export interface CpuPerRequest {
  /** Milliseconds of the store's CPU per request. */
  storeMs: number;
  /** Milliseconds of PostgreSQL's CPU (the bench database's backends) per request. */
  databaseMs: number;
}

/**
 * CPU per request between two snapshots. A backend that ended in between
 * takes its time with it (the pool closes idle connections): the database
 * figure is then a little low, never high.
 */
export function cpuPerRequest(before: CpuSnapshot, after: CpuSnapshot, requests: number): CpuPerRequest | undefined {
  if (before.store === null || after.store === null || requests <= 0) return undefined;
  let database = 0;
  for (const [pid, ms] of after.backends) database += ms - (before.backends.get(pid) ?? 0);
  const round = (ms: number) => Number((ms / requests).toFixed(3));
  return { storeMs: round(after.store - before.store), databaseMs: round(database) };
}
