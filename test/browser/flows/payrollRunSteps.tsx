/**
 * Shared steps of the <PayrollRun/> browser tests: rendering on a payroll stack, finding the
 * service's payrolls, and the user's common moves (open the editor, calculate).
 */
import { page, userEvent, type Locator } from 'vitest/browser';
import { expect, vi } from 'vitest';
import { PayrollRun } from '../../../src/flows';
import type { DemoApiOptions } from '../../../src/testing';
import { startPayrollStack, type PayrollStack } from './payrollRunStack';
import { callDemo } from './taxPayHelpers';

export const SLOW = { timeout: 15_000 };

export interface ServicePayroll {
  uuid: string;
  processed: boolean;
  check_date: string;
  totals?: Record<string, string>;
  processing_request: { status: string } | null;
  payroll_status_meta?: { cancellable: boolean; expected_debit_time?: string | null } | null;
  payment_speed_changed?: { current_check_date: string } | null;
  employee_compensations?: Array<{
    employee_uuid: string;
    first_name: string;
    last_name: string;
    version: string;
    hourly_compensations: Array<{ name: string; hours: string; job_uuid: string }>;
    fixed_compensations: Array<{ name: string; amount: string }>;
    gross_pay?: string | null;
    net_pay?: string | null;
    taxes?: Array<{ name: string; employer: boolean; amount: string }>;
  }>;
}

export async function renderRun(stack: PayrollStack) {
  const onEvent = vi.fn();
  const rendered = await stack.render(<PayrollRun companyId={stack.api.companyUuid} onEvent={onEvent} />);
  // Scoped to this render (a second render is a second tab); dialogs portal to the page body.
  const screen = rendered.locator;
  await expect.element(screen.getByRole('heading', { name: 'Run payroll' })).toBeVisible();
  return { screen, onEvent, rendered };
}

export async function start(options: DemoApiOptions = {}) {
  const stack = await startPayrollStack(options);
  return { stack, ...(await renderRun(stack)) };
}

/** The first upcoming regular payroll, as the service lists it. */
export async function upcoming(stack: PayrollStack): Promise<ServicePayroll> {
  const { body } = await callDemo(
    stack.api,
    'GET',
    `/v1/companies/${stack.api.companyUuid}/payrolls?processing_statuses=unprocessed&payroll_types=regular&end_date=${isoDay(89)}`,
  );
  return (body as ServicePayroll[])[0]!;
}

export async function servicePayroll(
  stack: PayrollStack,
  id: string,
  query = 'include=totals',
): Promise<ServicePayroll> {
  return (await callDemo(stack.api, 'GET', `/v1/companies/${stack.api.companyUuid}/payrolls/${id}?${query}`))
    .body as ServicePayroll;
}

export function isoDay(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

export function money(decimal: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(decimal));
}

/** Opens the submit confirmation (dialogs are in the page body). */
export async function submitDialog(screen: Locator) {
  await userEvent.click(screen.getByRole('button', { name: 'Submit payroll' }));
  return page.getByRole('alertdialog', { name: 'Submit this payroll?' });
}

/** Opens the first upcoming payroll and waits for its editor. */
export async function openEditor(screen: Locator) {
  await userEvent.click(screen.getByRole('button', { name: /^Run payroll for / }).first());
  const grid = screen.getByRole('grid', { name: 'Payroll editor' });
  await expect.element(grid.getByRole('textbox', { name: /^Regular hours for / }).first()).toBeVisible();
  return grid;
}

export async function calculate(screen: Locator) {
  await expect.element(screen.getByText('All changes saved.')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Calculate payroll' }));
  await expect.element(screen.getByText('Calculated. Review the amounts, then submit.'), SLOW).toBeVisible();
}

/**
 * Starts the run, opens the first upcoming payroll, types a bonus for its first employee when
 * `bonus` is given, and calculates it: where a test of the review, the submission or the receipt
 * begins.
 */
export async function startCalculated({ bonus, ...options }: DemoApiOptions & { bonus?: string } = {}) {
  const started = await start(options);
  const grid = await openEditor(started.screen);
  if (bonus) await userEvent.type(grid.getByRole('textbox', { name: /^Bonus for / }).first(), bonus);
  await calculate(started.screen);
  return started;
}

/** Submits the calculated payroll through its confirmation. */
export async function submitPayroll(screen: Locator) {
  await userEvent.click((await submitDialog(screen)).getByRole('button', { name: 'Submit payroll' }));
}

export async function submittedEvents(stack: PayrollStack, payrollId: string): Promise<number> {
  const response = await stack.api.fetch(
    `/v1/events?event_type=payroll.submitted&resource_uuid=${stack.api.companyUuid}&limit=100`,
    {
      headers: { authorization: `Bearer ${stack.api.tokens.system}` },
    },
  );
  const events = (await response.json()) as Array<{ entity_uuid: string }>;
  return events.filter((event) => event.entity_uuid === payrollId).length;
}
