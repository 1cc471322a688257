import { ApiError, invalidOperation, notFound } from '../errors';
import { type FieldRules } from '../fields';
import type { DemoService, Route, TokenGrant } from '../service';
import { isRunning } from '../payroll/views';
import { companyParent, employeeCompany, employeeParent, resourceRoutes, scopesOf } from '../resource';
import { insertRecord } from '../resource/insertRecord';
import { deletePayroll } from '../payroll/payrollRemoval';
import { DISMISSAL_REASON } from './dismissalPay';
import { unprocessedTerminationPeriods } from './employment';
import type { TerminationRecord } from './records';
import { terminationView } from './views';

/**
 * Terminations (UPSTREAM-2 J.1, DECISIONS 57): one per employee, addressed by the employee (the
 * update path names the employee too), and the last pay periods a dismissal payroll pays (J.2).
 */

const TERMINATION_RULES = {
  effective_date: { kind: 'date', required: true },
  run_termination_payroll: { kind: 'boolean' },
} satisfies FieldRules;

/** UPSTREAM-2 J.1: a wrong state answers 404 with this entry. */
function wrongState(): ApiError {
  return new ApiError(404, [
    {
      error_key: 'employment',
      category: 'incorrect_state',
      message: "The employee's employment is not in the right state.",
    },
  ]);
}

/** The employee's termination, by the employee's id: none → 404. */
function terminationOfEmployee(service: DemoService, employeeUuid: string | undefined, grant: TokenGrant) {
  const employee = service.employee(employeeUuid, grant);
  const termination = service.store.terminations.get(employee.uuid);
  if (!termination) throw notFound();
  return termination;
}

/** Whether a processed dismissal payroll has paid the employee's final wages. */
function finalPayProcessed(service: DemoService, t: TerminationRecord): boolean {
  for (const p of service.store.payrolls.values())
    if (
      p.processed &&
      p.off_cycle_reason === DISMISSAL_REASON &&
      p.entries.some((e) => e.employeeUuid === t.employeeUuid)
    )
      return true;
  return false;
}

/** Cancelling a termination drops the employee from unprocessed dismissal payrolls, and a payroll left empty. */
function dropDismissalPay(service: DemoService, t: TerminationRecord): void {
  for (const p of [...service.store.payrolls.values()]) {
    if (p.processed || isRunning(p) || p.off_cycle_reason !== DISMISSAL_REASON) continue;
    if (!p.entries.some((e) => e.employeeUuid === t.employeeUuid)) continue;
    p.entries = p.entries.filter((e) => e.employeeUuid !== t.employeeUuid);
    p.results = null;
    p.calculated_at = null;
    if (p.entries.length === 0) deletePayroll(service, p);
  }
}

const view = (t: TerminationRecord, service: DemoService) => terminationView(t, service.clock.today());
const events = { entity: 'Termination', company: employeeCompany };

/** The termination routes. @example new Router([...terminationRoutes]); */
export const terminationRoutes: Route[] = [
  ...resourceRoutes({
    collection: '/v1/employees/{employee_id}/terminations',
    item: '/v1/terminations/{employee_id}',
    scopes: scopesOf('employments'),
    parent: employeeParent,
    find: (service, uuid, grant) => terminationOfEmployee(service, uuid, grant),
    view,
    events: { ...events, created: 'employee.terminated', updated: 'employee.termination_updated' },
    list: {
      rows: (employee, service) => {
        const t = service.store.terminations.get(employee.uuid);
        return t ? [t] : [];
      },
      paged: false,
    },
    create: {
      rules: TERMINATION_RULES,
      insert(values, employee, service) {
        if (service.store.terminations.has(employee.uuid))
          throw invalidOperation('The employee already has a termination.');
        // One termination an employee, kept under the employee.
        return insertRecord(
          service,
          service.store.terminations,
          {
            employeeUuid: employee.uuid,
            effective_date: values.effective_date,
            run_termination_payroll: values.run_termination_payroll ?? false,
          },
          (t) => t.employeeUuid,
        );
      },
    },
    update: {
      rules: TERMINATION_RULES,
      guard(t, service) {
        if (finalPayProcessed(service, t)) throw wrongState();
      },
      apply(t, values) {
        if (values.effective_date !== undefined) t.effective_date = values.effective_date;
        if (values.run_termination_payroll !== undefined)
          t.run_termination_payroll = values.run_termination_payroll;
      },
    },
  }),
  ...resourceRoutes({
    item: '/v1/employees/{employee_id}/terminations',
    scopes: scopesOf('employments'),
    find: (service, uuid, grant) => terminationOfEmployee(service, uuid, grant),
    view,
    events: { ...events, deleted: 'employee.termination_cancelled' },
    show: false,
    remove: {
      remove(t, service) {
        if (view(t, service).cancelable !== true) throw wrongState();
        dropDismissalPay(service, t);
        service.store.terminations.delete(t.employeeUuid);
      },
    },
  }),
  // The last pay periods a dismissal payroll pays (UPSTREAM-2 J.2).
  ...resourceRoutes({
    collection: '/v1/companies/{company_id}/pay_periods/unprocessed_termination_pay_periods',
    scopes: { read: 'payrolls:read' },
    parent: companyParent,
    list: { rows: (company, service) => unprocessedTerminationPeriods(service, company.uuid), paged: false },
  }),
];
