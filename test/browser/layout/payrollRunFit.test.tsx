/**
 * The payroll run as an admin goes through it (landing, editor, review) in a partner's column from a
 * phone's 320 px to a wide 1440 px, in a window 720 px tall, with the long-named company: at every
 * width and on every screen the flow root never scrolls sideways, a table wider than its box
 * scrolls in it with every control reachable and never under the pinned column, each row is a card
 * with its actions wholly in view at phone widths, no control is cut off, and row actions keep to
 * one line. In the editor's grid each employee's row can be seen whole, and every field, focused as
 * Tab reaches it, is wholly in view and on top (never under the pinned name column).
 */
import { page } from 'vitest/browser';
import { afterEach, expect, test } from 'vitest';
import { PayrollRun } from '../../../src/flows';
import { calculate, openEditor } from '../flows/payrollRunSteps';
import { startPayrollStack } from '../flows/payrollRunStack';
import {
  actionProblems,
  cardProblems,
  clippedControls,
  controlName,
  PINNED_FROM,
  scrollBox,
  tableProblems,
  wholeVisible,
} from './fitChecks';
import { realisticCompany } from './realisticCompany';

const WIDTHS = [320, 390, 768, 1280, 1440];

afterEach(async () => {
  await page.viewport(414, 896);
});

/** Every layout problem of the flow root as it is now, with the screen's name on each. */
async function problemsOf(screenName: string, column: HTMLElement): Promise<string[]> {
  await expect.poll(() => column.querySelector('.pk-skeleton__bar, .pk-spinner')).toBeNull();
  const root = column.firstElementChild as HTMLElement;
  const problems = [
    ...(root.scrollWidth > root.clientWidth
      ? [`the flow root scrolls sideways (${root.scrollWidth} px)`]
      : []),
    ...tableProblems(root),
    ...(root.clientWidth < PINNED_FROM ? cardProblems(root).problems : []),
    ...clippedControls(root),
    ...actionProblems(root),
  ];
  return problems.map((problem) => `${screenName}: ${problem}`);
}

/**
 * The editor's grid: each employee's row fits whole in what the grid shows (a phone's card is not
 * cut by an inner scroll box), and each field focused from the grid's start is wholly in view.
 */
function gridProblems(root: HTMLElement): string[] {
  const grid = root.querySelector<HTMLElement>('[role="grid"]');
  if (!grid) return ['no editor grid'];
  const problems: string[] = [];
  const box = scrollBox(grid.querySelector('input')!, root) ?? root;
  const rows = [...grid.querySelectorAll<HTMLElement>('[role="rowgroup"] [role="row"][data-index]')];
  if (rows.length < 2) problems.push(`${rows.length} employee rows drawn`);
  for (const row of rows) {
    row.scrollIntoView({ block: 'nearest' });
    const [at, frame] = [row.getBoundingClientRect(), box.getBoundingClientRect()];
    const shown = Math.min(at.bottom, frame.bottom, innerHeight) - Math.max(at.top, frame.top, 0);
    if (shown < at.height - 1)
      problems.push(`${Math.round(shown)} of ${Math.round(at.height)} px of a row can be seen at once`);
  }
  for (const field of grid.querySelectorAll<HTMLElement>('input, select, textarea, button')) {
    if (field.getBoundingClientRect().width === 0) continue;
    box.scrollLeft = 0;
    field.focus();
    if (!wholeVisible(field, field, box, root))
      problems.push(`focused field not wholly in view: ${controlName(field)}`);
    field.blur();
  }
  box.scrollLeft = 0;
  return problems;
}

/**
 * Each opened review row's pay lines: the name starts the line (not pushed to the card's end) and
 * the amount stays on one line, however long the name ("Regular hours: 80 h × $24.50").
 */
function payLineProblems(root: HTMLElement): string[] {
  const problems: string[] = [];
  const lines = [...root.querySelectorAll<HTMLElement>('.pk-payroll-review .pk-payroll-lines > div')];
  if (lines.length === 0) problems.push('no pay lines shown');
  for (const line of lines) {
    const [name, amount] = [line.querySelector('dt')!, line.querySelector('dd')!];
    // The amount's text as laid out: one line box, or as many as it breaks over.
    const range = document.createRange();
    range.selectNodeContents(amount);
    const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    if (tops.size > 1)
      problems.push(`the amount of "${name.textContent}" breaks over lines: ${amount.textContent}`);
    // Each line of the name's text starts at the line's start (a card's cells sit at its end).
    range.selectNodeContents(name);
    const starts = [...range.getClientRects()].map((rect) => rect.left - line.getBoundingClientRect().left);
    if (starts.some((start) => start > 1))
      problems.push(
        `"${name.textContent}" is not at the start of its line (${starts.map(Math.round).join(', ')} px in)`,
      );
  }
  return problems;
}

for (const width of WIDTHS) {
  test(`the payroll landing, editor and review fit a ${width} px column in a window 720 px tall`, async () => {
    await page.viewport(Math.max(width + 40, 400), 720);
    const stack = await startPayrollStack({ employees: 4 });
    await realisticCompany(stack.api);
    const { locator: screen } = await stack.render(
      <div data-testid="column" style={{ width: `${width}px` }}>
        <PayrollRun companyId={stack.api.companyUuid} />
      </div>,
    );
    const column = screen.getByTestId('column').element() as HTMLElement;
    await expect.element(screen.getByRole('heading', { name: 'Run payroll' })).toBeVisible();
    expect(await problemsOf('landing', column)).toEqual([]);
    await openEditor(screen);
    expect(await problemsOf('editor', column)).toEqual([]);
    // Rows are measured after layout (a frame later): what the grid settles to.
    await expect.poll(() => gridProblems(column.firstElementChild as HTMLElement)).toEqual([]);
    await calculate(screen);
    await expect.element(screen.getByRole('table', { name: 'What each employee is paid' })).toBeVisible();
    expect(await problemsOf('review', column)).toEqual([]);
    // Each employee opened in turn to their pay lines: still no problem, and each line reads whole.
    const openers = column.querySelectorAll<HTMLElement>('.pk-payroll-review [aria-expanded]');
    expect(openers.length).toBeGreaterThan(1);
    for (const opener of openers) {
      opener.click();
      await expect.poll(() => opener.getAttribute('aria-expanded')).toBe('true');
      expect(await problemsOf('review opened', column)).toEqual([]);
      expect(payLineProblems(column)).toEqual([]);
    }
  }, 90_000);
}
