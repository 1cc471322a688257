/**
 * Every flow's main table fits where a partner puts it, with a company whose data is as long as
 * real data gets: in a 480 px container, in a 320 px one, and in a 1280 × 720 window inside a
 * partner's three-column shell (menu, content, live updates: the demo's, a 696 px column). Neither
 * the flow root nor any table's box scrolls sideways, and every row's action is wholly inside its
 * table's box, the flow root and the window. A table too wide for its container shows its rows as
 * cards (`ui/Table`); the payroll editor's grid stacks its fields the same way. Figures in px are in
 * each failure.
 */
import type { ReactNode } from 'react';
import { page, type Locator } from 'vitest/browser';
import { afterEach, expect, test } from 'vitest';
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
import { SLOW, calculate, openEditor, submitPayroll } from '../flows/payrollRunSteps';
import { startPayrollStack } from '../flows/payrollRunStack';
import { fitProblems } from './fitChecks';
import { payLongNamedContractor, realisticCompany } from './realisticCompany';

/** Where a flow is put: a column of a given width, or a partner's shell in a 1280 × 720 window. */
interface Placement {
  name: string;
  viewport: [number, number];
  frame: (flow: ReactNode) => ReactNode;
}

const column = (width: number): Placement => ({
  name: `a ${width} px container`,
  viewport: [1280, 720],
  frame: (flow) => (
    <div data-testid="column" style={{ width: `${width}px` }}>
      {flow}
    </div>
  ),
});

/** The demo's shell (`demo/demo.css`): 12rem menu, the flow's panel, 16rem of live updates. */
const SHELL_1280: Placement = {
  name: 'a 1280 × 720 window',
  viewport: [1280, 720],
  frame: (flow) => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: '12rem minmax(0, 1fr) 16rem',
        gap: '1.5rem',
        padding: '1.5rem',
      }}
    >
      <nav style={{ height: '10rem' }} />
      <main data-testid="column" style={{ minWidth: 0, padding: '1.25rem' }}>
        {flow}
      </main>
      <aside style={{ height: '10rem' }} />
    </div>
  ),
};

const PLACEMENTS = [column(480), SHELL_1280, column(320)];

afterEach(async () => {
  await page.viewport(414, 896);
});

/** The flow root once nothing is loading. */
async function loadedRoot(screen: Pick<Locator, 'getByTestId'>): Promise<HTMLElement> {
  const holder = screen.getByTestId('column').element() as HTMLElement;
  await expect.poll(() => holder.querySelector('.pk-skeleton__bar, .pk-spinner')).toBeNull();
  return holder.firstElementChild as HTMLElement;
}

/** Each flow's main table, with the heading that says it has loaded. */
const FLOWS: Array<{
  name: string;
  ui: (companyId: string) => ReactNode;
  ready: RegExp;
  setup?: (api: DemoApi) => Promise<void>;
}> = [
  { name: 'employee list', ui: (id) => <EmployeeOnboarding companyId={id} />, ready: /^Employees$/ },
  { name: 'team list', ui: (id) => <EmployeeManagement companyId={id} />, ready: /^Team$/ },
  {
    name: 'company locations',
    ui: (id) => <CompanyLocations companyId={id} />,
    ready: /^Company locations$/,
  },
  { name: 'pay schedules', ui: (id) => <PaySchedules companyId={id} />, ready: /^Pay schedules$/ },
  { name: 'time off requests', ui: (id) => <TimeOff companyId={id} />, ready: /^Time off requests$/ },
  { name: 'contractor list', ui: (id) => <Contractors companyId={id} />, ready: /^Contractors$/ },
  {
    name: 'contractor payment history',
    ui: (id) => <Contractors companyId={id} initialScreen={{ name: 'payments' }} />,
    ready: /^Payment history$/,
    setup: payLongNamedContractor,
  },
];

for (const placement of PLACEMENTS) {
  for (const flow of FLOWS) {
    test(`${flow.name} fits ${placement.name}: no sideways scroll, every row's action wholly in view`, async () => {
      await page.viewport(...placement.viewport);
      const api = await realisticCompany();
      await flow.setup?.(api);
      const { screen } = await renderWithDemo(placement.frame(flow.ui(api.companyUuid)), { api });
      await expect.element(screen.getByRole('heading', { level: 2, name: flow.ready }).first()).toBeVisible();
      const root = await loadedRoot(screen);
      expect(root.querySelectorAll('table').length, 'tables shown').toBeGreaterThan(0);
      expect(fitProblems(root)).toEqual([]);
    });
  }

  test(`the payroll landing, editor, review and receipt fit ${placement.name}`, async () => {
    await page.viewport(...placement.viewport);
    const stack = await startPayrollStack({ employees: 4 });
    await realisticCompany(stack.api);
    const { locator: screen } = await stack.render(
      placement.frame(<PayrollRun companyId={stack.api.companyUuid} />),
    );
    await expect.element(screen.getByRole('heading', { name: 'Run payroll' })).toBeVisible();
    const root = await loadedRoot(screen);
    // The landing's run buttons are what the issue saw clipped (103 of 116 px).
    expect(screen.getByRole('button', { name: /^Run payroll for / }).elements().length).toBeGreaterThan(0);
    expect(fitProblems(root).map((problem) => `landing: ${problem}`)).toEqual([]);

    const grid = await openEditor(screen);
    await loadedRoot(screen);
    // The grid's rows are laid out a frame after they are drawn: what it settles to.
    await expect.poll(() => fitProblems(root).map((problem) => `editor: ${problem}`)).toEqual([]);
    expect(grid.getByRole('textbox').elements().length).toBeGreaterThan(1);

    await calculate(screen);
    await expect.element(screen.getByRole('table', { name: 'What each employee is paid' })).toBeVisible();
    expect(fitProblems(root).map((problem) => `review: ${problem}`)).toEqual([]);

    await submitPayroll(screen);
    const receipt = screen.getByRole('article', { name: 'Receipt' });
    await expect.element(receipt.getByRole('button', { name: 'Print receipt' }), SLOW).toBeVisible();
    await loadedRoot(screen);
    expect(root.querySelectorAll('.pk-payroll-receipt table').length, 'receipt tables').toBeGreaterThan(0);
    expect(fitProblems(root).map((problem) => `receipt: ${problem}`)).toEqual([]);
  }, 90_000);
}
