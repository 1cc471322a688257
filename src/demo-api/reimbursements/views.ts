import { money } from '../money/money';
import { versionOf } from '../version';
import type { RecurringReimbursementRecord } from './records';

/**
 * A recurring reimbursement as the service shows it (UPSTREAM-3 M.2): the amount as a decimal
 * string, a `version` of what a PUT can change.
 *
 * @example
 * recurringReimbursementView(record).amount; // '45.00'
 */
export function recurringReimbursementView(record: RecurringReimbursementRecord) {
  return {
    uuid: record.uuid,
    employee_uuid: record.employeeUuid,
    description: record.description,
    amount: money(record.amount),
    version: versionOf([record.description, record.amount]),
    created_at: record.createdAt,
    updated_at: record.updatedAt,
  };
}
