/**
 * The read-only checks of `npm test` (types, TSDoc examples, lint, format, endpoint inventory, API
 * report), two at a time: each is one single-threaded process, so on CI's two cores running them
 * in pairs takes about half the time of running them in a row. Each check's output is printed
 * whole when it ends, so two never interleave; exits 1 when any failed. `npm run checks`.
 */
import { spawn } from 'node:child_process';

/** The npm scripts it runs, longest first so the pairs end close together. */
const CHECKS = ['lint', 'typecheck', 'check:examples', 'check:api', 'format:check', 'check:inventory'];
const AT_ONCE = 2;

function run(script: string): Promise<boolean> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      process.stdout.write(`\n> ${script} (${code === 0 ? 'passed' : 'FAILED'}, ${seconds} s)\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...CHECKS];
const failed: string[] = [];
await Promise.all(
  Array.from({ length: AT_ONCE }, async () => {
    for (let script = queue.shift(); script; script = queue.shift()) {
      if (!(await run(script))) failed.push(script);
    }
  }),
);
if (failed.length > 0) {
  console.error(`\nchecks failed: ${failed.join(', ')}`);
  process.exit(1);
}
