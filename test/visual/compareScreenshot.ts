import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** Baselines live in the repository; failures write the new picture and a diff beside them. */
export const baselineDir = fileURLToPath(new URL('./baselines/', import.meta.url));
/** Gitignored: the actual screenshot and a diff image of every failure. */
export const failureDir = fileURLToPath(new URL('./__screenshots__/', import.meta.url));

/** Colour distance (0–1) below which two pixels count as equal: absorbs anti-aliasing noise only. */
const pixelThreshold = 0.1;
/** Differing pixels tolerated per screenshot: a few sub-pixel text edges, never a moved box. */
const maxDiffPixels = 20;

/** The outcome of comparing one screenshot with its baseline. */
export type Comparison =
  | { status: 'match' }
  | { status: 'missing' }
  | { status: 'size'; baseline: string; actual: string }
  | { status: 'different'; pixels: number };

/**
 * Compares a PNG with the baseline `name`; on a difference (unless `record` is false) writes
 * `<name>.actual.png` and `<name>.diff.png` (changed pixels in red) to {@link failureDir}.
 *
 * @example
 * const result = compareScreenshot('ui-button--primary.320', await page.screenshot());
 */
export function compareScreenshot(name: string, actualPng: Buffer, record = true): Comparison {
  const writeFailure = record ? recordFailure : () => undefined;
  let baselinePng: Buffer;
  try {
    baselinePng = readFileSync(`${baselineDir}${name}.png`);
  } catch {
    writeFailure(name, actualPng);
    return { status: 'missing' };
  }
  if (baselinePng.equals(actualPng)) return { status: 'match' };
  const baseline = PNG.sync.read(baselinePng);
  const actual = PNG.sync.read(actualPng);
  if (baseline.width !== actual.width || baseline.height !== actual.height) {
    writeFailure(name, actualPng);
    return {
      status: 'size',
      baseline: `${baseline.width}×${baseline.height}`,
      actual: `${actual.width}×${actual.height}`,
    };
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const pixels = pixelmatch(baseline.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: pixelThreshold,
  });
  if (pixels <= maxDiffPixels) return { status: 'match' };
  writeFailure(name, actualPng, PNG.sync.write(diff));
  return { status: 'different', pixels };
}

/** Writes `png` as the baseline `name`. */
export function writeBaseline(name: string, png: Buffer): void {
  mkdirSync(baselineDir, { recursive: true });
  writeFileSync(`${baselineDir}${name}.png`, png);
}

function recordFailure(name: string, actual: Buffer, diff?: Buffer) {
  mkdirSync(failureDir, { recursive: true });
  writeFileSync(`${failureDir}${name}.actual.png`, actual);
  if (diff) writeFileSync(`${failureDir}${name}.diff.png`, diff);
}
