/**
 * The onboarding flow's own layout in a partner's column: the stepper is one even row when wide
 * and "Step 1 of 9: Personal details" with a steps menu when narrow; list rows keep one height.
 */
import { userEvent } from 'vitest/browser';
import { expect, test } from 'vitest';
import { EmployeeOnboarding } from '../../../src/flows';
import { createDemoApi } from '../../../src/testing';
import { renderWithDemo } from '../flows/renderWithDemo';

async function renderStep(width: number) {
  const api = createDemoApi();
  const { screen } = await renderWithDemo(
    <div style={{ width: `${width}px` }}>
      <EmployeeOnboarding companyId={api.companyUuid} startWithNewEmployee />
    </div>,
    { api },
  );
  await expect.element(screen.getByRole('heading', { level: 2, name: 'Personal details' })).toBeVisible();
  return screen;
}

test('wide: the nine steps stand in one row, the check mark is not underlined', async () => {
  const screen = await renderStep(1280);
  const steps = screen.getByRole('navigation', { name: 'Progress' }).getByRole('listitem').elements();
  expect(steps).toHaveLength(9);
  const tops = new Set(steps.map((step) => Math.round(step.getBoundingClientRect().top)));
  expect(tops.size).toBe(1);
  expect(screen.getByRole('button', { name: 'All steps' }).query()).toBeNull();
  for (const marker of document.querySelectorAll('.pk-stepper__marker')) {
    expect(getComputedStyle(marker).textDecorationLine).toBe('none');
  }
});

for (const width of [320, 390, 768]) {
  test(`${width} px: "Step 1 of 9: Personal details" and a menu of the steps`, async () => {
    const screen = await renderStep(width);
    const nav = screen.getByRole('navigation', { name: 'Progress' });
    await expect.element(nav.getByText('Step 1 of 9: Personal details')).toBeVisible();
    const menu = nav.getByRole('button', { name: 'All steps' });
    await expect.element(menu).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(menu.element().getAttribute('aria-controls') ?? '')!;
    expect(list.checkVisibility()).toBe(false);
    await userEvent.click(menu);
    await expect.element(menu).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => list.checkVisibility()).toBe(true);
    await expect.element(nav.getByText('Summary')).toBeVisible();
  });
}

for (const width of [768, 1280]) {
  test(`${width} px: every employee row has the same height (row actions on one line)`, async () => {
    const api = createDemoApi();
    const { screen } = await renderWithDemo(
      <div style={{ width: `${width}px` }}>
        <EmployeeOnboarding companyId={api.companyUuid} />
      </div>,
      { api },
    );
    await expect.element(screen.getByRole('button', { name: /Continue onboarding/ }).first()).toBeVisible();
    const rows = screen.getByRole('table').getByRole('row').elements().slice(1);
    expect(rows.length).toBeGreaterThan(3);
    const heights = new Set(rows.map((row) => Math.round(row.getBoundingClientRect().height)));
    expect([...heights]).toHaveLength(1);
  });
}
