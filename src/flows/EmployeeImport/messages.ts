import { defineMessages } from '../../ui';

/**
 * Every string of the employee import in English. The Spanish is in `messages.es.ts` and reaches
 * partners only through `payroll-kit/locales/es`. Partners override a key as
 * `employeeImport.<key>` in the provider's `messages`.
 *
 * @example
 * const { t } = useScreenMessages(employeeImportMessages);
 * t('list.title'); // 'Import employees'
 */
export const employeeImportMessages = defineMessages('employeeImport', {
  'list.title': 'Import employees',
  'list.description':
    'Add many employees at once from a spreadsheet saved as CSV: a header row, then one employee a row. Each row is checked before anything is sent.',
  'template.download': 'Download the CSV template',
  'template.hint':
    'The template names every column, with one example row to replace. A department is named as the company names it; a bank account for direct deposit takes its routing number, account number and type (Checking or Savings).',
  'file.label': 'CSV file to import',
  'file.hint': 'At most 100 rows. Only first_name and last_name are required.',
  'file.reading': 'Reading {name}…',
  'file.empty': 'The file has no rows under its header. Add one employee a row.',
  'file.header':
    'The header row must name first_name and last_name, and only the template’s columns. Not known: {columns}.',
  'file.tooMany': 'The file has more than 100 rows. Split it into files of 100 rows or fewer.',
  'file.unreadable': 'The file could not be read. Choose it again.',
  'review.loading': 'Loading the rows…',
  'departments.error': 'The company’s departments could not be loaded to check the rows.',
  'departments.retry': 'Try again',
  'review.title': 'Check the rows',
  'review.file': '{name}: {count} rows.',
  'review.summary': '{ready} ready to send, {fix} to fix, {created} created.',
  'review.rows': 'Rows of the file',
  'row.title': 'Row {line}: {name}',
  'row.unnamed': 'no name',
  'row.ready': 'Ready',
  'row.fix': 'To fix',
  'row.refused': 'Refused',
  'row.created': 'Created',
  'row.refusedNote': 'The payroll service refused this row. Fix the fields below and send it again.',
  'row.fixNote': 'Fix the fields below; the row is sent once they are right.',
  send: 'Send {count} rows',
  'send.none': 'No row is ready to send. Fix the rows marked To fix or Refused.',
  'send.error': 'The rows could not be sent. Check the connection and try again.',
  'results.sent': 'Sent: {created} created, {refused} refused.',
  startOver: 'Choose another file',
  'column.external_id': 'External ID',
  'column.first_name': 'First name',
  'column.last_name': 'Last name',
  'column.middle_initial': 'Middle initial',
  'column.preferred_first_name': 'Preferred first name',
  'column.email': 'Personal email',
  'column.work_email': 'Work email',
  'column.ssn': 'Social Security number',
  'column.date_of_birth': 'Date of birth (YYYY-MM-DD)',
  'column.street_1': 'Street',
  'column.street_2': 'Apartment, suite',
  'column.city': 'City',
  'column.state': 'State (two letters)',
  'column.zip': 'ZIP code',
  'column.job_title': 'Job title',
  'column.hire_date': 'Hire date (YYYY-MM-DD)',
  'column.rate': 'Pay rate',
  'column.payment_unit': 'Paid per (Hour, Week, Month, Year)',
  'column.flsa_status': 'FLSA status',
  'column.department': 'Department (its name)',
  'column.routing_number': 'Bank routing number',
  'column.account_number': 'Bank account number',
  'column.account_type': 'Account type (Checking, Savings)',
  'department.unknown': 'The company has no department of this name. Use one of: {names}.',
  'department.none': 'The company has no departments yet: leave the department empty.',
});

/**
 * A key of {@link employeeImportMessages}.
 *
 * @example
 * const key: EmployeeImportMessageKey = 'list.title';
 */
export type EmployeeImportMessageKey = keyof typeof employeeImportMessages.en;
