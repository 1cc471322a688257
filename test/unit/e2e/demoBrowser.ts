import { chromium, type Browser, type BrowserContext, type LaunchOptions, type Page } from 'playwright';
import { afterAll, beforeAll } from 'vitest';
import { startDemoStack, type DemoStack } from '../../../scripts/demoStack';
import { chromiumArgs, findChromium } from '../../chromium';

/** The `npm start` demo and a page of headless Chromium on it; filled in before the file's tests. */
export interface DemoInChromium {
  stack: DemoStack;
  browser: Browser;
  /** The page's context: its tabs share the page's cookies (a second admin needs `browser.newPage()`). */
  context: BrowserContext;
  page: Page;
}

export interface DemoInChromiumOptions {
  /** Added to the launch options (e.g. keeping Chromium's PDF viewer). */
  launch?: LaunchOptions;
  /** How long one step (a click, a wait for an element) may take. Default 15 s. */
  stepTimeoutMs?: number;
  /** Called before the page opens, to watch the context's tabs or the page's traffic. */
  watch?(context: BrowserContext): void;
}

/**
 * Starts the demo stack and Chromium before the test file's tests and closes both after them.
 *
 * @example
 * const demo = demoInChromium();
 * test('…', async () => { await demo.page.goto(demo.stack.url); });
 */
export function demoInChromium(options: DemoInChromiumOptions = {}): DemoInChromium {
  const demo = {} as DemoInChromium;
  beforeAll(async () => {
    demo.stack = await startDemoStack({ port: 0, host: '127.0.0.1', quiet: true });
    demo.browser = await chromium.launch({
      executablePath: findChromium(),
      headless: true,
      args: chromiumArgs,
      ...options.launch,
    });
    demo.context = await demo.browser.newContext();
    options.watch?.(demo.context);
    demo.page = await demo.context.newPage();
    demo.page.setDefaultTimeout(options.stepTimeoutMs ?? 15_000);
    // A first load has Vite's dev server compile the demo app, slow on a busy machine.
    demo.page.setDefaultNavigationTimeout(40_000);
  }, 60_000);
  afterAll(async () => {
    await demo.browser?.close();
    await demo.stack?.close();
  }, 60_000);
  return demo;
}
