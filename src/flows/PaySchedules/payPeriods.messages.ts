import { defineMessages } from '../../ui';

/**
 * Every string of the pay periods table in English; Spanish in `payPeriods.messages.es.ts`.
 * Partners override a key as `payPeriods.<key>`.
 *
 * @example
 * const { t } = useScreenMessages(payPeriodsMessages);
 * t('title'); // 'Pay periods'
 */
export const payPeriodsMessages = defineMessages('payPeriods', {
  title: 'Pay periods',
  titleFor: 'Pay periods of {name}',
  description:
    'From 3 months back to 3 months ahead, the most the service lists. Run each payroll by its deadline (4 pm Pacific) so it is paid on the pay date.',
  caption: 'Pay periods with their pay dates, deadlines and payrolls',
  period: 'Pay period',
  periodRange: '{start} – {end}',
  schedule: 'Pay schedule',
  checkDate: 'Pay date',
  deadline: 'Run payroll by',
  payroll: 'Payroll',
  actions: 'Actions',
  unprocessed: 'Not run yet',
  noPayroll: 'No payroll yet',
  run: 'Run payroll',
  runFor: 'Run payroll for {period}',
  empty: 'No pay periods in these dates.',
  'empty.description': 'A schedule has pay periods once someone is on it.',
  error: 'The pay periods could not be loaded.',
  tooFar: 'Pay periods can be listed up to 3 months ahead. Choose an earlier end date.',
});

/** A key of {@link payPeriodsMessages}. */
export type PayPeriodsMessageKey = keyof typeof payPeriodsMessages.en;
