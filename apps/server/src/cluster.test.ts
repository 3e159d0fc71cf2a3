import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { RESTART_POLICY, restartDelay } from './cluster';
import { EMBEDDED_DATABASE_IS_ONE_PROCESS } from './config';
import { BUILT_SERVER, SERVER_DIR } from '#server-test/built-server';

// WEB_CONCURRENCY (issue 15 item 5): the restart policy of the cluster's
// primary, and the refusal on the embedded database. The run of two real
// workers over PostgreSQL is src/cluster.pg.test.ts.

describe('restarting workers that die', () => {
  const now = 1_000_000;

  it('waits longer after each crash in the window, up to the cap', () => {
    expect(restartDelay([now], now)).toBe(500);
    expect(restartDelay([now - 2_000, now], now)).toBe(1_000);
    expect(restartDelay([now - 3_000, now - 2_000, now], now)).toBe(2_000);
    expect(restartDelay(Array.from({ length: 10 }, (_, i) => now - i * 100), now)).toBe(10_000);
  });

  it('forgets crashes older than the window', () => {
    expect(restartDelay([now - RESTART_POLICY.windowMs - 1, now - RESTART_POLICY.windowMs, now], now)).toBe(500);
  });

  it('gives up when workers keep dying (a bad deploy, the port taken)', () => {
    const crashes = Array.from({ length: RESTART_POLICY.maxCrashes + 1 }, (_, i) => now - i * 1_000);
    expect(restartDelay(crashes, now)).toBeNull();
  });
});

describe('WEB_CONCURRENCY on the embedded database', () => {
  it('refuses to start, saying why and what to set', async () => {
    const child = spawn(process.execPath, [BUILT_SERVER], {
      cwd: SERVER_DIR,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', WEB_CONCURRENCY: '2', PORT: '0', DATA_DIR: 'memory://' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('The store cannot start: the configuration has problems.');
    expect(output).toContain(`WEB_CONCURRENCY: ${EMBEDDED_DATABASE_IS_ONE_PROCESS}`);
  });
});
