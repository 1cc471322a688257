/**
 * Child processes of the consumer-app checks: commands that must succeed (their output kept for the
 * failure message), servers on 127.0.0.1 free ports that stop with the test, and a static file
 * server for built single-page apps.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Every app of `consumers/` (a folder each; `.pack` and other dot-folders are not apps). */
export const consumerNames = readdirSync(join(repoRoot, 'consumers'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
  .map((entry) => entry.name)
  .sort();

/** What a finished command wrote. */
export interface Output {
  stdout: string;
  stderr: string;
}

/**
 * Environment of every consumer command: no telemetry, no update checks, no colour codes, and not
 * the test runner's `NODE_ENV=test` (each tool picks its own, as on a partner's machine).
 */
const { NODE_ENV: _testRunnerMode, ...inherited } = process.env;
export const quietEnv = {
  ...inherited,
  NEXT_TELEMETRY_DISABLED: '1',
  NO_UPDATE_NOTIFIER: '1',
  NO_COLOR: '1',
  FORCE_COLOR: '0',
  CI: '1',
};

/**
 * Runs a command to completion; rejects with its output when it exits non-zero or outlives
 * `timeoutMs` (then it is killed).
 *
 * @example
 * const { stdout } = await run('node', ['check.js'], { cwd: app });
 */
export function run(
  command: string,
  args: string[],
  { cwd, env = {}, timeoutMs = 300_000 }: { cwd: string; env?: Record<string, string>; timeoutMs?: number },
): Promise<Output> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...quietEnv, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: Output = { stdout: '', stderr: '' };
    child.stdout.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else
        reject(
          new Error(
            `${command} ${args.join(' ')} in ${cwd} ${signal ? `was killed (${signal})` : `exited ${code}`}\n` +
              `${output.stdout}\n${output.stderr}`,
          ),
        );
    });
  });
}

/** A port on 127.0.0.1 that was free a moment ago (for servers that cannot be told port 0). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A long-running child process. */
export interface RunningServer {
  /** Everything it printed so far. */
  output(): string;
  /** Stops it and waits for it to exit. */
  stop(): Promise<void>;
}

/**
 * Starts a server process and resolves once its output matches `ready`; rejects (and stops it) if
 * it exits first or is not ready within `timeoutMs`.
 *
 * @example
 * const server = await startServer('node', [nextBin, 'start', '-p', String(port)], { cwd, ready: /Ready/ });
 * await server.stop();
 */
export function startServer(
  command: string,
  args: string[],
  {
    cwd,
    env = {},
    ready,
    timeoutMs = 60_000,
  }: { cwd: string; env?: Record<string, string>; ready: RegExp; timeoutMs?: number },
): Promise<RunningServer> {
  const child: ChildProcess = spawn(command, args, {
    cwd,
    env: { ...quietEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const server: RunningServer = {
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  return new Promise((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer);
      void server.stop().then(() => reject(new Error(`${command} ${args.join(' ')}: ${reason}\n${output}`)));
    };
    const timer = setTimeout(() => fail(`not ready after ${timeoutMs} ms`), timeoutMs);
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve(server);
      }
    };
    child.stdout?.on('data', listen);
    child.stderr?.on('data', listen);
    child.on('exit', (code) => fail(`exited ${code} before it was ready`));
  });
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/**
 * Serves a built single-page app from `folder` on 127.0.0.1, port 0 (unknown paths get
 * `index.html`, as a partner's host would).
 *
 * @example
 * const site = await serveStatic(join(app, 'dist'));
 * await page.goto(site.url);
 * await site.close();
 */
export async function serveStatic(folder: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const file = path.includes('..') || path === '/' ? 'index.html' : path.slice(1);
    const body = await readFile(join(folder, file)).catch(() => readFile(join(folder, 'index.html')));
    response.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
