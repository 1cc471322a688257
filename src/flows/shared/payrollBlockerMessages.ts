/**
 * What each payroll blocker means and what to do about it: the words of `<PayrollRun/>`'s landing
 * and of `<PartnerDashboard/>`, which both spread them into their dictionaries (a partner still
 * overrides them per flow, `<flow>.blocker.<key>`). The Spanish is in `payrollBlockerMessages.es.ts`.
 *
 * @example
 * defineMessages('payrollRun', { ...payrollBlockerMessages, 'landing.title': 'Run payroll' });
 */
export const payrollBlockerMessages = {
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
} as const;
