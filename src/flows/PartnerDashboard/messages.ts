import { defineMessages } from '../../ui';

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
  'blocker.company_ownership_required': 'Company owners are missing: add them in company details.',
  'blocker.contractor_only_company': 'Only contractors are paid: add an employee.',
  'blocker.eftps_in_error': 'Federal tax payment (EFTPS) enrollment failed: contact support.',
  'blocker.geocode_error': 'An address could not be located: check company and employee addresses.',
  'blocker.geocode_needed': 'An address needs checking: open it and save it again.',
  'blocker.invalid_signatory': 'The signatory’s details are invalid: update them in company details.',
  'blocker.missing_addresses': 'A company address is missing: add the work and filing addresses.',
  'blocker.missing_bank_info': 'No company bank account: add the account payroll is paid from.',
  'blocker.missing_bank_verification': 'The bank account is not verified: confirm the two test deposits.',
  'blocker.missing_employee_setup': 'An employee is not fully set up: finish their onboarding.',
  'blocker.missing_federal_tax_setup': 'Federal tax details are missing: add the EIN and filing form.',
  'blocker.missing_forms': 'Tax forms await signature: sign them in documents.',
  'blocker.missing_industry_selection': 'No industry chosen: choose it in company details.',
  'blocker.missing_pay_schedule': 'No pay schedule: add one.',
  'blocker.missing_signatory': 'No signatory: add the person who signs tax forms.',
  'blocker.missing_state_tax_setup': 'State tax details are missing: add them for each state you pay in.',
  'blocker.needs_approval': 'The company awaits approval: nothing to do yet.',
  'blocker.needs_onboarding': 'Company onboarding is not finished: complete the remaining steps.',
  'blocker.pay_schedule_setup_not_complete': 'The pay schedule is unfinished: complete it.',
  'blocker.pending_information_request': 'We asked for more information: answer the open request.',
  'blocker.pending_payroll_review': 'A previous payroll is under review: wait for it to finish.',
  'blocker.pending_recovery_case': 'A payment could not be collected: resolve the recovery case.',
  'blocker.soft_suspended': 'Payroll is paused: contact support to resume it.',
  'blocker.suspended': 'The company is suspended: contact support.',
});

/**
 * A key of {@link partnerDashboardMessages}.
 *
 * @example
 * const key: PartnerDashboardMessageKey = 'overview.title';
 */
export type PartnerDashboardMessageKey = keyof typeof partnerDashboardMessages.en;
