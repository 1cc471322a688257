import { defineMessages } from '../../ui';

/**
 * Every string of the auto-payroll switch in English; Spanish in `autoPayroll.messages.es.ts`.
 * Partners override a key as `autoPayroll.<key>`.
 *
 * @example
 * const { t } = useScreenMessages(autoPayrollMessages);
 * t('label'); // 'Run payrolls automatically'
 */
export const autoPayrollMessages = defineMessages('autoPayroll', {
  label: 'Run payrolls automatically',
  hint: 'Each upcoming payroll of this schedule runs on its own before its deadline.',
  blocked: 'It cannot be turned on yet:',
  refused: 'Auto-payroll was not turned on:',
  saved: 'Auto-payroll is on.',
  off: 'Auto-payroll is off.',
  loading: 'Loading the pay schedule…',
  loadError: 'The pay schedule could not be loaded.',
  'blocker.employees_not_on_direct_deposit':
    '{count, plural, one {# employee on this schedule is} other {# employees on this schedule are}} paid by check. Put them on direct deposit first.',
  'blocker.missing_funding_method': 'Add and verify the company’s bank account first.',
  'blocker.company_suspended': 'The company is suspended.',
  'blocker.missing_state_tax_requirements': 'Finish the company’s state tax setup first.',
  'blocker.one_day_ach_speed_not_supported': 'The company’s payment speed does not allow automatic payrolls.',
  'blocker.other': 'Something else stands in the way ({key}).',
  'error.generic': 'The setting could not be saved. Check the connection and try again.',
});

/** A key of {@link autoPayrollMessages}. */
export type AutoPayrollMessageKey = keyof typeof autoPayrollMessages.en;
