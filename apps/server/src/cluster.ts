import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

// WEB_CONCURRENCY=N (issue 15 item 5, docs/decisions/018): N worker processes
// share the port through node:cluster. The primary (main.ts) migrates and
// seeds once, then only supervises: it forks the workers, restarts one that
// dies (with a growing delay, and gives up when they keep dying), stops them
// all on SIGTERM/SIGINT, and gathers their metrics for GET /metrics.

/** How the primary restarts workers that die. */
export interface RestartPolicy {
  /** Delay before the first restart; doubled for each further crash in the window. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Crashes older than this are forgotten. */
  windowMs: number;
  /** More crashes than this in the window: something is broken for good (a bad deploy, the port taken); stop. */
  maxCrashes: number;
}

export const RESTART_POLICY: RestartPolicy = { firstDelayMs: 500, maxDelayMs: 10_000, windowMs: 60_000, maxCrashes: 10 };

/** Workers finish in-flight requests within their own 10 s (main.ts); after this the primary kills what is left. */
const WORKER_STOP_TIMEOUT_MS = 15_000;

/** The delay before restarting a worker after the crashes at `crashTimes` (the latest included), or null to give up. */
export function restartDelay(crashTimes: readonly number[], now: number, policy: RestartPolicy = RESTART_POLICY): number | null {
  const recent = crashTimes.filter((t) => now - t < policy.windowMs).length;
  if (recent > policy.maxCrashes) return null;
  return Math.min(policy.firstDelayMs * 2 ** Math.max(0, recent - 1), policy.maxDelayMs);
}

export interface SupervisorLog {
  info(msg: string): void;
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
  fatal(msg: string): void;
}

const METRICS_REQUEST = 'store:metrics-request';
const METRICS_RESPONSE = 'store:metrics-response';

interface MetricsRequest {
  type: typeof METRICS_REQUEST;
  id: number;
}
interface MetricsResponse {
  type: typeof METRICS_RESPONSE;
  id: number;
  body?: string;
  error?: string;
}

const isMessage = <T extends { type: string }>(message: unknown, type: T['type']): message is T =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type;

/**
 * Forks `count` workers and keeps them running until SIGTERM or SIGINT;
 * resolves with the exit code for the primary (0 after a clean stop, 1 when
 * workers kept dying or had to be killed).
 */
export function superviseWorkers(count: number, log: SupervisorLog, policy: RestartPolicy = RESTART_POLICY): Promise<number> {
  const crashes: number[] = [];
  const restarts = new Set<NodeJS.Timeout>();
  let stopping = false;
  let exitCode = 0;
  // Gathers the workers' metrics for whichever worker was asked for GET /metrics.
  const aggregator = new AggregatorRegistry();

  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isMessage<MetricsRequest>(message, METRICS_REQUEST)) return;
    const reply = (answer: Omit<MetricsResponse, 'type' | 'id'>) => {
      if (worker.isConnected()) worker.send({ type: METRICS_RESPONSE, id: message.id, ...answer });
    };
    aggregator.clusterMetrics().then(
      (body) => reply({ body }),
      (error: unknown) => reply({ error: error instanceof Error ? error.message : String(error) }),
    );
  });

  const fork = () => {
    const worker = cluster.fork();
    worker.once('online', () => log.info({ worker: worker.id, pid: worker.process.pid }, 'worker started'));
  };

  return new Promise((resolve) => {
    const stopAll = (signal: NodeJS.Signals) => {
      if (stopping) {
        log.fatal(`${signal} again: killing the workers`);
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
        exitCode = 1;
        return;
      }
      stopping = true;
      log.info({ signal, workers: Object.keys(cluster.workers ?? {}).length }, 'stopping the workers');
      for (const timer of restarts) clearTimeout(timer);
      restarts.clear();
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
      setTimeout(() => {
        log.fatal(`workers still running after ${WORKER_STOP_TIMEOUT_MS / 1000} s: killing them`);
        exitCode = 1;
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      }, WORKER_STOP_TIMEOUT_MS).unref();
      if (Object.keys(cluster.workers ?? {}).length === 0) resolve(exitCode);
    };

    cluster.on('exit', (worker, code, signal) => {
      if (stopping) {
        if (Object.keys(cluster.workers ?? {}).length === 0) resolve(exitCode);
        return;
      }
      const now = Date.now();
      crashes.push(now);
      const delay = restartDelay(crashes, now, policy);
      if (delay === null) {
        log.fatal(`workers died more than ${policy.maxCrashes} times in ${policy.windowMs / 1000} s: stopping the store`);
        exitCode = 1;
        stopAll('SIGTERM');
        return;
      }
      log.error({ worker: worker.id, pid: worker.process.pid, code, signal, restartInMs: delay }, 'worker died: restarting it');
      const timer = setTimeout(() => {
        restarts.delete(timer);
        if (!stopping) fork();
      }, delay);
      restarts.add(timer);
    });

    process.on('SIGTERM', stopAll);
    process.on('SIGINT', stopAll);
    for (let i = 0; i < count; i += 1) fork();
  });
}

/** In a worker: answer the primary's metric requests from this registry (prom-client's cluster protocol). */
export function shareWorkerMetrics(registry: Registry): void {
  AggregatorRegistry.setRegistries([registry]);
  // Its constructor registers the worker's listener for the primary's requests.
  void new AggregatorRegistry();
}

/** In a worker: every worker's metrics, gathered by the primary; rejects after `timeoutMs`. */
export function askPrimaryForMetrics(timeoutMs = 6_000): Promise<string> {
  const id = Math.floor(Math.random() * 2 ** 31);
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (!isMessage<MetricsResponse>(message, METRICS_RESPONSE) || message.id !== id) return;
      done();
      if (message.body !== undefined) resolve(message.body);
      else reject(new Error(message.error ?? 'no metrics'));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error('the primary did not answer'));
    }, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
    };
    process.on('message', onMessage);
    process.send?.({ type: METRICS_REQUEST, id } satisfies MetricsRequest);
  });
}
