/**
 * <TimeOff/> in a partner's column from 320 px up: every section (requests with a request's
 * details, the request form, policies, holiday pay, balances) fits without sideways scroll of the
 * flow root, and no control is cut off at its right edge.
 */
import { page, userEvent } from 'vitest/browser';
import { expect, test } from 'vitest';
import { TimeOff } from '../../../src/flows';
import { createDemoApi } from '../../../src/testing';
import { renderWithDemo } from './renderWithDemo';

function expectFits(root: HTMLElement) {
  expect(root.scrollWidth, 'flow root scrolls sideways').toBeLessThanOrEqual(root.clientWidth + 1);
  const edge = root.getBoundingClientRect().right + 1;
  for (const control of root.querySelectorAll<HTMLElement>('button, input, select, textarea')) {
    // A table scrolls inside its own box (its first column pinned): its controls may sit past the edge.
    if (control.closest('.pk-table-wrap')) continue;
    expect(control.getBoundingClientRect().right, control.outerHTML.slice(0, 80)).toBeLessThanOrEqual(edge);
  }
}

for (const width of [320, 390, 768, 1280]) {
  test(`every section fits a ${width} px column`, async () => {
    await page.viewport(Math.max(width + 40, 400), 900);
    const api = createDemoApi();
    const { screen } = await renderWithDemo(
      <div style={{ width }} data-testid="column">
        <TimeOff companyId={api.companyUuid} />
      </div>,
      { api },
    );
    const root = () => document.querySelector<HTMLElement>('.pk-time-off')!;
    const nav = screen.getByRole('navigation', { name: 'Time off sections' });
    const shot = (name: string) =>
      import.meta.env.VITE_TIME_OFF_SHOTS
        ? page.screenshot({ path: `${import.meta.env.VITE_TIME_OFF_SHOTS}/${name}-${width}.png` })
        : undefined;

    const details = screen.getByRole('button', { name: /^Details / }).first();
    await userEvent.click(details);
    await expect.element(screen.getByRole('heading', { level: 3 })).toBeVisible();
    await expect.element(screen.getByText('Asked by')).toBeVisible();
    expectFits(root());
    await shot('requests');

    await userEvent.click(screen.getByRole('button', { name: 'Request time off' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Policy/ }), 'Vacation');
    await userEvent.fill(screen.getByLabelText(/First day/), '2027-01-08');
    await userEvent.fill(screen.getByLabelText(/Last day/), '2027-01-12');
    await userEvent.fill(screen.getByRole('textbox', { name: /Hours per day/ }), '8');
    await expect.element(screen.getByText('Total: 24 hours')).toBeVisible();
    expectFits(root());
    await shot('form');
    // The form holds typed input: leaving it asks first (the question must fit too).
    await userEvent.click(nav.getByRole('button', { name: 'Requests' }));
    await expect.element(screen.getByRole('alertdialog', { name: 'Leave without saving?' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Leave without saving' }));

    const loaded = {
      Policies: () => screen.getByRole('row', { name: /Summer Fridays/ }),
      'Holiday pay': () => screen.getByRole('checkbox', { name: 'Independence Day' }),
      Balances: () => screen.getByRole('button', { name: /^History of / }).first(),
    };
    for (const [section, shown] of Object.entries(loaded)) {
      await userEvent.click(nav.getByRole('button', { name: section }));
      await expect.element(shown()).toBeVisible();
      expectFits(root());
      await shot(section.toLowerCase().replace(' ', '-'));
    }
  });
}
