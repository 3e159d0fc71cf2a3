import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { BUILT_SERVER, SERVER_DIR } from '../built-server';
import { createPostgresDatabase } from '../postgres-server';

// The real server as a child process (dist/main.js, as `npm start` runs it),
// for the crash tests of the safety suite: start it, kill it with SIGKILL,
// start it again on the same data.

const START_TIMEOUT_MS = 120_000;

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** What the process printed, for the failure message. */
  output(): string;
  /** SIGKILL, and wait until it is gone. */
  kill(): Promise<void>;
  /** SIGTERM (a clean shutdown), and wait until it is gone. */
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Start `node dist/main.js` with `env` on a free port and wait until /api/health answers. */
export async function startServer(env: Record<string, string>, startTimeoutMs = START_TIMEOUT_MS): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [BUILT_SERVER], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start within ${startTimeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    output: () => output,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}

/** A brand-new PostgreSQL database on the server of `serverUrl`, and a way to drop it. */
export async function createDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  return createPostgresDatabase(serverUrl, 'store_crash');
}
