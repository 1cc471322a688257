import { ApiError, type ErrorEntry, invalidAttribute, missingParameter } from '../errors';
import type { FieldRules } from '../fields';
import { assignFields, employeeSingleton, resourceRoutes, scopesOf } from '../resource';
import { checkAnswer, questionsFor } from './stateTaxQuestions';
import type { DemoService, Route } from '../service';
import type { EmployeeRecord } from '../employees/records';
import type { FederalTaxRecord } from './records';
import { federalTaxView, stateTaxesView, taxStatesOf } from './views';

/** `filing_status` of a 2020+ W-4 (UPSTREAM A.5). */
export const FILING_STATUSES = ['Single', 'Married', 'Head of Household', 'Exempt from withholding'] as const;

const FEDERAL_RULES = {
  w4_data_type: { kind: 'enum', values: ['rev_2020_w4'] },
  filing_status: { kind: 'enum', values: FILING_STATUSES },
  extra_withholding: { kind: 'money', min: 0, nullable: true },
  two_jobs: { kind: 'boolean', nullable: true },
  dependents_amount: { kind: 'money', min: 0, nullable: true },
  other_income: { kind: 'money', min: 0, nullable: true },
  deductions: { kind: 'money', min: 0, nullable: true },
} satisfies FieldRules;

/** The state answers, replaced state by state (UPSTREAM A.6). */
const STATE_RULES = { states: { kind: 'array', required: true } } satisfies FieldRules;

/** A cleared amount is zero. */
const zeroIfNull = (cents: number | null | undefined) => (cents === null ? 0 : cents);

const federalTaxes = resourceRoutes({
  item: '/v1/employees/{employee_id}/federal_taxes',
  scopes: scopesOf('employee_federal_taxes'),
  find: employeeSingleton((employee, service) => service.store.federalTaxes.get(employee.uuid)),
  view: (record: FederalTaxRecord, service: DemoService) => federalTaxView(service.store, record),
  update: {
    rules: FEDERAL_RULES,
    apply(record, values, service) {
      // A first W-4 must say which form and which filing status; later deltas need not repeat them.
      const missing: ErrorEntry[] = [];
      if (record.filing_status === null && values.filing_status === undefined)
        missing.push(missingParameter('filing_status'));
      if (record.filing_status === null && values.w4_data_type === undefined)
        missing.push(missingParameter('w4_data_type'));
      if (missing.length > 0) throw new ApiError(422, missing);
      assignFields(record, {
        filing_status: values.filing_status,
        two_jobs: values.two_jobs,
        extra_withholding: zeroIfNull(values.extra_withholding),
        dependents_amount: zeroIfNull(values.dependents_amount),
        other_income: zeroIfNull(values.other_income),
        deductions: zeroIfNull(values.deductions),
      });
      const employee = service.store.employees.get(record.employeeUuid)!;
      service.emit('employee.updated', 'Employee', employee.uuid, employee.companyUuid);
    },
  },
});

const stateTaxes = resourceRoutes({
  item: '/v1/employees/{employee_id}/state_taxes',
  scopes: scopesOf('employee_state_taxes'),
  // The answers are the employee's: the record of this path is the employee.
  find: employeeSingleton((employee) => employee),
  view: (employee: EmployeeRecord, service: DemoService) =>
    stateTaxesView(service.store, employee, service.clock.today()),
  events: { entity: 'Employee', updated: 'employee.updated', company: (employee) => employee.companyUuid },
  update: {
    version: 'none',
    whole: true,
    rules: STATE_RULES,
    apply(employee, values, service) {
      const applicable = new Set(
        taxStatesOf(service.store, employee.uuid, service.clock.today()).map((s) => s.state),
      );
      const accepted: { state: string; key: string; value: string | number | boolean | null }[] = [];
      const entries: ErrorEntry[] = [];
      values.states!.forEach((item, idx) => {
        const stateEntry = item as { state?: unknown; questions?: unknown } | null;
        if (!stateEntry || typeof stateEntry !== 'object' || typeof stateEntry.state !== 'string') {
          entries.push({
            error_key: 'states',
            category: 'nested_errors',
            idx,
            errors: [invalidAttribute('state', 'Each item needs a state.')],
          });
          return;
        }
        const state = stateEntry.state;
        if (!applicable.has(state)) {
          entries.push({
            error_key: 'states',
            category: 'nested_errors',
            metadata: { state },
            errors: [
              invalidAttribute('state', `${state} is neither the employee's work state nor home state.`, {
                state,
              }),
            ],
          });
          return;
        }
        const questions = questionsFor(state);
        const fieldErrors: ErrorEntry[] = [];
        if (!Array.isArray(stateEntry.questions)) {
          fieldErrors.push(invalidAttribute('questions', 'questions must be an array.', { state }));
        } else {
          for (const raw of stateEntry.questions as unknown[]) {
            const answer = raw as { key?: unknown; answers?: unknown } | null;
            const key = typeof answer?.key === 'string' ? answer.key : '';
            const question = questions.find((q) => q.key === key);
            if (!question) {
              fieldErrors.push(
                invalidAttribute(key || 'key', 'Unknown question for this state.', { key, state }),
              );
              continue;
            }
            const answers = answer?.answers;
            if (
              !Array.isArray(answers) ||
              answers.length !== 1 ||
              typeof answers[0] !== 'object' ||
              answers[0] === null
            ) {
              fieldErrors.push(invalidAttribute(key, 'Send exactly one answer.', { key, state }));
              continue;
            }
            const checked = checkAnswer(question, (answers[0] as { value?: unknown }).value);
            if (typeof checked === 'string') fieldErrors.push(invalidAttribute(key, checked, { key, state }));
            else accepted.push({ state, key, value: checked.value });
          }
        }
        if (fieldErrors.length > 0) {
          entries.push({
            error_key: 'states',
            category: 'nested_errors',
            metadata: { state },
            errors: fieldErrors,
          });
        }
      });
      if (entries.length > 0) throw new ApiError(422, entries);
      let byState = service.store.stateTaxAnswers.get(employee.uuid);
      if (!byState) {
        byState = new Map();
        service.store.stateTaxAnswers.set(employee.uuid, byState);
      }
      for (const { state, key, value } of accepted) {
        let answers = byState.get(state);
        if (!answers) {
          answers = new Map();
          byState.set(state, answers);
        }
        answers.set(key, value);
      }
    },
  },
});

/** Federal and state tax routes (UPSTREAM A.5, A.6). @example new Router(taxRoutes); */
export const taxRoutes: Route[] = [...federalTaxes, ...stateTaxes];
