/**
 * Every flow in a partner's column, from a phone-width 320 px up to 1280 px, with a company whose
 * data is as long as real data gets (long names, addresses, schedule names, request notes):
 *
 * - the flow root never scrolls sideways;
 * - a table wider than its box scrolls inside that box with its first column pinned (from 480 px),
 *   and every row action can be scrolled to, and is wholly in view and on top when scrolled to or
 *   focused (never under the pinned column: WCAG 2.4.11);
 * - at phone widths (320 and 390 px) each table row is a card: the payroll landing's, the payroll
 *   review's and the people lists' row actions, and the review's taxes and net pay, are wholly in
 *   view with the table not scrolled sideways, focused or not;
 * - no control is cut off by the flow root or a clipping box, or by its own edges;
 * - a row's actions stay on one line, so rows keep one height; buttons side by side either share
 *   a line or stack one per line, never a ragged 2 + 1;
 * - the onboarding stepper reads "Step 1 of 9: Personal details" with a menu in a narrow column,
 *   and shows every step on one row in a wide one.
 */
import type { ReactNode } from 'react';
import { cdp } from 'vitest/browser';
import { expect, test } from 'vitest';
import {
  CompanyLocations,
  Contractors,
  EmployeeManagement,
  EmployeeOnboarding,
  PayrollRun,
  PaySchedules,
  TimeOff,
} from '../../../src/flows';
import { renderWithDemo, type DemoApi } from '../flows/renderWithDemo';
import { calculate, openEditor } from '../flows/payrollRunSteps';
import { startPayrollStack } from '../flows/payrollRunStack';
import {
  actionProblems,
  cardProblems,
  clippedControls,
  rendered,
  tableProblems,
  valuesOutOfView,
} from './fitChecks';
import { payLongNamedContractor, realisticCompany } from './realisticCompany';

const WIDTHS = [320, 390, 768, 820, 1280];
/** Below this column width (52rem) the stepper collapses to its one-line summary and menu. */
const STEPPER_COLLAPSES_BELOW = 832;
/** From this column width (30rem) a wide table pins its first column; below, each row is a card. */
/** Phone widths, where each table row is a card. */
const PHONE_WIDTHS = [320, 390];

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

/** A collapsed stepper in a narrow column, every step on one row in a wide one. */
function stepperProblems(root: HTMLElement, width: number): string[] {
  const stepper = root.querySelector('nav[aria-label="Progress"]');
  if (!stepper) return ['no stepper'];
  const steps = [...stepper.querySelectorAll('li')];
  const shown = steps.filter(rendered);
  if (width < STEPPER_COLLAPSES_BELOW) {
    const problems: string[] = [];
    const summary = [...stepper.querySelectorAll('p')].find(rendered)?.textContent?.trim() ?? '';
    if (!/^Step 1 of \d+: Personal details$/.test(summary))
      problems.push(`stepper summary reads "${summary}"`);
    const menu = [...stepper.querySelectorAll('button[aria-expanded]')].find(rendered);
    if (!menu) problems.push('no menu of the steps');
    if (shown.length > 0) problems.push(`${shown.length} steps listed in a narrow column`);
    return problems;
  }
  const rows = new Set(shown.map((step) => Math.round(step.getBoundingClientRect().top)));
  return shown.length === steps.length && rows.size === 1
    ? []
    : [`steps on ${rows.size} rows (${shown.length} of ${steps.length} shown)`];
}

for (const screenUnderTest of SCREENS) {
  for (const width of WIDTHS) {
    test(`${screenUnderTest.name} fits a ${width} px column`, async () => {
      const api = await realisticCompany();
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
      expect(root.scrollWidth, 'the flow root scrolls sideways').toBeLessThanOrEqual(root.clientWidth);
      expect(column.scrollWidth, 'the column scrolls sideways').toBeLessThanOrEqual(column.clientWidth);
      expect(tableProblems(root)).toEqual([]);
      expect(clippedControls(root)).toEqual([]);
      expect(actionProblems(root)).toEqual([]);
      if (screenUnderTest.name === 'onboarding step') expect(stepperProblems(root, width)).toEqual([]);
    });
  }
}

test('the realistic company is what the screens show: long names, addresses, schedules and notes', async () => {
  const api = await realisticCompany();
  const { screen } = await renderWithDemo(
    <div style={{ width: '820px' }}>
      <EmployeeOnboarding companyId={api.companyUuid} />
    </div>,
    { api },
  );
  // The Actions column is in the table at 820 px, reachable (the issue saw it pushed out of view).
  await expect.element(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
  await expect
    .element(
      screen.getByRole('cell', { name: 'Maximiliana Esperanza Featherstonehaugh-Vandersloot' }).first(),
    )
    .toBeVisible();
});

/** The lists with row actions a phone user opens first. */
const LISTS: Array<{
  name: string;
  ui: (companyId: string) => ReactNode;
  ready: RegExp;
  setup?: (api: DemoApi) => Promise<void>;
}> = [
  { name: 'payroll landing', ui: (id) => <PayrollRun companyId={id} />, ready: /^Run payroll$/ },
  { name: 'contractor list', ui: (id) => <Contractors companyId={id} />, ready: /^Contractors$/ },
  {
    name: 'contractor payment history',
    ui: (id) => <Contractors companyId={id} initialScreen={{ name: 'payments' }} />,
    ready: /^Payment history$/,
    setup: payLongNamedContractor,
  },
  { name: 'team list', ui: (id) => <EmployeeManagement companyId={id} />, ready: /^Team$/ },
];

for (const list of LISTS) {
  for (const width of PHONE_WIDTHS) {
    test(`${list.name} at ${width} px: each row a card, its actions wholly in view, focused or not`, async () => {
      const api = await realisticCompany();
      await list.setup?.(api);
      const { screen } = await renderWithDemo(
        <div data-testid="column" style={{ width: `${width}px` }}>
          {list.ui(api.companyUuid)}
        </div>,
        { api },
      );
      await expect.element(screen.getByRole('heading', { level: 2, name: list.ready }).first()).toBeVisible();
      const column = screen.getByTestId('column').element() as HTMLElement;
      await expect.poll(() => column.querySelector('.pk-skeleton__bar, .pk-spinner')).toBeNull();
      // Still a table to assistive tech, its columns named.
      await expect.element(screen.getByRole('table').first()).toBeInTheDocument();
      expect(screen.getByRole('columnheader').elements().length).toBeGreaterThan(1);
      const { problems, controls } = cardProblems(column.firstElementChild as HTMLElement);
      expect(controls, 'row actions checked').toBeGreaterThan(1);
      expect(problems).toEqual([]);
    });
  }
}

for (const width of PHONE_WIDTHS) {
  test(`payroll review at ${width} px: every employee's taxes and net pay in view, no sideways scroll`, async () => {
    const stack = await startPayrollStack({ employees: 4 });
    await realisticCompany(stack.api);
    const rendered = await stack.render(
      <div data-testid="column" style={{ width: `${width}px` }}>
        <PayrollRun companyId={stack.api.companyUuid} />
      </div>,
    );
    const screen = rendered.locator;
    await expect.element(screen.getByRole('heading', { name: 'Run payroll' })).toBeVisible();
    await openEditor(screen);
    await calculate(screen);
    const review = screen.getByRole('table', { name: 'What each employee is paid' });
    await expect.element(review.getByRole('columnheader', { name: /^Net/ })).toBeInTheDocument();
    const table = review.element() as HTMLTableElement;
    const root = screen.getByTestId('column').element().firstElementChild as HTMLElement;
    expect(table.tBodies[0]!.rows.length).toBeGreaterThan(1);
    expect(valuesOutOfView(root, table, ['Taxes', 'Net'])).toEqual([]);
    expect(cardProblems(root).problems).toEqual([]);
  }, 60_000);
}

interface AxNode {
  role?: { value: string };
  name?: { value: string };
}

test("at 320 px the cards are still a table in Chromium's accessibility tree: its rows, cells (named by their values) and column headers", async () => {
  const api = await realisticCompany();
  const { screen } = await renderWithDemo(
    <div data-testid="column" style={{ width: '320px' }}>
      <EmployeeOnboarding companyId={api.companyUuid} />
    </div>,
    { api },
  );
  await expect.element(screen.getByRole('heading', { level: 2, name: /^Employees$/ })).toBeVisible();
  const column = screen.getByTestId('column').element() as HTMLElement;
  await expect.poll(() => column.querySelector('.pk-skeleton__bar, .pk-spinner')).toBeNull();
  const table = column.querySelector('table')!;
  // Cards, not a sideways-scrolling table.
  expect(getComputedStyle(table.tBodies[0]!.rows[0]!.cells[0]!).display).toBe('flex');
  // The browser's own tree (what a screen reader reads), from the test's frame: a display change
  // on a table's parts can drop their table roles in some engines.
  const session = cdp();
  const { frameTree } = await session.send('Page.getFrameTree');
  const frameId = frameTree.childFrames?.[0]?.frame.id ?? frameTree.frame.id;
  const { nodes } = (await session.send('Accessibility.getFullAXTree', { frameId })) as { nodes: AxNode[] };
  const count = (role: string) => nodes.filter((node) => node.role?.value === role).length;
  expect(count('table')).toBe(1);
  expect(count('row')).toBe(table.rows.length);
  expect(count('cell')).toBe(table.querySelectorAll('td').length);
  expect(count('columnheader')).toBe(table.querySelectorAll('th').length);
  // A cell's name is its value: the card's label is drawn, not read (its column header names it).
  const cellNames = nodes.filter((node) => node.role?.value === 'cell').map((node) => node.name?.value);
  const firstCell = table.tBodies[0]!.rows[0]!.cells[0]!;
  expect(firstCell.dataset.label).toBe('Name');
  expect(cellNames[0]).toBe(firstCell.textContent);
});
