/**
 * Issue 16: signing a form logged a `postMessage` origin warning. A real Chromium with its PDF
 * viewer switched on (Playwright turns extensions off by default, and the viewer is one) opens the
 * `npm start` demo at an employee's documents step, views the W-4, previews and signs it, and
 * nothing in the page, its frames (the PDF viewer's included) or the PDF's tab logs a warning or
 * an error.
 */
import { chromium, type Browser, type ConsoleMessage, type Page } from 'playwright';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startDemoStack, type DemoStack } from '../../../scripts/demoStack';
import { chromiumArgs, findChromium } from '../../chromium';

let stack: DemoStack;
let browser: Browser;
let page: Page;
const logged: string[] = [];

/** Records a warning or an error logged by a tab or any of its frames. */
function record(tab: Page) {
  return (message: ConsoleMessage) => {
    if (message.type() === 'warning' || message.type() === 'error') {
      logged.push(`${tab.url()} ${message.type()}: ${message.text()} @ ${message.location().url}`);
    }
  };
}

beforeAll(async () => {
  stack = await startDemoStack({ port: 0, host: '127.0.0.1', quiet: true });
  browser = await chromium.launch({
    executablePath: findChromium(),
    headless: true,
    args: chromiumArgs,
    // Keep Chromium's built-in PDF viewer: it is what frames the form and talks to the page.
    ignoreDefaultArgs: ['--disable-extensions', '--disable-component-extensions-with-background-pages'],
  });
  const context = await browser.newContext();
  // Every tab of the context is watched: the demo page and the tab the PDF opens in.
  context.on('page', (opened) => {
    opened.on('console', record(opened));
    opened.on('pageerror', (error) => logged.push(`${opened.url()} uncaught: ${error.message}`));
  });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  // A first load has Vite's dev server compile the demo app, slow on a busy machine.
  page.setDefaultNavigationTimeout(40_000);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

test('viewing and signing a form logs no warning or error, the PDF viewer included', async () => {
  await page.goto(stack.url);
  await page.getByRole('table').waitFor();
  // An employee of the demo company still to be onboarded, asked through the page's own proxy.
  const employeeId = await page.evaluate(async () => {
    const session = (await (await fetch('/api/session')).json()) as { companyIds: string[] };
    const response = await fetch(`/api/payroll/v1/companies/${session.companyIds[0]}/employees?per=100`, {
      headers: { 'x-requested-with': 'payroll-kit' },
    });
    const employees = (await response.json()) as Array<{ uuid: string; onboarding_status: string }>;
    return employees.find((employee) => employee.onboarding_status !== 'onboarding_completed')?.uuid;
  });
  expect(employeeId).toBeDefined();
  await page.goto(`${stack.url}?pk_step=employee_form_signing&pk_employee=${employeeId}`);
  await page.getByRole('heading', { level: 2, name: 'Documents' }).waitFor();
  // From here on, everything the user does is watched.
  logged.length = 0;

  const link = page.getByRole('link', { name: /^View Form W-4 .*\(PDF\)$/ });
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toMatch(/^blob:/);
  await tab.close();

  await page.getByRole('button', { name: /^Sign Form W-4/ }).click();
  const dialog = page.getByRole('dialog');
  const preview = dialog.locator('iframe');
  await preview.waitFor();
  // The viewer has loaded the form inside the preview (its own frame, framed by Chromium).
  await expect
    .poll(() => page.frames().some((frame) => frame.url().startsWith('chrome-extension:')), {
      timeout: 15_000,
    })
    .toBe(true);
  await dialog.getByRole('textbox', { name: /Signature/ }).fill('Katherine Lovelace');
  await dialog.getByRole('checkbox', { name: /I agree to sign/ }).check();
  await dialog.getByRole('button', { name: 'Sign form' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText(/Form W-4 .*was signed\./).waitFor();
  // Give late messages (the viewer tearing down with the dialog) a moment to arrive.
  await page.waitForTimeout(500);

  expect(logged).toEqual([]);
}, 90_000);
