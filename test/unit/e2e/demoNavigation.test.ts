/**
 * The `npm start` demo's own shell around the flows (issue 16): choosing the section you are in
 * while a form is open goes back to that section's list, through the flow's leave guard (typed
 * input is never silently dropped); and time off actions show in the Live updates panel.
 */
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startDemoStack, type DemoStack } from '../../../scripts/demoStack';
import { chromiumArgs, findChromium } from '../../chromium';

let stack: DemoStack;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  stack = await startDemoStack({ port: 0, host: '127.0.0.1', quiet: true });
  browser = await chromium.launch({ executablePath: findChromium(), headless: true, args: chromiumArgs });
  page = await browser.newPage();
  page.setDefaultTimeout(15_000);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
}, 60_000);

const menu = () => page.getByRole('navigation', { name: 'Payroll' });
const heading = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });

test('choosing Employees again while adding one goes back to the list, asking first when something is typed', async () => {
  await page.goto(stack.url);
  await page.getByRole('table').waitFor();

  // An untouched form: straight back to the list.
  await page.getByRole('button', { name: 'Add employee' }).first().click();
  await heading('Personal details').waitFor();
  await menu().getByRole('button', { name: 'Employees' }).click();
  await heading('Employees').waitFor();
  expect(new URL(page.url()).searchParams.get('pk_step')).toBe('list');

  // Something typed: the flow's guard asks; keeping on editing keeps what was typed.
  await page.getByRole('button', { name: 'Add employee' }).first().click();
  const firstName = page.getByRole('textbox', { name: /Legal first name/ });
  await firstName.fill('Grace');
  await menu().getByRole('button', { name: 'Employees' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Leave this step?' });
  await ask.waitFor();
  await ask.getByRole('button', { name: 'Stay on this step' }).click();
  await ask.waitFor({ state: 'detached' });
  await expect.poll(() => firstName.inputValue()).toBe('Grace');
  await expect.poll(() => heading('Personal details').isVisible()).toBe(true);

  // Asked again, leaving goes to the list.
  await menu().getByRole('button', { name: 'Employees' }).click();
  await ask.getByRole('button', { name: 'Leave without saving' }).click();
  await heading('Employees').waitFor();
  expect(await firstName.count()).toBe(0);
}, 60_000);

test('choosing Locations again while adding one goes back to the list of locations', async () => {
  await page.goto(stack.url);
  await menu().getByRole('button', { name: 'Locations' }).click();
  await heading('Company locations').waitFor();
  await page.getByRole('button', { name: 'Add location' }).click();
  await page.getByRole('button', { name: 'Save location' }).waitFor();
  await menu().getByRole('button', { name: 'Locations' }).click();
  await heading('Company locations').waitFor();
  expect(await page.getByRole('button', { name: 'Save location' }).count()).toBe(0);
}, 60_000);

test('approving a time off request shows in Live updates', async () => {
  await page.goto(stack.url);
  await menu().getByRole('button', { name: 'Time off' }).click();
  await heading('Time off requests').waitFor();
  const live = page.getByRole('complementary', { name: 'Live updates' });
  expect(await live.getByText(/timeOffRequest\.\s*approved/).count()).toBe(0);
  await page
    .getByRole('button', { name: /^Approve / })
    .first()
    .click();
  await live.getByText(/timeOffRequest\.\s*approved/).waitFor();
}, 60_000);
