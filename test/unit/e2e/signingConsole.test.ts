/**
 * Issue 16: signing a form logged a `postMessage` origin warning. A real Chromium with its PDF
 * viewer switched on (Playwright turns extensions off by default, and the viewer is one) opens the
 * `npm start` demo at an employee's documents step, views the W-4, previews and signs it, and
 * nothing in the page, its frames (the PDF viewer's included) or the PDF's tab logs a warning or
 * an error.
 */
import type { ConsoleMessage, Page } from 'playwright';
import { expect, test } from 'vitest';
import { demoInChromium } from './demoBrowser';

const logged: string[] = [];

/** Records a warning or an error logged by a tab or any of its frames. */
function record(tab: Page) {
  return (message: ConsoleMessage) => {
    if (message.type() === 'warning' || message.type() === 'error') {
      logged.push(`${tab.url()} ${message.type()}: ${message.text()} @ ${message.location().url}`);
    }
  };
}

const demo = demoInChromium({
  // Keep Chromium's built-in PDF viewer: it is what frames the form and talks to the page.
  launch: {
    ignoreDefaultArgs: ['--disable-extensions', '--disable-component-extensions-with-background-pages'],
  },
  // Every tab of the context is watched: the demo page and the tab the PDF opens in.
  watch: (context) =>
    context.on('page', (opened) => {
      opened.on('console', record(opened));
      opened.on('pageerror', (error) => logged.push(`${opened.url()} uncaught: ${error.message}`));
    }),
});

test('viewing and signing a form logs no warning or error, the PDF viewer included', async () => {
  await demo.page.goto(demo.stack.url);
  await demo.page.getByRole('table').waitFor();
  // An employee of the demo company still to be onboarded, asked through the page's own proxy.
  const employeeId = await demo.page.evaluate(async () => {
    const session = (await (await fetch('/api/session')).json()) as { companyIds: string[] };
    const response = await fetch(`/api/payroll/v1/companies/${session.companyIds[0]}/employees?per=100`, {
      headers: { 'x-requested-with': 'payroll-kit' },
    });
    const employees = (await response.json()) as Array<{ uuid: string; onboarding_status: string }>;
    return employees.find((employee) => employee.onboarding_status !== 'onboarding_completed')?.uuid;
  });
  expect(employeeId).toBeDefined();
  await demo.page.goto(`${demo.stack.url}?pk_step=employee_form_signing&pk_employee=${employeeId}`);
  await demo.page.getByRole('heading', { level: 2, name: 'Documents' }).waitFor();
  // From here on, everything the user does is watched.
  logged.length = 0;

  const link = demo.page.getByRole('link', { name: /^View Form W-4 .*\(PDF\)$/ });
  const [tab] = await Promise.all([demo.page.context().waitForEvent('page'), link.click()]);
  await tab.waitForLoadState();
  expect(tab.url()).toMatch(/^blob:/);
  await tab.close();

  await demo.page.getByRole('button', { name: /^Sign Form W-4/ }).click();
  const dialog = demo.page.getByRole('dialog');
  const preview = dialog.locator('iframe');
  await preview.waitFor();
  // The viewer has loaded the form inside the preview (its own frame, framed by Chromium).
  await expect
    .poll(() => demo.page.frames().some((frame) => frame.url().startsWith('chrome-extension:')), {
      timeout: 15_000,
    })
    .toBe(true);
  await dialog.getByRole('textbox', { name: /Signature/ }).fill('Katherine Lovelace');
  await dialog.getByRole('checkbox', { name: /I agree to sign/ }).check();
  await dialog.getByRole('button', { name: 'Sign form' }).click();
  await dialog.waitFor({ state: 'detached' });
  await demo.page.getByText(/Form W-4 .*was signed\./).waitFor();
  // Give late messages (the viewer tearing down with the dialog) a moment to arrive.
  await demo.page.waitForTimeout(500);

  expect(logged).toEqual([]);
}, 90_000);
