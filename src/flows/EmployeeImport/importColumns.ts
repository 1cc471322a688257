/**
 * The columns of an employee import's CSV, in the template's order: the person's fields (as the
 * employee create takes them), the home address, the department (by its name), one bank account
 * for direct deposit, the job and its pay. `external_id` is optional:
 * the partner's own id for a row, kept across imports (without it, each row is named by its line
 * within this import).
 *
 * @example
 * IMPORT_COLUMNS.includes('first_name'); // true
 */
export const IMPORT_COLUMNS = [
  'external_id',
  'first_name',
  'last_name',
  'middle_initial',
  'preferred_first_name',
  'email',
  'work_email',
  'ssn',
  'date_of_birth',
  'street_1',
  'street_2',
  'city',
  'state',
  'zip',
  'department',
  'routing_number',
  'account_number',
  'account_type',
  'job_title',
  'hire_date',
  'rate',
  'payment_unit',
  'flsa_status',
] as const;

/**
 * A column of the import's CSV.
 *
 * @example
 * const column: ImportColumn = 'hire_date';
 */
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** One example row under the template's header, to show each column's format. */
const EXAMPLE_ROW = [
  '',
  'Ada',
  'Lovelace',
  '',
  '',
  'ada@example.com',
  '',
  '123-45-6789',
  '1990-12-10',
  '1 Main St',
  '',
  'Denver',
  'CO',
  '80202',
  // No department (the company's own names) and no bank account in the example.
  '',
  '',
  '',
  '',
  'Engineer',
  '2026-07-01',
  '45.00',
  'Hour',
  'Nonexempt',
];

/**
 * The template's text: the header row and one example row, CRLF-separated (RFC 4180).
 *
 * @example
 * new Blob([importTemplateCsv()], { type: 'text/csv' });
 */
export function importTemplateCsv(): string {
  return `${IMPORT_COLUMNS.join(',')}\r\n${EXAMPLE_ROW.join(',')}\r\n`;
}
