/**
 * Every flow in a partner's column, from a phone-width 320 px up to 1280 px: the flow root never
 * scrolls sideways and no control sticks out of it (a table wider than the column scrolls inside
 * its own box, so its controls are judged by that box).
 */
import type { ReactNode } from 'react';
import { expect, test } from 'vitest';
import { CompanyLocations, EmployeeOnboarding, PayrollRun, PaySchedules, TimeOff } from '../../../src/flows';
import { createDemoApi } from '../../../src/testing';
import { renderWithDemo } from '../flows/renderWithDemo';

const WIDTHS = [320, 390, 768, 1280];
const CONTROLS = 'button, input, select, textarea, a[href], [role="button"]';

/** The main screens, each with the words that say it has loaded. */
const SCREENS: Array<{ name: string; ui: (companyId: string) => ReactNode; ready: RegExp }> = [
  { name: 'employee list', ui: (id) => <EmployeeOnboarding companyId={id} />, ready: /^Employees$/ },
  {
    name: 'onboarding step',
    ui: (id) => <EmployeeOnboarding companyId={id} startWithNewEmployee />,
    ready: /^Personal details$/,
  },
  {
    name: 'company locations',
    ui: (id) => <CompanyLocations companyId={id} />,
    ready: /^Company locations$/,
  },
  { name: 'pay schedules', ui: (id) => <PaySchedules companyId={id} />, ready: /^Pay schedules$/ },
  { name: 'time off', ui: (id) => <TimeOff companyId={id} />, ready: /^Time off requests$/ },
  { name: 'payroll run', ui: (id) => <PayrollRun companyId={id} />, ready: /^Run payroll$/ },
];

/** The nearest ancestor below `root` that scrolls sideways (a table's own box), if any. */
function scrollBox(element: Element, root: Element): Element | undefined {
  for (let node = element.parentElement; node && node !== root; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowX;
    if (overflow === 'auto' || overflow === 'scroll') return node;
  }
  return undefined;
}

/** Controls whose box is not inside the box that shows them (the root or a scroll box). */
function clippedControls(root: HTMLElement): string[] {
  const clipped: string[] = [];
  for (const control of root.querySelectorAll(CONTROLS)) {
    const box = control.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue; // not rendered (hidden, a closed menu)
    const frame = (scrollBox(control, root) ?? root).getBoundingClientRect();
    const inside = box.left >= Math.floor(frame.left) - 0.5 && box.right <= Math.ceil(frame.right) + 0.5;
    const scrolled = scrollBox(control, root) !== undefined;
    // In a box that scrolls, a control may lie beyond its edge: it is reached by scrolling.
    if (!inside && !scrolled) {
      clipped.push(
        `${control.tagName.toLowerCase()} "${control.textContent?.trim() || control.getAttribute('aria-label') || ''}" ${Math.round(box.left)}–${Math.round(box.right)} outside ${Math.round(frame.left)}–${Math.round(frame.right)}`,
      );
    }
  }
  return clipped;
}

for (const screenUnderTest of SCREENS) {
  for (const width of WIDTHS) {
    test(`${screenUnderTest.name} fits a ${width} px column`, async () => {
      const api = createDemoApi();
      const { screen } = await renderWithDemo(
        <div data-testid="column" style={{ width: `${width}px` }}>
          {screenUnderTest.ui(api.companyUuid)}
        </div>,
        { api },
      );
      await expect
        .element(screen.getByRole('heading', { level: 2, name: screenUnderTest.ready }).first())
        .toBeVisible();
      const column = screen.getByTestId('column').element() as HTMLElement;
      // Loaded: no skeleton or spinner left.
      await expect.poll(() => column.querySelector('.pk-skeleton__bar, .pk-spinner')).toBeNull();
      const root = column.firstElementChild as HTMLElement;
      expect(root.getBoundingClientRect().width).toBeLessThanOrEqual(width);
      expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
      expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
      expect(clippedControls(root)).toEqual([]);
    });
  }
}
