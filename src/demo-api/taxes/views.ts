import { pick } from '../pick';
import { money } from '../money/money';
import { questionsFor } from './stateTaxQuestions';
import type { DemoStore } from '../store';
import { versionOf } from '../version';
import type { EmployeeRecord } from '../employees/records';
import type { FederalTaxRecord } from './records';
import { activeOf, homeAddressesOf, workAddressesOf } from '../addresses/views';

/** States whose withholding questions apply: the work state, then the home state. */
export function taxStatesOf(
  store: DemoStore,
  employeeUuid: string,
  today: string,
): { state: string; isWorkState: boolean }[] {
  const states: { state: string; isWorkState: boolean }[] = [];
  const work = activeOf(workAddressesOf(store, employeeUuid), today);
  const location = work ? store.locations.get(work.location_uuid) : undefined;
  if (location) states.push({ state: location.state, isWorkState: true });
  const home = activeOf(homeAddressesOf(store, employeeUuid), today);
  if (home && !states.some((s) => s.state === home.state))
    states.push({ state: home.state, isWorkState: false });
  return states;
}

/**
 * The upstream's integer ids are the employee's creation number and the company's position in
 * creation order: stable for the life of the service (DECISIONS 60).
 *
 * @example federalTaxView(store, record);
 */
export function federalTaxView(store: DemoStore, f: FederalTaxRecord): Record<string, unknown> {
  const updatable = pick(f, [
    'filing_status',
    'extra_withholding',
    'two_jobs',
    'dependents_amount',
    'other_income',
    'deductions',
  ]);
  const employee = store.employees.get(f.employeeUuid);
  return {
    version: versionOf(updatable),
    employee_uuid: f.employeeUuid,
    employee_id: employee?.seq,
    company_id: employee ? [...store.companies.keys()].indexOf(employee.companyUuid) + 1 : undefined,
    w4_data_type: 'rev_2020_w4',
    filing_status: f.filing_status,
    two_jobs: f.two_jobs,
    // Money as decimal strings even though the request sends numbers (UPSTREAM A.5).
    extra_withholding: money(f.extra_withholding),
    dependents_amount: money(f.dependents_amount),
    other_income: money(f.other_income),
    deductions: money(f.deductions),
  };
}

/** @example stateTaxesView(store, employee, today); */
export function stateTaxesView(
  store: DemoStore,
  e: EmployeeRecord,
  today: string,
): Record<string, unknown>[] {
  const answers = store.stateTaxAnswers.get(e.uuid);
  return taxStatesOf(store, e.uuid, today).map(({ state, isWorkState }) => ({
    employee_uuid: e.uuid,
    state,
    is_work_state: isWorkState,
    file_new_hire_report: (answers?.get(state)?.get('file_new_hire_report') as boolean | undefined) ?? null,
    questions: questionsFor(state).map((q) => {
      const value = answers?.get(state)?.get(q.key);
      return {
        label: q.label,
        description: q.description,
        key: q.key,
        is_question_for_admin_only: q.is_question_for_admin_only,
        input_question_format: { type: q.type, ...(q.options ? { options: q.options } : {}) },
        answers: value === undefined ? [] : [{ value, valid_from: '2010-01-01', valid_up_to: null }],
      };
    }),
  }));
}
