import { defineMessages } from '../../ui';

/**
 * Every string of the reports screen's overview in English (the builder's column and grouping
 * names are in `builderMessages.ts`, loaded with the builder). The Spanish is in
 * `messages.es.ts` and reaches partners only through `payroll-kit/locales/es`. Partners override a
 * key as `reports.<key>` in the provider's `messages`.
 *
 * @example
 * const { t } = useScreenMessages(reportsMessages);
 * t('list.title'); // 'Reports'
 */
export const reportsMessages = defineMessages('reports', {
  'list.title': 'Reports',
  'list.description':
    'Payroll reports of the company, prepared by the payroll service from its processed payrolls.',
  'templates.title': 'Start a report',
  'templates.journal': 'Payroll journal',
  'templates.journal.description':
    'Every paycheck: earnings, taxes, deductions, net pay and the company’s costs. You choose the columns, dates and format.',
  'templates.journal.build': 'Build payroll journal',
  'templates.custom': 'Custom report',
  'templates.custom.description': 'Start from no columns and pick the ones you need.',
  'templates.custom.build': 'Build custom report',
  'templates.fica': 'Annual FICA wages',
  'templates.fica.description':
    'Social Security and Medicare wages and taxes of each employee this year, as a CSV.',
  'templates.fica.request': 'Request FICA wages for {year}',
  'templates.ledger': 'General ledger',
  'templates.ledger.description':
    'The journal entry of a processed payroll, whole or split by job, department or accounting integration, as JSON.',
  'templates.ledger.build': 'Request a general ledger',
  'recent.title': 'Recent reports',
  'recent.empty': 'No report requested yet. Reports you request here are listed with their download.',
  'recent.pending': 'Preparing {name}…',
  'recent.ready': '{name} is ready.',
  'recent.failed': '{name} could not be prepared. Request it again.',
  'recent.expired': 'The download has expired (files are kept 10 minutes). Request the report again.',
  'recent.download': 'Download {name} ({format})',
  'recent.loadError': 'The report’s progress could not be read. Check the connection.',
  'recent.requestError': 'The report could not be requested. Check the connection and try again.',
  'list.requested': 'Requested {name}. It is listed under Recent reports while it is prepared.',
  'name.journal': 'Payroll journal',
  'name.custom': 'Custom report',
  'name.fica': 'FICA wages {year}',
  'format.csv': 'CSV',
  'format.json': 'JSON',
  'format.pdf': 'PDF',
  'form.loading': 'Loading the report builder…',
});

/**
 * A key of {@link reportsMessages}.
 *
 * @example
 * const key: ReportsMessageKey = 'list.title';
 */
export type ReportsMessageKey = keyof typeof reportsMessages.en;
