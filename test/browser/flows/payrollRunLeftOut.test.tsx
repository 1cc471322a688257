/**
 * <PayrollRun/>'s editor against the demo service through the proxy: an active employee whose
 * onboarding is not finished is not on a regular payroll, and the editor says who, instead of a
 * silent "Showing 9 of 9".
 */
import { afterEach, expect, test, vi } from 'vitest';
import { openEditor, start } from './payrollRunSteps';
import { callDemo } from './taxPayHelpers';

afterEach(() => {
  vi.unstubAllGlobals();
});

interface ListedEmployee {
  first_name: string;
  last_name: string;
}

test('the editor names the employees a regular payroll leaves out until their onboarding is finished', async () => {
  const { stack, screen } = await start();
  const { body } = await callDemo(
    stack.api,
    'GET',
    `/v1/companies/${stack.api.companyUuid}/employees?onboarded=false&terminated=false&per=100`,
  );
  const pending = (body as ListedEmployee[]).map((e) => `${e.first_name} ${e.last_name}`);
  // The seeded company has employees at different onboarding steps.
  expect(pending.length).toBeGreaterThan(0);

  const grid = await openEditor(screen);
  const note = screen.getByText(/^Not on this payroll until their onboarding is finished/);
  await expect.element(note).toBeVisible();
  const text = note.element().textContent!;
  expect(text).toContain(`(${pending.length} employee${pending.length === 1 ? '' : 's'})`);
  const named = pending.filter((name) => text.includes(name));
  expect(named).toHaveLength(Math.min(pending.length, 5));
  if (pending.length > 5) expect(text).toContain(`, ${pending.length - 5} more.`);
  // And indeed none of them has a row to fill in.
  for (const name of pending)
    expect(grid.getByRole('textbox', { name: `Bonus for ${name}` }).elements()).toHaveLength(0);
});
