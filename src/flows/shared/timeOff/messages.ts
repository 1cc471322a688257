import { defineMessages } from '../../../ui';

/**
 * Every string of an employee's time off balances (the shared block of `<EmployeeManagement/>`'s
 * employee page) in English. The Spanish is in `messages.es.ts` and reaches partners only through
 * `payroll-kit/locales/es`. Partners override a key as `employeeTimeOff.<key>` in the provider's
 * `messages`.
 *
 * @example
 * const { t } = useScreenMessages(employeeTimeOffMessages);
 * t('title'); // 'Time off'
 */
export const employeeTimeOffMessages = defineMessages('employeeTimeOff', {
  title: 'Time off',
  description: 'Each time off policy the employee is on, with its balance and what moved it.',
  loading: 'Loading the time off balances…',
  error: 'The time off balances could not be loaded.',
  none: 'The employee is on no time off policy.',
  hours: '{hours} h',
  unlimited: 'Unlimited',
  balance: 'Balance',
  accrued: 'Accrued this year',
  used: 'Used this year',
  pending: 'Pending',
  activity: 'Activity of {policy}',
  noActivity: 'No activity on this policy yet.',
  date: 'Date',
  event: 'What happened',
  change: 'Change (h)',
  after: 'Balance after (h)',
});

/**
 * A key of {@link employeeTimeOffMessages}.
 *
 * @example
 * const key: EmployeeTimeOffMessageKey = 'title';
 */
export type EmployeeTimeOffMessageKey = keyof typeof employeeTimeOffMessages.en;
