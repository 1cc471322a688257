import { defineTable } from '../store';

/** A request for a processed payroll's printable checks (UPSTREAM-3 M.8, DECISIONS 72). */
export interface PrintableChecksRecord {
  requestUuid: string;
  companyUuid: string;
  payrollUuid: string;
  status: 'pending' | 'started' | 'succeeded' | 'failed';
  printingFormat: 'top' | 'bottom';
  /** As sent (bottom stock only); null when the company's numbering went on. */
  startingCheckNumber: number | null;
  checks: { employeeUuid: string; checkNumber: number }[];
  seq: number;
}

/**
 * Every printable checks request, by request uuid.
 *
 * @example
 * service.store.table(printableChecks).get(requestUuid);
 */
export const printableChecks = defineTable<PrintableChecksRecord>('printableChecks');

/**
 * Each company's last check number printed, by company uuid.
 *
 * @example
 * service.store.table(lastCheckNumbers).get(companyUuid)?.number;
 */
export const lastCheckNumbers = defineTable<{ number: number }>('lastCheckNumbers');
