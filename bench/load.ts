import autocannon from 'autocannon';
import { cpuPerRequest, type CpuPerRequest, type CpuProbe } from './cpu';

// One measured call: autocannon with a fixed number of connections for a
// fixed time, after a short warm-up whose figures are thrown away.

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadOptions {
  url: string;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** Called for every request: a new path, body or header each time, so no cache makes it trivial. */
  next: () => LoadRequest;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** CPU per request of the process under load and of PostgreSQL's backends, where it can be read (cpu.ts). */
  cpu?: CpuPerRequest | undefined;
}

/** A different client address per request: the store's per-IP limiter (TRUST_PROXY) sees many shoppers, not one. */
function forwardedFor(): string {
  const n = Math.floor(Math.random() * 0xffffff);
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

async function runOnce(options: LoadOptions, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: options.url,
    connections: options.connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          const next = options.next();
          return {
            ...request,
            method: next.method,
            path: next.path,
            body: next.body,
            headers: {
              'x-forwarded-for': forwardedFor(),
              ...(next.body === undefined ? {} : { 'content-type': 'application/json' }),
              ...next.headers,
            },
          };
        },
      },
    ],
  });
}

/** Measures a call; with a probe, also the CPU per request of the process `pid` and of the database. */
export async function measure(options: LoadOptions, cpu?: { probe: CpuProbe; pid: number }): Promise<LoadResult> {
  if (options.warmupSeconds > 0) await runOnce(options, options.warmupSeconds);
  const before = await cpu?.probe.snapshot(cpu.pid);
  const result = await runOnce(options, options.durationSeconds);
  const after = await cpu?.probe.snapshot(cpu.pid);
  return {
    ...(before && after ? { cpu: cpuPerRequest(before, after, result.requests.total) } : {}),
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Asks for each path once, a few at a time (the page cache's warm-up before a timed run); returns how many answered 200. */
export async function warmUp(baseUrl: string, paths: string[], concurrency = 8): Promise<number> {
  let next = 0;
  let ok = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++] as string;
      const response = await fetch(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'br' } });
      await response.arrayBuffer();
      if (response.status === 200) ok += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return ok;
}
