/**
 * An amount an employee is paid back on every regular payroll, untaxed, beside the net pay
 * (contract.md#reimbursements). A regular payroll lists it in the row's `reimbursements` with
 * `recurring: true`.
 *
 * @example
 * const monthly = reimbursements.map((r: RecurringReimbursement) => `${r.description}: $${r.amount}`);
 */
export interface RecurringReimbursement {
  uuid: string;
  employee_uuid: string;
  description: string;
  /** Decimal dollars as text (`"45.00"`). */
  amount: string;
  version: string;
  created_at?: string;
  updated_at?: string;
}

/**
 * Body of a recurring reimbursement's create, or (with `version`, every field optional) update.
 * The amount is above 0 and at most 1,000,000; the upstream takes it as a number, the demo also
 * as decimal text.
 *
 * @example
 * const body: RecurringReimbursementBody = { description: 'Phone', amount: 45 };
 */
export interface RecurringReimbursementBody {
  description: string;
  amount: number | string;
}
