/**
 * The `npm start` demo's shell gives every flow the 320 px each promises, at every viewport from a
 * phone to a laptop (issue 29: at 820 px its three columns left the flow 236 px), and a row action
 * reached by Tab in the employee table is wholly in view, never under the pinned name column
 * (WCAG 2.4.11, Focus Not Obscured).
 */
import { expect, test } from 'vitest';
import { demoInChromium } from './demoBrowser';

const demo = demoInChromium();

test('at every viewport from 390 to 1440 px the flow gets at least 320 px', async () => {
  await demo.page.goto(demo.stack.url, { timeout: 60_000 });
  await demo.page.getByRole('table').waitFor({ timeout: 60_000 });
  const widths: Record<number, number> = {};
  for (const width of [390, 768, 800, 820, 900, 1024, 1280, 1440]) {
    await demo.page.setViewportSize({ width, height: 800 });
    // The flow's root is the panel's one child.
    widths[width] = await demo.page
      .locator('.demo-panel')
      .evaluate((panel) => panel.firstElementChild!.getBoundingClientRect().width);
  }
  expect(Object.entries(widths).filter(([, flow]) => flow < 320)).toEqual([]);
}, 120_000);

test.each([390, 820])(
  'at a %i px viewport a Tab-focused Review button is wholly in view, not under the pinned column',
  async (width) => {
    await demo.page.setViewportSize({ width, height: 800 });
    await demo.page.goto(demo.stack.url, { timeout: 60_000 });
    const review = demo.page.getByRole('button', { name: 'Review Ada Lovelace' });
    await review.waitFor();
    // Tab from the control just before it in the row, as a keyboard user arrives.
    await demo.page.getByRole('table').evaluate((table) => {
      const wrap = table.parentElement!;
      wrap.scrollLeft = 0;
    });
    await demo.page.evaluate(() => {
      const buttons = [...document.querySelectorAll<HTMLElement>('.pk-table button')];
      const index = buttons.findIndex(
        (button) => button.getAttribute('aria-label') === 'Review Ada Lovelace',
      );
      (buttons[index - 1] ?? document.body).focus();
    });
    for (let step = 0; step < 20; step++) {
      if (await review.evaluate((button) => button === document.activeElement)) break;
      await demo.page.keyboard.press('Tab');
    }
    expect(await review.evaluate((button) => button === document.activeElement)).toBe(true);
    const problems = await review.evaluate((button) => {
      const at = button.getBoundingClientRect();
      const wrap = button.closest('.pk-table-wrap')!.getBoundingClientRect();
      const pinned = button.closest('tr')!.cells[0]!;
      const pinnedRight =
        getComputedStyle(pinned).position === 'sticky' ? pinned.getBoundingClientRect().right : wrap.left;
      const found: string[] = [];
      if (at.left < Math.max(wrap.left, pinnedRight) - 0.5) found.push('starts under the pinned column');
      if (at.right > wrap.right + 0.5) found.push('ends outside the table');
      for (const x of [at.left + 1, at.right - 1]) {
        const hit = document.elementFromPoint(x, at.top + at.height / 2);
        if (!hit || !button.contains(hit)) found.push(`covered at x=${Math.round(x)}`);
      }
      return found;
    });
    expect(problems).toEqual([]);
  },
  60_000,
);
