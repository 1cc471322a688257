/**
 * The `npm start` demo's "Add a company" (issue 23): the partner's server creates the company
 * with its system token and keeps its tokens in the proxy's store; the page gets its id and name,
 * switches to it, and reads it through the proxy with the company's own token. The endpoint
 * refuses what a page of ours would never send, and another admin's session cannot reach the
 * new company.
 */
import { expect, test } from 'vitest';
import { demoInChromium } from './demoBrowser';

const demo = demoInChromium();

/** A write from the page's own script, as the browser sends it (cookie, origin). */
function post(body: string, headers: Record<string, string> = {}) {
  return demo.page.evaluate(
    async ({ body, headers }) => {
      const response = await fetch('/api/companies', { method: 'POST', headers, body });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { body, headers },
  );
}
const fromPage = { 'content-type': 'application/json', 'x-requested-with': 'payroll-kit' };

test('an admin adds a company: empty fields are named, the new company is chosen and read through the proxy', async () => {
  await demo.page.goto(demo.stack.url);
  await demo.page.getByRole('table').waitFor();
  const company = demo.page.getByRole('combobox', { name: 'Company' });
  const seeded = await company.inputValue();

  await demo.page.getByRole('button', { name: 'Add a company' }).click();
  await demo.page.getByRole('heading', { level: 1, name: 'Add a company' }).waitFor();
  await demo.page.getByRole('textbox', { name: 'Company legal name' }).fill('Langley Analytics LLC');
  await demo.page.getByRole('button', { name: 'Add company' }).click();
  // The first empty field has the focus and its message; what was typed stays.
  const firstName = demo.page.getByRole('textbox', { name: 'Admin first name' });
  await expect.poll(() => firstName.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await firstName.getAttribute('aria-invalid')).toBe('true');
  expect(await demo.page.getByText('Enter the admin first name.').count()).toBe(1);
  expect(await demo.page.getByRole('textbox', { name: 'Company legal name' }).inputValue()).toBe(
    'Langley Analytics LLC',
  );

  await firstName.fill('Dorothy');
  await demo.page.getByRole('textbox', { name: 'Admin last name' }).fill('Vaughan');
  await demo.page.getByRole('textbox', { name: 'Admin email' }).fill('dorothy@example.com');
  await demo.page.getByRole('button', { name: 'Add company' }).click();

  await expect
    .poll(() => company.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text))
    .toBe('Langley Analytics LLC');
  const added = await company.inputValue();
  expect(added).not.toBe(seeded);
  // Its onboarding starts right away, in the Company section.
  await demo.page.getByRole('heading', { level: 2, name: 'Set up your company for payroll' }).waitFor();
  expect(
    await demo.page
      .getByRole('navigation', { name: 'Payroll' })
      .getByRole('button', { name: 'Company' })
      .getAttribute('aria-current'),
  ).toBe('page');
  expect(await company.locator('option').allTextContents()).toHaveLength(2);

  // Payroll is blocked; each blocker the admin can clear leads to its step.
  await demo.page
    .getByRole('navigation', { name: 'Payroll' })
    .getByRole('button', { name: 'Payroll' })
    .click();
  await demo.page
    .getByRole('button', { name: 'Fix: Federal tax details are missing: add the EIN and filing form.' })
    .click();
  await demo.page.getByRole('heading', { level: 2, name: 'Federal taxes' }).waitFor();
  expect(new URL(demo.page.url()).searchParams.get('section')).toBe('company');

  // The proxy reads the new company with its own token: a company just signed up, not approved.
  const read = await demo.page.evaluate(async (id) => {
    const response = await fetch(`/api/payroll/v1/companies/${id}`, {
      headers: { 'x-requested-with': 'payroll-kit' },
    });
    return {
      status: response.status,
      body: (await response.json()) as { name?: string; company_status?: string },
    };
  }, added);
  expect(read.status).toBe(200);
  expect(read.body).toMatchObject({ name: 'Langley Analytics LLC', company_status: 'Not Approved' });

  // Another admin's session never reaches it.
  const other = await demo.browser.newPage();
  other.setDefaultNavigationTimeout(40_000);
  await other.goto(demo.stack.url);
  const status = await other.evaluate(async (id) => {
    const response = await fetch(`/api/payroll/v1/companies/${id}`, {
      headers: { 'x-requested-with': 'payroll-kit' },
    });
    return response.status;
  }, added);
  expect([403, 404]).toContain(status);
  await other.close();
}, 60_000);

test('the endpoint refuses cross-site writes, bodies that are not a sign-up, and passes the service’s field errors on', async () => {
  await demo.page.goto(demo.stack.url);
  const before = await demo.page.evaluate(
    async () => ((await (await fetch('/api/companies')).json()) as { companies: unknown[] }).companies.length,
  );

  // No CSRF header: refused before anything is created.
  expect((await post('{}', { 'content-type': 'application/json' })).status).toBe(403);
  expect((await post('[]', fromPage)).status).toBe(400);
  expect((await post('{"company_name": 7}', fromPage)).status).toBe(400);
  expect((await post(`{"company_name": "${'x'.repeat(5000)}"}`, fromPage)).status).toBe(413);
  const method = await demo.page.evaluate(
    async () => (await fetch('/api/companies', { method: 'DELETE' })).status,
  );
  expect(method).toBe(405);

  // The service's own refusal, on the fields it names.
  const refused = await post(
    JSON.stringify({
      company_name: 'Hopper Labs',
      first_name: 'Grace',
      last_name: 'Hopper',
      email: 'not-an-email',
    }),
    fromPage,
  );
  expect(refused.status).toBe(422);
  expect(JSON.stringify(refused.body)).toContain('email');

  const after = await demo.page.evaluate(
    async () => ((await (await fetch('/api/companies')).json()) as { companies: unknown[] }).companies.length,
  );
  expect(after).toBe(before);
}, 60_000);
