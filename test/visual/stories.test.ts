import { readdirSync, rmSync } from 'node:fs';
import { errors, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { baselineDir, compareScreenshot, writeBaseline } from './compareScreenshot';
import {
  frameTimeout,
  launchChromium,
  openPreview,
  settle,
  showStory,
  storybookIndex,
} from './storybookPage';

/** The narrowest container a flow supports and a desktop page. */
const widths = [1280, 320] as const;
const url = inject('storybookUrl');
const update = inject('updateBaselines');
const stories = (await storybookIndex(url)).filter((entry) => entry.type === 'story');

let browser: Browser;
/** Two reusable tabs: the machine has two cores. */
const idle: Page[] = [];
const waiting: Array<(page: Page) => void> = [];

/**
 * Runs `work` in a free tab. A tab that stops answering (a screenshot or a frame that never
 * comes: seen twice in 277 stories on the loaded CI runner, never here) is closed and the work
 * done again, once, in a new tab: the picture is still compared in full.
 */
async function withPage<T>(work: (page: Page) => Promise<T>): Promise<T> {
  let page = idle.pop() ?? (await new Promise<Page>((resolve) => waiting.push(resolve)));
  try {
    return await work(page);
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error;
    void page
      .context()
      .close()
      .catch(() => undefined);
    page = await openPreview(browser, url, stories[0]!.id);
    return await work(page);
  } finally {
    const next = waiting.shift();
    if (next) next(page);
    else idle.push(page);
  }
}

beforeAll(async () => {
  browser = await launchChromium();
  idle.push(...(await Promise.all([0, 1].map(() => openPreview(browser, url, stories[0]!.id)))));
});
afterAll(async () => {
  await browser?.close();
});

describe.concurrent('every story looks as its baseline at 320 and 1280 px', () => {
  test.for(stories)('$title › $name', async (story) => {
    const failures = await withPage(async (page) => {
      await page.setViewportSize({ width: widths[0], height: 800 });
      const phase = await showStory(page, story.id);
      expect(phase, `story ${story.id} did not render`).toBe('finished');
      const found: string[] = [];
      for (const width of widths) {
        if (width !== widths[0]) {
          await page.setViewportSize({ width, height: 800 });
          await settle(page);
        }
        // Embedded documents (a form's PDF) are the browser's viewer, not ours: masked.
        const png = await page.screenshot({
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
          mask: [page.locator('iframe')],
          timeout: frameTimeout,
        });
        const name = `${story.id}.${width}`;
        const result = compareScreenshot(name, png, !update);
        if (update) {
          // Only real changes: a re-encoded but equal picture would be noise in the review.
          if (result.status !== 'match') writeBaseline(name, png);
          continue;
        }
        if (result.status === 'missing')
          found.push(`${width} px: no baseline (run npm run test:visual:update)`);
        if (result.status === 'size')
          found.push(`${width} px: size ${result.actual}, baseline ${result.baseline}`);
        if (result.status === 'different') found.push(`${width} px: ${result.pixels} pixels differ`);
      }
      return found;
    });
    expect(failures, 'see test/visual/__screenshots__/ for the new pictures and diffs').toEqual([]);
  });
});

test('every baseline belongs to a story (a removed story takes its baselines with it)', () => {
  const expected = new Set(stories.flatMap((story) => widths.map((width) => `${story.id}.${width}.png`)));
  const stale = readdirSync(baselineDir).filter((file) => file.endsWith('.png') && !expected.has(file));
  if (update) for (const file of stale) rmSync(`${baselineDir}${file}`);
  else expect(stale).toEqual([]);
});
