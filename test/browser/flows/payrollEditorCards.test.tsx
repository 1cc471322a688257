/**
 * The payroll editor as cards (a container narrower than its columns) with a large company: the
 * cards grow with the page, so the page's scroll decides which employees are rendered. Before the
 * fix every employee's card was in the DOM at once and a 5,000-employee editor froze the page.
 */
import { page, userEvent } from 'vitest/browser';
import { afterEach, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { PayrollRun } from '../../../src/flows';
import { PayrollProvider } from '../../../src/provider/PayrollProvider';
import { openEditor } from './payrollRunSteps';
import { startPayrollStack } from './payrollRunStack';

/** A busy CI machine may take a while to render after a scroll. */
const WAIT = { timeout: 10_000 };

afterEach(async () => {
  await page.viewport(414, 896);
});

/** The employee indexes of the cards in the DOM. */
function renderedCards(): number[] {
  return [...document.querySelectorAll<HTMLElement>('.pk-payroll-grid__body [data-index]')].map((row) =>
    Number(row.dataset.index),
  );
}

test(
  'a 150-employee editor as cards renders the cards in view and follows the page and the keyboard',
  { timeout: 40_000 },
  async () => {
    await page.viewport(1280, 720);
    const stack = await startPayrollStack({ employees: 150 });
    // The second page of rows waits, as on a busy machine: the first 100 employees alone must not
    // be rendered all at once either.
    let releaseSecondPage = () => {};
    const secondPage = new Promise<void>((resolve) => (releaseSecondPage = resolve));
    const fetchSlowly: typeof fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (/\/payrolls\/[^/?]+(\/prepare)?\?.*\bpage=2\b/.test(url)) await secondPage;
      return stack.fetch(input, init);
    };
    const { locator: screen } = await render(
      <PayrollProvider baseUrl={stack.baseUrl} fetch={fetchSlowly}>
        <div style={{ width: '480px' }}>
          <PayrollRun companyId={stack.api.companyUuid} />
        </div>
      </PayrollProvider>,
    );
    const grid = await openEditor(screen);
    await expect.poll(() => grid.element().getAttribute('data-layout'), WAIT).toBe('cards');
    await expect.poll(() => renderedCards().length, WAIT).toBeGreaterThan(0);
    expect(renderedCards().length, 'cards in the DOM while the second page loads').toBeLessThan(20);
    releaseSecondPage();
    await expect
      .poll(() => grid.getByRole('textbox', { name: /^Bonus for / }).elements().length, WAIT)
      .toBeGreaterThan(0);
    expect(renderedCards().length, 'cards in the DOM').toBeLessThan(20);

    // The page, not the grid, scrolls: each screenful down brings the cards there, and only them.
    const bodyTop = document.querySelector('.pk-payroll-grid__body')!.getBoundingClientRect().top;
    let lowest = 0;
    for (let step = 1; step <= 5; step += 1) {
      window.scrollTo(0, bodyTop + step * 3000);
      await expect.poll(() => Math.min(...renderedCards()), WAIT).toBeGreaterThan(lowest);
      lowest = Math.min(...renderedCards());
      expect(renderedCards().length, 'cards in the DOM').toBeLessThan(20);
    }
    expect(lowest, 'first card rendered 15,000 px down').toBeGreaterThan(20);

    // Back at the top, Enter walks down a column card by card past the first window: each card it
    // reaches is rendered, focused and in view.
    window.scrollTo(0, 0);
    await expect.poll(() => Math.min(...renderedCards()), WAIT).toBe(0);
    const first = grid.getByRole('textbox', { name: /^Bonus for / }).first();
    await userEvent.click(first);
    for (let step = 0; step < 12; step += 1) await userEvent.keyboard('{Enter}');
    const focused = document.activeElement as HTMLElement;
    expect(focused.getAttribute('aria-label')).toMatch(/^Bonus for /);
    expect(Number(focused.dataset.row)).toBeGreaterThanOrEqual(12);
    const box = focused.getBoundingClientRect();
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  },
);
