import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths';

/** What a benchmark script owned by another engineer reported. */
export type PeerBenchmark =
  | { status: 'measured'; script: string; figures: Record<string, unknown>; seconds: number }
  | { status: 'unparsed'; script: string; output: string; seconds: number }
  | { status: 'not built yet'; script: string }
  | { status: 'failed'; script: string; error: string };

/**
 * Runs `bench/<name>.bench.ts` with tsx and takes its figures from the last stdout line that is a
 * JSON object (the agreed machine-readable summary). Older output without one is kept as text so a
 * run still shows something; a script that is not there yet is "not built yet".
 *
 * @example
 * const proxy = await runPeerBenchmark('proxy');
 * if (proxy.status === 'measured') console.log(proxy.figures);
 */
export async function runPeerBenchmark(name: string, timeoutMs = 240_000): Promise<PeerBenchmark> {
  const script = `bench/${name}.bench.ts`;
  if (!existsSync(join(repoRoot, script))) return { status: 'not built yet', script };
  const started = performance.now();
  const result = await new Promise<{ stdout: string; error?: Error & { code?: unknown } }>((resolve) => {
    execFile(
      join(repoRoot, 'node_modules', '.bin', 'tsx'),
      [script],
      { cwd: repoRoot, timeout: timeoutMs, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) =>
        resolve({
          stdout,
          error: error
            ? Object.assign(error, { message: `${error.message}\n${stderr.slice(-2000)}` })
            : undefined,
        }),
    );
  });
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  if (result.error) return { status: 'failed', script, error: result.error.message.trim() };
  const figures = lastJsonObject(result.stdout);
  if (figures) return { status: 'measured', script, figures, seconds };
  return {
    status: 'unparsed',
    script,
    output: result.stdout.trim().split('\n').slice(-30).join('\n'),
    seconds,
  };
}

/**
 * The last line of some output that parses as a JSON object.
 *
 * @example
 * lastJsonObject('warming up\n{"p50": 0.4}\n'); // { p50: 0.4 }
 */
export function lastJsonObject(output: string): Record<string, unknown> | undefined {
  for (const line of output.trim().split('\n').reverse()) {
    const text = line.trim();
    if (!text.startsWith('{')) continue;
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        return parsed as Record<string, unknown>;
    } catch {
      // Not the summary line; keep looking upwards.
    }
  }
  return undefined;
}
