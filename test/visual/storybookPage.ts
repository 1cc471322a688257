import { chromium, errors, type Browser, type Page } from 'playwright';
import { chromiumArgs, findChromium } from '../chromium';

/** One entry of the built Storybook's `index.json`. */
export interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  importPath: string;
  tags?: string[];
}

/**
 * The entries of a built Storybook, in sidebar order.
 *
 * @example
 * const stories = (await storybookIndex(url)).filter((entry) => entry.type === 'story');
 */
export async function storybookIndex(url: string): Promise<IndexEntry[]> {
  const response = await fetch(`${url}/index.json`);
  if (!response.ok) throw new Error(`GET ${url}/index.json: ${response.status}`);
  const index = (await response.json()) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries);
}

/** Debian's Chromium, headless, as every browser test here runs. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), headless: true, args: chromiumArgs });
}

// Screenshots must not depend on when they are taken: no animation frame, no blinking caret.
const stillCss = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important;
}`;

/**
 * A tab on the built Storybook's preview (`iframe.html`), reused for story after story: the
 * preview switches stories without reloading, as in the Storybook UI. The accessibility addon's
 * automatic run is off here (the `storybook` Vitest project runs it).
 */
export async function openPreview(browser: Browser, url: string, firstStoryId: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'light',
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  const page = await context.newPage();
  await page.goto(`${url}/iframe.html?id=${firstStoryId}&viewMode=story&globals=a11y.manual:!true`);
  await page.waitForLoadState('networkidle');
  await page.addStyleTag({ content: stillCss });
  return page;
}

/**
 * Shows `storyId` in the preview and waits until it is settled: rendered and played, no request in
 * flight, fonts loaded, nothing `aria-busy` (a story of a loading state stays busy by design: it
 * is taken after a short wait). Returns the render's final phase (`finished`, or `errored`).
 */
export async function showStory(page: Page, storyId: string): Promise<string> {
  await page.evaluate((id) => {
    const preview = window as unknown as {
      __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, data: unknown): void };
    };
    preview.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
  }, storyId);
  const phase = await page.waitForFunction(
    (id) => {
      const preview = window as unknown as {
        __STORYBOOK_PREVIEW__?: { currentRender?: { id: string; phase?: string } };
      };
      const render = preview.__STORYBOOK_PREVIEW__?.currentRender;
      if (render?.id !== id || !['finished', 'errored', 'aborted'].includes(render.phase ?? '')) return false;
      // A story that threw ends "finished" too, behind Storybook's error display.
      return document.body.classList.contains('sb-show-errordisplay') ? 'errored' : render.phase;
    },
    storyId,
    { timeout: 20_000, polling: 50 },
  );
  await settle(page);
  return (await phase.jsonValue()) as string;
}

/** Waits for the page to stop changing: network idle (bounded), fonts, no `aria-busy`, two frames. */
export async function settle(page: Page): Promise<void> {
  // Bounded: an embedded PDF preview keeps its frame loading; the demo service is in-process.
  await page.waitForLoadState('networkidle', { timeout: 2_000 }).catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
      timeout: 1_500,
      polling: 50,
    })
    .catch(() => undefined);
  // `evaluate` has no timeout of its own: a tab that stopped answering (seen on the loaded CI
  // runner) would hang here until the test's timeout, with nothing said.
  await bounded(
    page.evaluate(async () => {
      await document.fonts.ready;
      window.scrollTo(0, 0);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }),
    'two animation frames',
  );
}

/** `work`, or a Playwright `TimeoutError` after `frameTimeout`. */
export function bounded<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new errors.TimeoutError(`${what}: no answer in ${frameTimeout} ms`)),
      frameTimeout,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Far beyond what a frame or a screenshot takes (well under a second); reached only by a hung tab. */
export const frameTimeout = 15_000;
