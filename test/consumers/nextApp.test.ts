import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { createDemoApi } from '../../src/testing';
import { chromiumArgs, findChromium } from '../chromium';
import { freePort, run, startServer, type Output, type RunningServer } from './processes';

const app = join(inject('consumerRoot'), 'next-app');
const next = join(app, 'node_modules', 'next', 'dist', 'bin', 'next');
/** The demo service's seed is deterministic: the app's company is this one too. */
const companyId = createDemoApi().companyUuid;
/** The partner's brand colour, given as `theme` in the app's server component page. */
const brand = { hex: '#6a1b9a', rgb: 'rgb(106, 27, 154)' };
/**
 * Next's own notes, not about our code: the partner's choice of the edge runtime for one route, and
 * a fresh CI machine having no build cache.
 */
const nextNotes = [
  /The Edge Runtime is deprecated/,
  /Using edge runtime on a page currently disables/,
  /No build cache found/,
];

let build: Output;
let server: RunningServer | undefined;
let browser: Browser | undefined;
let origin: string;

beforeAll(async () => {
  build = await run('node', [next, 'build'], { cwd: app, timeoutMs: 600_000 });
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = await startServer('node', [next, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: app,
    env: { APP_ORIGIN: origin },
    ready: /Ready in/,
  });
  browser = await chromium.launch({ executablePath: findChromium(), headless: true, args: chromiumArgs });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const page = `/payroll/${companyId}`;

test('next build passes with no warning about payroll-kit (only the edge notes the partner opted into)', () => {
  const warnings = `${build.stdout}\n${build.stderr}`
    .split('\n')
    .filter((line) => /⚠|warn|error/i.test(line))
    .filter((line) => !nextNotes.some((note) => note.test(line)));
  expect(warnings).toEqual([]);
});

test('the page is server-rendered with the flow and the partner theme already in the HTML', async () => {
  const response = await fetch(`${origin}${page}`);
  expect(response.status, server!.output()).toBe(200);
  const html = await response.text();
  expect(html).toContain('class="pk-root"');
  expect(html).toMatch(/<h2 id="pk-employee-list-title"[^>]*>Employees<\/h2>/);
  expect(html).toMatch(
    new RegExp(`<style data-pk-theme-style="[^"]+">[^<]*--pk-color-primary: ${brand.hex};`),
  );

  // Before any script runs, the first paint already wears the brand colour.
  const context = await browser!.newContext({ javaScriptEnabled: false });
  const staticPage = await context.newPage();
  await staticPage.goto(`${origin}${page}`);
  const button = staticPage.getByRole('button', { name: 'Add employee' });
  expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(brand.rgb);
  await context.close();
});

test('the page hydrates without a console error and loads its data through the route-handler proxy', async () => {
  const context = await browser!.newContext();
  const live = await context.newPage();
  const problems: string[] = [];
  live.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.text()} (${message.location().url})`);
  });
  live.on('pageerror', (error) => problems.push(error.message));
  const proxied: string[] = [];
  live.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/payroll/')) proxied.push(`${response.status()} ${url.pathname}`);
  });

  await live.goto(`${origin}${page}`);
  await live.getByRole('cell', { name: 'Ada Lovelace' }).first().waitFor();
  expect(proxied).toContain(`200 /api/payroll/v1/companies/${companyId}/employees`);
  // After hydration the theme lives in an adopted stylesheet; the server's <style> is gone.
  expect(await live.locator('style[data-pk-theme-style]').count()).toBe(0);
  const button = live.getByRole('button', { name: 'Add employee' });
  expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(brand.rgb);
  expect(problems).toEqual([]);
  await context.close();
});

test('one route handler runs the proxy and the demo service on the edge runtime', async () => {
  const manifest = JSON.parse(
    readFileSync(join(app, '.next', 'server', 'middleware-manifest.json'), 'utf8'),
  ) as { functions: Record<string, unknown> };
  expect(Object.keys(manifest.functions)).toEqual(['/api/edge/[...path]/route']);
  const response = await fetch(`${origin}/api/edge/v1/companies/${companyId}/employees?per=1`, {
    headers: { 'x-requested-with': 'payroll-kit' },
  });
  expect(response.status).toBe(200);
  expect(
    ((await response.json()) as { first_name: string }[]).map((employee) => employee.first_name),
  ).toEqual(['Ada']);
});

test('the webhook receiver and the event stream are route handlers', async () => {
  const forged = await fetch(`${origin}/api/webhooks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-service-signature': '00'.repeat(32) },
    body: JSON.stringify({ uuid: 'evt-1', event_type: 'employee.updated' }),
  });
  expect(forged.status).toBe(401);

  const listening = new AbortController();
  const stream = await fetch(`${origin}/api/payroll/events/stream?company_id=${companyId}`, {
    signal: listening.signal,
  });
  expect(stream.status).toBe(200);
  expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
  listening.abort();
});
