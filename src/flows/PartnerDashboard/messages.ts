import { defineMessages } from '../../ui';
import { payrollBlockerMessages } from '../shared/payrollBlockerMessages';

/**
 * Every string of the partner's dashboard in English. The Spanish is in `messages.es.ts` and
 * reaches partners only through `payroll-kit/locales/es`. Partners override a key as
 * `partnerDashboard.<key>` in the provider's `messages`.
 *
 * @example
 * const { t } = useScreenMessages(partnerDashboardMessages);
 * t('overview.title'); // 'Your companies'
 */
export const partnerDashboardMessages = defineMessages('partnerDashboard', {
  'overview.title': 'Your companies',
  'overview.description': 'Each company’s next payroll, the day it must run by, and what stands in its way.',
  'overview.loading': 'Loading your companies…',
  'overview.error': 'Your companies could not be loaded.',
  'overview.retry': 'Try again',
  'overview.empty': 'No companies to show.',
  'overview.excluded': 'Not shown: {count} of the companies asked for are not yours or not active.',
  'overview.cancel': 'Cancel payrolls',
  'company.blocked': 'Blocked',
  'company.ready': 'Ready to run',
  'company.blockers': 'What blocks {company}',
  'company.fixFor': 'Fix: {blocker} ({company})',
  'company.fix': 'Fix',
  'company.open': 'Open payroll',
  'company.openFor': 'Open payroll: {company}',
  'company.noPayroll': 'No upcoming regular payroll.',
  'payroll.period': '{start} – {end}',
  'payroll.schedule': 'Pay schedule: {name}',
  'payroll.runBy': 'Run by',
  'payroll.checkDate': 'Check date',
  'payroll.totalDebit': 'Total debit',
  'payroll.netPay': 'Net pay',
  'payroll.employerCost': 'Employer cost',
  'payroll.notCalculated': 'Totals appear once the payroll is calculated.',
  'invoice.title': 'Invoice lines for {month}',
  'invoice.caption': 'Active employees and contractors per company this month',
  'invoice.company': 'Company',
  'invoice.employees': 'Active employees',
  'invoice.contractors': 'Active contractors',
  'invoice.since': 'Invoiced since',
  'invoice.empty': 'No company is invoiced for this month yet.',
  'invoice.error': 'The invoice lines could not be loaded.',
  'cancel.title': 'Cancel payrolls',
  'cancel.description':
    'Choose the unprocessed payrolls to cancel. A regular payroll is skipped (nobody is paid by it); an off-cycle one is deleted.',
  'cancel.loading': 'Loading…',
  'cancel.legend': 'Payrolls to cancel',
  'cancel.option': '{company}: {period}, run by {date}',
  'cancel.none': 'Choose at least one payroll.',
  'cancel.submit': 'Cancel the chosen payrolls',
  'cancel.back': 'Back to your companies',
  'cancel.error': 'The payrolls could not be cancelled. Check the connection and try again.',
  'cancel.results': 'What happened',
  'cancel.cancelled': 'Cancelled: {payroll}',
  'cancel.refused': 'Not cancelled: {payroll}. {reason}',
  'cancel.excluded': 'Not cancelled: {payroll} is not one of your companies’ payrolls.',
  'cancel.summary': '{cancelled} cancelled, {refused} not cancelled.',
  ...payrollBlockerMessages,
});

/**
 * A key of {@link partnerDashboardMessages}.
 *
 * @example
 * const key: PartnerDashboardMessageKey = 'overview.title';
 */
export type PartnerDashboardMessageKey = keyof typeof partnerDashboardMessages.en;
