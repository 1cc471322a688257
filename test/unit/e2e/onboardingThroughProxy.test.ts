/**
 * The milestone, end to end: what a partner gets from `npm start`. A real Chromium opens the demo
 * app served by the real stack (proxy at /api/payroll in front of the embedded demo payroll
 * service, webhook receiver, Vite) and an admin onboards a new employee with the keyboard, from
 * personal details to `onboarding_completed`. Along the way every request the page makes is
 * recorded, to prove the page only ever talks to its own origin's proxy and never sees a token.
 */
import type { Locator } from 'playwright';
import { expect, test } from 'vitest';
import { demoInChromium } from './demoBrowser';

/** The demo service's tokens: held by the proxy, they must never reach the page. */
const TOKENS = ['demo-company-token', 'demo-system-token'];
const STEP_TIMEOUT = 15_000;

const save = 'Save and continue';

interface SeenRequest {
  url: string;
  method: string;
  resourceType: string;
  headers: Record<string, string>;
}

const requests: SeenRequest[] = [];
/** Headers and bodies of every response the page received, read as they arrive. */
const responseReads: Promise<{ url: string; status: number; text: string }>[] = [];
const consoleErrors: string[] = [];
const failedRequests: string[] = [];
/** What `<EmployeeOnboarding onEvent>` reported; the demo app logs each event to the console. */
const flowEvents: { type: string; payload: Record<string, unknown> }[] = [];

const demo = demoInChromium({
  stepTimeoutMs: STEP_TIMEOUT,
  // The demo page alone (opened first), not a tab a PDF opens in.
  watch: (context) =>
    context.once('page', (page) => {
      page.on('request', (request) => {
        // Chromium's own PDF viewer (the documents step previews a form) loads chrome:// resources.
        if (!/^https?:/.test(request.url())) return;
        requests.push({
          url: request.url(),
          method: request.method(),
          resourceType: request.resourceType(),
          headers: request.headers(),
        });
      });
      page.on('response', (response) => {
        if (!/^https?:/.test(response.url())) return;
        const request = response.request();
        // An event stream never ends, so its body cannot be awaited; its headers still are checked.
        const streaming = request.resourceType() === 'eventsource';
        responseReads.push(
          (async () => {
            const headers = (await response.headersArray()).map(({ name, value }) => `${name}: ${value}`);
            const body = streaming || response.status() === 204 ? '' : await response.text().catch(() => '');
            return {
              url: response.url(),
              status: response.status(),
              text: `${headers.join('\n')}\n\n${body}`,
            };
          })(),
        );
      });
      page.on('console', (message) => {
        // Chromium's built-in PDF viewer (the documents step previews a form) is not our page.
        const fromBrowserInternals = /^chrome(-extension)?:/.test(message.location().url);
        if (message.type() === 'error' && !fromBrowserInternals)
          consoleErrors.push(`${message.text()} @ ${message.location().url}`);
        const args = message.args();
        if (message.type() === 'info' && message.text().startsWith('[payroll-kit]') && args.length >= 3) {
          void Promise.all([args[1]!.jsonValue(), args[2]!.jsonValue()]).then(([type, payload]) =>
            flowEvents.push({ type: type as string, payload: payload as Record<string, unknown> }),
          );
        }
      });
      page.on('pageerror', (error) => {
        consoleErrors.push(`uncaught: ${error.stack ?? error.message}`);
      });
      page.on('requestfailed', (request) => {
        if (!/^https?:/.test(request.url())) return;
        const reason = request.failure()?.errorText ?? 'unknown';
        // The page aborts its own fetches and event streams on unmount (StrictMode mounts twice).
        const pageAborted =
          reason === 'net::ERR_ABORTED' && ['fetch', 'eventsource'].includes(request.resourceType());
        if (!pageAborted) failedRequests.push(`${request.method()} ${request.url()}: ${reason}`);
      });
    }),
});

/** Types into a field the way a user does: focus it, clear it, type the keys. */
async function type(field: Locator, text: string) {
  await field.focus();
  await demo.page.keyboard.press('ControlOrMeta+A');
  await demo.page.keyboard.press('Backspace');
  await demo.page.keyboard.type(text);
}

/** Presses a button with the keyboard. */
async function press(button: Locator) {
  await button.focus();
  await demo.page.keyboard.press('Enter');
}

/** Each step moves focus to its heading, so a screen reader user hears where they are. */
async function expectStep(name: string | RegExp) {
  const heading = demo.page.getByRole('heading', { name, level: 2 });
  await heading.waitFor();
  await expect
    .poll(() => heading.evaluate((element) => element === document.activeElement), { timeout: STEP_TIMEOUT })
    .toBe(true);
}

function countEvents(type: string) {
  return flowEvents.filter((event) => event.type === type).length;
}

test('an admin onboards a new employee end to end through the proxy of `npm start`', async () => {
  expect(demo.stack.webhookSubscription.status).toBe('verified');
  const origin = new URL(demo.stack.url).origin;
  await demo.page.goto(demo.stack.url);

  // The list first, and showing it takes no focus from the partner's demo.page (StrictMode mounts twice).
  await demo.page.getByRole('button', { name: 'Add employee' }).first().waitFor();
  await demo.page.getByRole('table').waitFor();
  expect(await demo.page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await press(demo.page.getByRole('button', { name: 'Add employee' }).first());

  // 1. Personal details.
  await expectStep('Personal details');
  await type(demo.page.getByRole('textbox', { name: /Legal first name/ }), 'Grace');
  await type(demo.page.getByRole('textbox', { name: /Legal last name/ }), 'Hopper');
  await type(demo.page.getByRole('textbox', { name: /^Personal email/ }), 'grace@example.com');
  await demo.page.getByLabel(/Date of birth/).fill('1990-12-09');
  await type(demo.page.getByRole('textbox', { name: /Social Security number/ }), '123456789');
  await demo.page.keyboard.press('Enter');

  // 2. Job and compensation: hourly.
  await expectStep('Job and compensation');
  await expect.poll(() => countEvents('employee.created')).toBe(1);
  const employeeId = flowEvents.find((event) => event.type === 'employee.created')?.payload.employeeId;
  expect(typeof employeeId).toBe('string');
  await type(demo.page.getByRole('textbox', { name: /Job title/ }), 'Rear Admiral');
  await demo.page.getByLabel(/Hire date/).fill('2026-06-01');
  await type(demo.page.getByRole('textbox', { name: /Pay rate/ }), '42.5');
  await demo.page.keyboard.press('Enter');

  // 3. Work address: a company location.
  await expectStep('Work address');
  await demo.page
    .getByRole('combobox', { name: /Work location/ })
    .selectOption({ label: '200 Park Ave, New York, NY 10166' });
  await press(demo.page.getByRole('button', { name: save }));

  // 4. Home address.
  await expectStep('Home address');
  await type(demo.page.getByRole('textbox', { name: /Street address/ }), '77 Bedford Ave');
  await type(demo.page.getByRole('textbox', { name: /^City/ }), 'Brooklyn');
  await demo.page.getByRole('combobox', { name: /State/ }).selectOption('NY');
  await type(demo.page.getByRole('textbox', { name: /ZIP code/ }), '11211');
  await demo.page.keyboard.press('Enter');

  // 5. Federal taxes.
  await expectStep('Federal taxes');
  await demo.page.getByRole('combobox', { name: /Filing status/ }).selectOption('Single');
  await press(demo.page.getByRole('button', { name: save }));

  // 6. State taxes: New York's questions.
  await expectStep(/State taxes/);
  await demo.page.getByRole('combobox', { name: /Filing status \(IT-2104\)/ }).selectOption('S');
  await type(demo.page.getByRole('textbox', { name: /^Allowances/ }), '1');
  await type(demo.page.getByRole('textbox', { name: /Additional New York State withholding/ }), '5.00');
  await type(demo.page.getByRole('textbox', { name: /Local jurisdiction/ }), 'New York City');
  await demo.page.getByLabel(/IT-2104 signature date/).fill('2026-06-01');
  await press(demo.page.getByRole('button', { name: save }));

  // 7. Direct deposit into two accounts, split 60/40.
  await expectStep(/Payment method/);
  const directDeposit = demo.page.getByRole('radio', { name: 'Direct deposit' });
  await directDeposit.focus();
  await demo.page.keyboard.press('Space');
  for (const [name, account] of [
    ['Main', '000123456789'],
    ['Savings', '000987654321'],
  ] as const) {
    await type(demo.page.getByRole('textbox', { name: /Account nickname/ }), name);
    await type(demo.page.getByRole('textbox', { name: /Routing number/ }), '021000021');
    await type(demo.page.getByRole('textbox', { name: /Account number/ }), account);
    await press(demo.page.getByRole('button', { name: 'Add account' }));
    await demo.page.getByRole('textbox', { name: new RegExp(`Percentage to ${name}`) }).waitFor();
  }
  await type(demo.page.getByRole('textbox', { name: /Percentage to Main/ }), '60');
  await type(demo.page.getByRole('textbox', { name: /Percentage to Savings/ }), '40');
  await press(demo.page.getByRole('button', { name: save }));

  // 8. Documents: sign every form that needs a signature.
  await expectStep(/Documents/);
  const signButtons = demo.page.getByRole('button', { name: /^Sign / });
  await signButtons.first().waitFor();
  const toSign = await signButtons.count();
  expect(toSign).toBeGreaterThan(0);
  for (let signed = 0; signed < toSign; signed += 1) {
    await press(signButtons.first());
    const dialog = demo.page.getByRole('dialog');
    await type(dialog.getByRole('textbox', { name: /Signature/ }), 'Grace Hopper');
    await dialog.getByRole('checkbox', { name: /I agree to sign/ }).focus();
    await demo.page.keyboard.press('Space');
    await press(dialog.getByRole('button', { name: 'Sign form' }));
    await expect.poll(() => countEvents('form.signed'), { timeout: STEP_TIMEOUT }).toBe(signed + 1);
    await dialog.waitFor({ state: 'detached' });
  }
  await press(demo.page.getByRole('button', { name: save }));

  // 9. Summary: finish.
  await expectStep('Summary');
  await press(demo.page.getByRole('button', { name: 'Finish onboarding' }));
  await demo.page.getByText('Grace Hopper is onboarded.').waitFor();
  await expect.poll(() => countEvents('onboarding.completed')).toBe(1);

  // The service's webhooks reached the receiver and were pushed to the demo.page over the event stream.
  await demo.page
    .getByRole('complementary', { name: 'Live updates' })
    // Listed in words, each with its event code as the title (issue 29).
    .getByTitle(/^employee\./)
    .first()
    .waitFor();

  // The service agrees, asked through the same proxy with the same signed-in session.
  const status = await demo.page.request.get(
    `${origin}/api/payroll/v1/employees/${employeeId}/onboarding_status`,
    {
      headers: { 'x-requested-with': 'payroll-kit' },
    },
  );
  expect(status.status()).toBe(200);
  expect(((await status.json()) as { onboarding_status: string }).onboarding_status).toBe(
    'onboarding_completed',
  );
  const accounts = await demo.page.request.get(
    `${origin}/api/payroll/v1/employees/${employeeId}/bank_accounts`,
    {
      headers: { 'x-requested-with': 'payroll-kit' },
    },
  );
  expect(await accounts.json()).toHaveLength(2);

  // Everything the demo.page asked for, it asked of its own origin; payroll data only through the proxy.
  const responses = await Promise.all(responseReads);
  const apiCalls = requests.filter((request) =>
    ['fetch', 'xhr', 'eventsource'].includes(request.resourceType),
  );
  const payrollCalls = apiCalls.filter((request) => new URL(request.url).pathname !== '/api/session');
  expect(payrollCalls.length).toBeGreaterThan(20);
  expect(requests.filter((request) => new URL(request.url).origin !== origin).map((r) => r.url)).toEqual([]);
  expect(
    payrollCalls
      .filter((request) => !new URL(request.url).pathname.startsWith('/api/payroll/'))
      .map((r) => r.url),
  ).toEqual([]);
  expect(payrollCalls.some((request) => request.method === 'POST')).toBe(true);
  expect(payrollCalls.some((request) => request.resourceType === 'eventsource')).toBe(true);

  // No token in the browser: none sent, none received in any header or body.
  expect(requests.filter((request) => 'authorization' in request.headers).map((r) => r.url)).toEqual([]);
  expect(responses.some((response) => response.text.includes('"Hopper"'))).toBe(true);
  const leaks = responses.filter((response) => TOKENS.some((token) => response.text.includes(token)));
  expect(leaks.map((response) => response.url)).toEqual([]);
  expect(responses.filter((response) => response.status >= 400).map((r) => `${r.status} ${r.url}`)).toEqual(
    [],
  );

  // A clean run: nothing logged as an error, nothing failed to load.
  expect(consoleErrors).toEqual([]);
  expect(failedRequests).toEqual([]);
}, 90_000);
