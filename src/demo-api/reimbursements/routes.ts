import { invalidAttribute, notFound, unprocessable } from '../errors';
import type { FieldRules } from '../fields';
import { employeeParent, employeeRecord, type RecordLookup, resourceRoutes, scopesOf } from '../resource';
import { insertRecord } from '../resource/insertRecord';
import type { Route } from '../service';
import { dropCalculationsPaying } from './calculationsPaying';
import { activeRecurringReimbursements } from './payrollReimbursements';
import { recurringReimbursements, type RecurringReimbursementRecord } from './records';
import { reimbursementAmountProblem } from './reimbursementAmounts';
import { recurringReimbursementView } from './views';

const RULES = {
  description: { kind: 'string', required: true },
  amount: { kind: 'money', required: true },
} satisfies FieldRules;

/** Refuses an amount outside (0, 1,000,000] on `amount` (DECISIONS 67). */
function checkAmount(cents: number | undefined): void {
  const problem = cents === undefined ? undefined : reimbursementAmountProblem(cents);
  if (problem) throw unprocessable([invalidAttribute('amount', problem)]);
}

const storedRecord = employeeRecord((store) => store.table(recurringReimbursements));

/** An active one of an employee the token reaches: a removed one is gone (soft delete) → 404. */
const findActive: RecordLookup<RecurringReimbursementRecord> = (service, uuid, grant, params) => {
  const record = storedRecord(service, uuid, grant, params);
  if (!record.active) throw notFound();
  return record;
};

/**
 * An employee's recurring reimbursements (UPSTREAM-3 M.2, DECISIONS 67): listed (active only,
 * paged), created (201, `Idempotency-Key` replay), read, updated with `version` (409 when stale)
 * and deleted softly (204; then 404). Each write drops the calculations of the unprocessed
 * regular payrolls that pay the employee. The upstream documents no events for them.
 *
 * @example
 * new Router(recurringReimbursementRoutes);
 */
export const recurringReimbursementRoutes: Route[] = resourceRoutes({
  collection: '/v1/employees/{employee_id}/recurring_reimbursements',
  item: '/v1/recurring_reimbursements/{recurring_reimbursement_id}',
  parent: employeeParent,
  find: findActive,
  scopes: scopesOf('reimbursements'),
  view: recurringReimbursementView,
  list: {
    rows: (employee, service) => activeRecurringReimbursements(service, employee.uuid),
  },
  create: {
    rules: RULES,
    insert(values, employee, service) {
      checkAmount(values.amount);
      const now = service.nowIso();
      const record = insertRecord(service, service.store.table(recurringReimbursements), {
        employeeUuid: employee.uuid,
        description: values.description,
        amount: values.amount,
        active: true,
        createdAt: now,
        updatedAt: now,
      });
      dropCalculationsPaying(service, employee.uuid);
      return record;
    },
  },
  update: {
    rules: RULES,
    apply(record, values, service) {
      checkAmount(values.amount);
      if (values.description !== undefined) record.description = values.description;
      if (values.amount !== undefined) record.amount = values.amount;
      record.updatedAt = service.nowIso();
      dropCalculationsPaying(service, record.employeeUuid);
    },
  },
  remove: {
    remove(record, service) {
      record.active = false;
      record.updatedAt = service.nowIso();
      dropCalculationsPaying(service, record.employeeUuid);
    },
  },
});
