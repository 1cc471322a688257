import { defineMessages } from '../../ui';

/**
 * Every string of the pay schedules flow in English. The Spanish is in `messages.es.ts` and
 * reaches partners only through `payroll-kit/locales/es`. Partners override a key as
 * `paySchedules.<key>` in the provider's `messages`.
 *
 * @example
 * const { t } = useScreenMessages(paySchedulesMessages);
 * t('list.title'); // 'Pay schedules'
 */
export const paySchedulesMessages = defineMessages('paySchedules', {
  'list.title': 'Pay schedules',
  'list.caption': 'Pay schedules of the company',
  'list.add': 'Add pay schedule',
  'list.name': 'Name',
  'list.frequency': 'Frequency',
  'list.anchorPayDate': 'First pay date',
  'list.anchorEnd': 'First period ends',
  'list.actions': 'Actions',
  'list.edit': 'Edit',
  'list.editFor': 'Edit {name}',
  'list.inactive': 'Unassigned',
  'list.empty.title': 'No pay schedules yet',
  'list.empty.description': 'Add the company’s first pay schedule: every employee is paid on it.',
  'list.error': 'The pay schedules could not be loaded.',
  'list.created': 'Added the pay schedule {name}.',
  'list.updated': 'Saved the pay schedule {name}.',
  'frequency.Every week': 'Every week',
  'frequency.Every other week': 'Every other week',
  'frequency.Twice per month': 'Twice per month',
  'frequency.Monthly': 'Monthly',
  'form.addTitle': 'Add a pay schedule',
  'form.editTitle': 'Edit pay schedule',
  'form.description': 'How often employees are paid, and the first pay date the schedule counts from.',
  'form.loading': 'Loading the pay schedule…',
  'form.loadError': 'This pay schedule could not be loaded. Check the connection and reload the page.',
  'form.notFound': 'This pay schedule no longer exists.',
  'form.save': 'Save pay schedule',
  'field.frequency': 'Pay frequency',
  'field.frequency.placeholder': 'Choose a frequency',
  'field.anchor_pay_date': 'First pay date',
  'field.anchor_end_of_pay_period': 'Last day of the first pay period',
  'field.day_1': 'First pay day of the month',
  'field.day_2': 'Second pay day of the month',
  'field.day.hint': '31 means the last day of the month.',
  'field.custom_name': 'Name (optional)',
  'field.custom_name.hint': 'Left empty, a name is made from the frequency.',
  'list.inactive.hint':
    'Unassigned: no one is paid on this schedule yet, so it has no pay periods or payrolls. Put employees on it under “Who is paid on which schedule”.',
  'preview.hintDays': 'Fill in the frequency, both dates and the pay days to see the pay periods.',
  'preview.invalidDates':
    'Correct the dates above to see the pay periods: the first period must end on or before the first pay date.',
  'preview.invalidDays':
    'Correct the pay days above to see the pay periods: days of the month from 1 to 31, the second after the first, and the first period ending on or before the first pay date.',
  'preview.title': 'Upcoming pay periods',
  'preview.hint': 'Fill in the frequency and both dates to see the pay periods.',
  'preview.loading': 'Working out the pay periods…',
  'preview.error': 'The pay periods could not be worked out for these values.',
  'preview.caption': 'The next pay periods of this schedule',
  'preview.payDate': 'Pay date',
  'preview.period': 'Pay period',
  'preview.runBy': 'Run payroll by',
  'preview.runByTime': 'Run payroll by {time} on its run-by day.',
  'preview.range': '{start} – {end}',
  'preview.holidays': 'Bank holidays in these periods: {dates}. Pay dates already move around them.',
  'error.periodEndAfterPayDate': 'The first pay period must end on or before the first pay date.',
  'error.day2AfterDay1': 'The second pay day must come after the first.',
  'conflict.title': 'Someone else changed this pay schedule',
});

/**
 * A key of {@link paySchedulesMessages}.
 *
 * @example
 * const key: PaySchedulesMessageKey = 'list.title';
 */
export type PaySchedulesMessageKey = keyof typeof paySchedulesMessages.en;
