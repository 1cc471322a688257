import { chromium, type Browser, type Page, type Request as BrowserRequest } from 'playwright';
import { chromiumArgs, findChromium } from '../test/chromium';
import { payrollBasePath } from './benchServer';
import type { TimedRequest } from './roundTrips';

/**
 * Launches the system Chromium headless (never a downloaded browser), with the same flags as the
 * browser tests.
 *
 * @example
 * const browser = await launchChromium();
 * await browser.close();
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), headless: true, args: chromiumArgs });
}

/** A page whose calls to the payroll API are recorded with their timings. */
export interface RecordedPage {
  page: Page;
  /** Finished API requests so far (path and query), on the page's wall clock. */
  apiRequests: TimedRequest[];
  /** Resolves once no API request has been in flight for `quietMs` (and the page has loaded). */
  settled(quietMs?: number, timeoutMs?: number): Promise<void>;
}

/**
 * Opens a fresh browser context (empty cache) and records every request the page makes to the
 * payroll API: method, URL, start and response end, from Playwright's resource timing.
 *
 * @example
 * const { page, apiRequests, settled } = await recordPayrollRequests(browser);
 * await page.goto(url);
 * await settled();
 */
export async function recordPayrollRequests(browser: Browser, initScript?: string): Promise<RecordedPage> {
  const context = await browser.newContext();
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  // The context goes with its page; when the browser is closing too it is already gone.
  page.on('close', () => void context.close().catch(() => undefined));
  const apiRequests: TimedRequest[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const isApi = (url: string) => new URL(url).pathname.startsWith(payrollBasePath);
  page.on('request', (request) => {
    if (!isApi(request.url())) return;
    inFlight++;
    lastActivity = Date.now();
  });
  const finish = (request: BrowserRequest) => {
    if (!isApi(request.url())) return;
    inFlight--;
    lastActivity = Date.now();
    const timing = request.timing();
    const end = timing.responseEnd >= 0 ? timing.startTime + timing.responseEnd : Date.now();
    const { pathname, search } = new URL(request.url());
    apiRequests.push({ method: request.method(), url: `${pathname}${search}`, start: timing.startTime, end });
  };
  page.on('requestfinished', finish);
  page.on('requestfailed', finish);
  const settled = async (quietMs = 500, timeoutMs = 20_000) => {
    await page.waitForLoadState('load');
    const deadline = Date.now() + timeoutMs;
    while (inFlight > 0 || Date.now() - lastActivity < quietMs) {
      if (Date.now() > deadline)
        throw new Error(`payroll API requests still in flight after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return { page, apiRequests, settled };
}
