/**
 * <EarningTypes/> against the demo payroll service (UPSTREAM-3 M.1, DECISIONS 67), by keyboard
 * alone: add a custom earning type, rename it, deactivate and reactivate it, a taken name refused
 * on its field, the defaults read-only; and the screen fits a 320 px column.
 */
import { page, userEvent } from 'vitest/browser';
import { expect, test, vi } from 'vitest';
import { tabTo } from '../tabTo';
import { EarningTypes } from '../../../src/flows';
import { createDemoApi } from '../../../src/testing';
import { renderWithDemo, type DemoApi } from './renderWithDemo';
import { callDemo, expectErrorOn } from './taxPayHelpers';

interface StoredType {
  uuid: string;
  name: string;
  active: boolean;
}

async function stored(api: DemoApi): Promise<{ default: StoredType[]; custom: StoredType[] }> {
  return (await callDemo(api, 'GET', `/v1/companies/${api.companyUuid}/earning_types`)).body;
}

async function renderEarningTypes(api = createDemoApi({ employees: 2 })) {
  const onEvent = vi.fn();
  const { screen } = await renderWithDemo(
    <div style={{ width: 320 }}>
      <EarningTypes companyId={api.companyUuid} onEvent={onEvent} />
    </div>,
    { api },
  );
  await expect.element(screen.getByRole('heading', { name: 'Default earning types' })).toBeVisible();
  return { api, screen, onEvent };
}

/** The flow root scrolls nowhere sideways, and its focused control is in view. */
function expectFits() {
  const root = document.querySelector<HTMLElement>('.pk-earning-types')!;
  expect(root.scrollWidth, 'flow root scrolls sideways').toBeLessThanOrEqual(root.clientWidth + 1);
  const focused = document.activeElement as HTMLElement | null;
  if (focused && root.contains(focused) && !focused.closest('.pk-table-wrap')) {
    expect(focused.getBoundingClientRect().right).toBeLessThanOrEqual(root.getBoundingClientRect().right + 1);
  }
}

test('adds, renames, deactivates and reactivates a custom earning type by keyboard alone, in 320 px', async () => {
  await page.viewport(400, 900);
  const { api, screen, onEvent } = await renderEarningTypes();
  // The defaults are listed, with nothing to press.
  await expect.element(screen.getByText('Severance')).toBeVisible();
  await expect.element(screen.getByRole('button', { name: /Bonus/ })).not.toBeInTheDocument();
  expectFits();

  await tabTo(screen.getByRole('button', { name: 'Add earning type' }));
  await userEvent.keyboard('{Enter}');
  await expect.element(screen.getByRole('heading', { name: 'Add an earning type' })).toHaveFocus();
  await tabTo(screen.getByRole('textbox', { name: /Name/ }));
  await userEvent.keyboard('Hazard Pay');
  expectFits();
  await tabTo(screen.getByRole('button', { name: 'Save earning type' }));
  await userEvent.keyboard('{Enter}');
  await expect
    .element(screen.getByText('Added the earning type Hazard Pay: payrolls now offer it.'))
    .toBeVisible();
  await expect.element(screen.getByRole('heading', { name: 'Custom earnings' })).toHaveFocus();
  const created = (await stored(api)).custom;
  expect(created).toEqual([{ uuid: expect.any(String), name: 'Hazard Pay', active: true }]);
  expect(onEvent).toHaveBeenCalledWith('earningType.created', {
    earningTypeId: created[0]!.uuid,
    name: 'Hazard Pay',
  });
  expectFits();

  // Rename: the form shows the name, focus comes back to the row's Rename button.
  await tabTo(screen.getByRole('button', { name: 'Rename Hazard Pay' }));
  await userEvent.keyboard('{Enter}');
  const name = screen.getByRole('textbox', { name: /Name/ });
  await expect.element(name).toHaveValue('Hazard Pay');
  await tabTo(name);
  await userEvent.keyboard('{Control>}a{/Control}Hazard Allowance');
  await tabTo(screen.getByRole('button', { name: 'Save earning type' }));
  await userEvent.keyboard('{Enter}');
  await expect.element(screen.getByText('Renamed the earning type to Hazard Allowance.')).toBeVisible();
  await expect.element(screen.getByRole('button', { name: 'Rename Hazard Allowance' })).toHaveFocus();
  expect((await stored(api)).custom.map((t) => t.name)).toEqual(['Hazard Allowance']);

  // Deactivate: the same button now reactivates, and keeps focus.
  await tabTo(screen.getByRole('button', { name: 'Deactivate Hazard Allowance' }));
  await userEvent.keyboard('{Enter}');
  await expect
    .element(screen.getByText('Deactivated Hazard Allowance: payrolls no longer offer it.'))
    .toBeVisible();
  const reactivate = screen.getByRole('button', { name: 'Reactivate Hazard Allowance' });
  await expect.element(reactivate).toHaveFocus();
  await expect
    .element(screen.getByRole('row', { name: /Hazard Allowance/ }).getByText('Inactive'))
    .toBeVisible();
  expect((await stored(api)).custom[0]!.active).toBe(false);
  expectFits();

  await userEvent.keyboard('{Enter}');
  await expect
    .element(screen.getByText('Reactivated Hazard Allowance: payrolls offer it again.'))
    .toBeVisible();
  await expect.element(screen.getByRole('button', { name: 'Deactivate Hazard Allowance' })).toHaveFocus();
  expect((await stored(api)).custom).toEqual([
    { uuid: created[0]!.uuid, name: 'Hazard Allowance', active: true },
  ]);
});

test('a name another type has is refused on the field, typed text kept; a blank one never leaves the form', async () => {
  await page.viewport(400, 900);
  const { api, screen } = await renderEarningTypes();
  await tabTo(screen.getByRole('button', { name: 'Add earning type' }));
  await userEvent.keyboard('{Enter}');
  const name = screen.getByRole('textbox', { name: /Name/ });
  await tabTo(screen.getByRole('button', { name: 'Save earning type' }));
  await userEvent.keyboard('{Enter}');
  await expect.element(name).toHaveAttribute('aria-invalid', 'true');
  await tabTo(name);
  await userEvent.keyboard(' cash TIPS ');
  await tabTo(screen.getByRole('button', { name: 'Save earning type' }));
  await userEvent.keyboard('{Enter}');
  await expectErrorOn(name, 'An earning type named Cash Tips already exists.');
  await expect.element(name).toHaveValue(' cash TIPS ');
  expectFits();
  expect((await stored(api)).custom).toEqual([]);
});

test('adding the name of an inactive type brings it back, same record', async () => {
  await page.viewport(400, 900);
  const api = createDemoApi({ employees: 2 });
  const old = (
    await callDemo(api, 'POST', `/v1/companies/${api.companyUuid}/earning_types`, { name: 'Phone Stipend' })
  ).body;
  await callDemo(api, 'DELETE', `/v1/companies/${api.companyUuid}/earning_types/${old.uuid}`);
  const { screen } = await renderEarningTypes(api);
  await expect.element(screen.getByText(/Payrolls do not offer inactive earning types/)).toBeVisible();
  await tabTo(screen.getByRole('button', { name: 'Add earning type' }));
  await userEvent.keyboard('{Enter}');
  await tabTo(screen.getByRole('textbox', { name: /Name/ }));
  await userEvent.keyboard('phone stipend');
  await userEvent.keyboard('{Enter}');
  await expect
    .element(screen.getByText('Added the earning type Phone Stipend: payrolls now offer it.'))
    .toBeVisible();
  expect((await stored(api)).custom).toEqual([{ uuid: old.uuid, name: 'Phone Stipend', active: true }]);
});
