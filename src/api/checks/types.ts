import type { OpenEnum } from '../common';

/**
 * The check stock a company prints on (UPSTREAM-3 M.8): `top` or `bottom` (the check at the
 * bottom of the page, with the company's routing and account numbers).
 *
 * @example
 * const stock: CheckStock = 'bottom';
 */
export type CheckStock = 'top' | 'bottom';

/**
 * The body of a print request: the stock, and for `bottom` stock optionally the first check's
 * number (a whole number from 0 to 9,999,999,999; without it the company's numbering goes on).
 *
 * @example
 * const body: PrintChecksBody = { printing_format: 'bottom', starting_check_number: 5001 };
 */
export interface PrintChecksBody {
  printing_format: CheckStock;
  starting_check_number?: number;
}

/**
 * What a print request answers (`Payroll-Check`): the request to poll, and each employee's check
 * number.
 *
 * @example
 * const numbers = checks.employee_check_number_mapping?.map((m) => m.check_number);
 */
export interface PayrollChecks {
  payroll_uuid?: string;
  printing_format?: OpenEnum<CheckStock>;
  starting_check_number?: number | null;
  request_uuid?: string;
  status?: string;
  employee_check_number_mapping?: { employee_uuid?: string; check_number?: number }[];
}

/**
 * Where a generated document is: `pending` or `started` while it is made, then `succeeded` (its
 * `document_urls` ready) or `failed`.
 *
 * @example
 * const done: GeneratedDocumentStatus = 'succeeded';
 */
export type GeneratedDocumentStatus = OpenEnum<'pending' | 'started' | 'succeeded' | 'failed'>;

/**
 * A generated document (UPSTREAM-3 M.8): its status and, once made, its URLs (one PDF of checks).
 *
 * @example
 * if (doc.status === 'succeeded') window.open(doc.document_urls![0]);
 */
export interface GeneratedDocument {
  request_uuid?: string;
  status?: GeneratedDocumentStatus;
  document_urls?: string[];
}
