import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'redis';
import { redisStore } from '../../../src/server';

/** A free loopback port: redis-server has no `--port 0`, so bind one, read it, release it. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The environment without libfaketime: a suite run under `faketime` (to prove it passes on a later
 * day) keeps Redis on the real clock, whose allocator libfaketime's preload breaks.
 */
function realClockEnv(): NodeJS.ProcessEnv {
  const { LD_PRELOAD: _preload, FAKETIME: _faketime, ...env } = process.env;
  return env;
}

/**
 * A real `redis-server` (Debian's, installed by `.ci/run`) on 127.0.0.1 and a free port, in a
 * temporary directory. `persistent` turns on the append-only file, fsynced on every write, so a
 * restart keeps everything that was acknowledged.
 */
export async function startRedis({ persistent = false } = {}) {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'payroll-kit-redis-'));
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--dir', dir];
  args.push(...(persistent ? ['--appendonly', 'yes', '--appendfsync', 'always'] : ['--appendonly', 'no']));
  let child: ChildProcess | undefined;
  const clients: { close(): Promise<unknown> }[] = [];

  async function start(): Promise<void> {
    const process = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'], env: realClockEnv() });
    child = process;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`redis-server did not start: ${output}`)), 10_000);
      process.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      process.on('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited (${code}): ${output}`));
      });
    });
  }

  async function stop(): Promise<void> {
    const process = child;
    child = undefined;
    if (!process || process.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      process.once('exit', () => resolve());
      // SIGTERM: Redis flushes the append-only file and exits cleanly.
      process.kill('SIGTERM');
    });
  }

  await start();
  const url = `redis://127.0.0.1:${port}`;
  return {
    url,
    /** A store on its own client, closed with the server; it tries to reconnect every `reconnectMs`. */
    async store({ reconnectMs = 50 } = {}) {
      // Commands fail at once while the server is down (the receiver answers 503) instead of queueing.
      const client = createClient({
        url,
        disableOfflineQueue: true,
        socket: { reconnectStrategy: () => reconnectMs },
      });
      const store = await redisStore(client);
      clients.push({ close: () => store.close?.() ?? Promise.resolve() });
      return store;
    },
    /** Stops and starts the same server (same port, same data directory). */
    async restart(whileDown: () => Promise<void> = async () => {}) {
      await stop();
      await whileDown();
      await start();
    },
    async close() {
      for (const client of clients.splice(0)) await client.close();
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
