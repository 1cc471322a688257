import { defineMessages } from '../../ui';

/**
 * Every string of the pay schedule assignment block in English; Spanish in
 * `assignments.messages.es.ts`. Partners override a key as `payScheduleAssignments.<key>`.
 *
 * @example
 * const { t } = useScreenMessages(payScheduleAssignmentsMessages);
 * t('title'); // 'Who is paid on which schedule'
 */
export const payScheduleAssignmentsMessages = defineMessages('payScheduleAssignments', {
  title: 'Who is paid on which schedule',
  loading: 'Loading the pay schedules and who is on them…',
  loadError: 'The pay schedules could not be loaded.',
  'current.none': 'No one is on a pay schedule yet.',
  'current.single': 'Everyone is paid on {name}.',
  'current.hourly_salaried': 'Hourly employees are paid on {hourly}; salaried employees on {salaried}.',
  'current.by_employee': 'Each employee has their own pay schedule.',
  'current.by_department': 'Each department has its own pay schedule.',
  'type.label': 'How employees are put on schedules',
  'type.single': 'Everyone on one schedule',
  'type.hourly_salaried': 'Hourly and salaried employees on different schedules',
  'type.hourly_salaried.hint': 'Hourly means paid by the hour and eligible for overtime.',
  'type.by_employee': 'Choose per employee',
  'type.by_employee.hint':
    'Only the employees you choose a schedule for move; the others stay where they are.',
  'byEmployee.caption': 'Employees and the pay schedule each moves to',
  'byEmployee.choiceFor': 'Pay schedule of {name}',
  'byEmployee.keep': 'Keep the current one',
  'byEmployee.keepNamed': 'Keep {name}',
  'byEmployee.loading': 'Loading the employees…',
  'byEmployee.error': 'The employees could not be loaded.',
  'byEmployee.required': 'Choose a new pay schedule for at least one employee.',
  'type.by_department': 'By department',
  'type.by_department.hint': 'Unavailable: the company has no departments yet.',
  'type.by_department.ready':
    'Each department’s people are paid on the schedule you choose for it; a new hire added to a department gets its schedule.',
  'byDepartment.caption': 'Departments and the pay schedule of each',
  'byDepartment.department': 'Department',
  'byDepartment.people': 'People',
  'byDepartment.choiceFor': 'Pay schedule of {name}',
  'field.default': 'Pay schedule',
  'field.hourly': 'Pay schedule of hourly employees',
  'field.salaried': 'Pay schedule of salaried employees',
  'field.placeholder': 'Choose a schedule',
  'field.required': 'Choose a pay schedule.',
  preview: 'Review changes',
  'preview.title': 'Changes to review',
  'preview.loading': 'Working out whose pay schedule changes…',
  'preview.none': 'No one’s pay schedule changes.',
  'preview.count.one': '1 employee moves to a new pay schedule.',
  'preview.count': '{count} employees move to a new pay schedule.',
  'preview.caption': 'Employees whose pay schedule changes',
  'preview.employee': 'Employee',
  'preview.schedule': 'New schedule',
  'preview.firstPeriod': 'First pay period',
  'preview.checkDate': 'First pay date',
  'preview.transition': 'Transition period',
  'preview.noTransition': 'None',
  'preview.period': '{start} – {end}',
  confirm: 'Confirm assignment',
  saving: 'Saving…',
  saved: 'Saved: pay schedules assigned.',
  'error.generic': 'The assignment could not be saved. Check the connection and try again.',
});

/** A key of {@link payScheduleAssignmentsMessages}. */
export type PayScheduleAssignmentsMessageKey = keyof typeof payScheduleAssignmentsMessages.en;
