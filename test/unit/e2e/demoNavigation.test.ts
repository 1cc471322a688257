/**
 * The `npm start` demo's own shell around the flows (issue 16): choosing the section you are in
 * while a form is open goes back to that section's list, through the flow's leave guard (typed
 * input is never silently dropped, and the URL names what is shown); and time off actions show
 * in the Live updates panel.
 */
import { expect, test } from 'vitest';
import { demoInChromium } from './demoBrowser';

const demo = demoInChromium();

const menu = () => demo.page.getByRole('navigation', { name: 'Payroll' });
const heading = (name: string) => demo.page.getByRole('heading', { level: 2, name, exact: true });

test('choosing Employees again while adding one goes back to the list, asking first when something is typed', async () => {
  await demo.page.goto(demo.stack.url);
  await demo.page.getByRole('table').waitFor();

  // An untouched form: straight back to the list.
  await demo.page.getByRole('button', { name: 'Add employee' }).first().click();
  await heading('Personal details').waitFor();
  await menu().getByRole('button', { name: 'Employees' }).click();
  await heading('Employees').waitFor();
  expect(new URL(demo.page.url()).searchParams.get('pk_step')).toBe('list');

  // Something typed: the flow's guard asks; keeping on editing keeps what was typed.
  await demo.page.getByRole('button', { name: 'Add employee' }).first().click();
  const firstName = demo.page.getByRole('textbox', { name: /Legal first name/ });
  await firstName.fill('Grace');
  await menu().getByRole('button', { name: 'Employees' }).click();
  const ask = demo.page.getByRole('alertdialog', { name: 'Leave this step?' });
  await ask.waitFor();
  await ask.getByRole('button', { name: 'Stay on this step' }).click();
  await ask.waitFor({ state: 'detached' });
  await expect.poll(() => firstName.inputValue()).toBe('Grace');
  await expect.poll(() => heading('Personal details').isVisible()).toBe(true);
  expect(new URL(demo.page.url()).searchParams.get('pk_step')).toBe('personal_details');

  // Asked again, leaving goes to the list.
  await menu().getByRole('button', { name: 'Employees' }).click();
  await ask.getByRole('button', { name: 'Leave without saving' }).click();
  await heading('Employees').waitFor();
  expect(await firstName.count()).toBe(0);
}, 60_000);

/** The list/form sections of the demo, each flow rendered with `urlSync`. */
const LIST_FORM_SECTIONS = [
  {
    section: 'Locations',
    list: 'Company locations',
    add: 'Add location',
    form: 'Add a location',
    field: /Street address/,
    param: 'pk_locations',
    open: 'new',
  },
  {
    section: 'Pay schedules',
    list: 'Pay schedules',
    add: 'Add pay schedule',
    form: 'Add a pay schedule',
    field: /Name \(optional\)/,
    param: 'pk_pay_schedules',
    open: 'new',
  },
  {
    section: 'Time off',
    list: 'Time off requests',
    add: 'Request time off',
    form: 'Request time off',
    field: /Note \(optional\)/,
    param: 'pk_time_off',
    open: 'requests.new',
  },
];

test.each(LIST_FORM_SECTIONS)(
  'choosing $section again while adding goes back to its list, asking first when something is typed',
  async ({ section, list, add, form, field, param, open }) => {
    const query = () => new URL(demo.page.url()).searchParams.get(param);
    await demo.page.goto(demo.stack.url);
    await menu().getByRole('button', { name: section }).click();
    await heading(list).waitFor();

    // An untouched form: straight back to the list.
    await demo.page.getByRole('button', { name: add }).first().click();
    await heading(form).waitFor();
    expect(query()).toBe(open);
    await menu().getByRole('button', { name: section }).click();
    await heading(list).waitFor();
    expect(query()).toBe('list');
    expect(await heading(form).count()).toBe(0);

    // Something typed: the form's guard asks; keeping on editing keeps what was typed, and the
    // URL names the form again.
    await demo.page.getByRole('button', { name: add }).first().click();
    const input = demo.page.getByRole('textbox', { name: field });
    await input.fill('Typed by hand');
    await menu().getByRole('button', { name: section }).click();
    const ask = demo.page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await ask.waitFor({ state: 'detached' });
    await expect.poll(() => input.inputValue()).toBe('Typed by hand');
    await expect.poll(() => heading(form).isVisible()).toBe(true);
    expect(query()).toBe(open);

    // Asked again, leaving goes to the list.
    await menu().getByRole('button', { name: section }).click();
    await ask.getByRole('button', { name: 'Leave without saving' }).click();
    await heading(list).waitFor();
    expect(await input.count()).toBe(0);
    expect(query()).toBe('list');
  },
  60_000,
);

test('approving a time off request shows in Live updates', async () => {
  await demo.page.goto(demo.stack.url);
  await menu().getByRole('button', { name: 'Time off' }).click();
  await heading('Time off requests').waitFor();
  const live = demo.page.getByRole('complementary', { name: 'Live updates' });
  expect(await live.getByText('Time off request approved').count()).toBe(0);
  await demo.page
    .getByRole('button', { name: /^Approve / })
    .first()
    .click();
  await live.getByText('Time off request approved').waitFor();
}, 60_000);

test('a reload or the Back button keeps the section the admin was in', async () => {
  await demo.page.goto(demo.stack.url);
  await demo.page.getByRole('table').waitFor();
  await menu().getByRole('button', { name: 'Payroll' }).click();
  await heading('Run payroll').waitFor();
  expect(new URL(demo.page.url()).searchParams.get('section')).toBe('payroll');

  await demo.page.reload();
  await heading('Run payroll').waitFor();
  expect(await menu().getByRole('button', { name: 'Payroll' }).getAttribute('aria-current')).toBe('page');

  await menu().getByRole('button', { name: 'Locations' }).click();
  await heading('Company locations').waitFor();
  await demo.page.goBack();
  await heading('Run payroll').waitFor();
}, 60_000);
