import { defineTable } from '../store';

/** An employee's recurring reimbursement (UPSTREAM-3 M.2, DECISIONS 67): paid on every regular payroll. */
export interface RecurringReimbursementRecord {
  uuid: string;
  employeeUuid: string;
  description: string;
  /** Cents, above zero and at most $1,000,000. */
  amount: number;
  /** A removed one is kept (the upstream deletes softly) but no longer listed, read or paid. */
  active: boolean;
  createdAt: string;
  updatedAt: string;
  seq: number;
}

/**
 * The recurring reimbursements of every employee, by uuid.
 *
 * @example
 * service.store.table(recurringReimbursements).get(uuid);
 */
export const recurringReimbursements = defineTable<RecurringReimbursementRecord>('recurringReimbursements');
