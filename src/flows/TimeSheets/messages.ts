import { defineMessages } from '../../ui';

/**
 * Every string of the time sheets screen in English. The Spanish is in `messages.es.ts` and
 * reaches partners only through `payroll-kit/locales/es`. Partners override a key as
 * `timeSheets.<key>` in the provider's `messages`.
 *
 * @example
 * const { t } = useScreenMessages(timeSheetsMessages);
 * t('list.title'); // 'Time sheets'
 */
export const timeSheetsMessages = defineMessages('timeSheets', {
  'list.title': 'Time sheets',
  'list.caption': 'Time sheets of the pay period',
  'list.add': 'Add time sheet',
  'list.error': 'The time sheets could not be loaded.',
  'list.retry': 'Try again',
  'list.empty.title': 'No time sheets in this pay period',
  'list.empty.description': 'Add a time sheet for a person, or choose another pay period.',
  'list.created': 'Added a time sheet for {name}. It waits for approval.',
  'list.updated': 'Saved the time sheet of {name}.',
  'period.label': 'Pay period',
  'period.option': '{start} to {end}',
  'period.none': 'There is no unprocessed regular payroll to add hours to.',
  'column.person': 'Person',
  'column.day': 'Day',
  'column.regular': 'Regular',
  'column.overtime': 'Overtime',
  'column.doubleOvertime': 'Double overtime',
  'column.status': 'Status',
  'column.actions': 'Actions',
  'status.pending': 'Pending',
  'status.approved': 'Approved',
  'status.rejected': 'Rejected',
  'status.synced': 'Synced',
  'review.approve': 'Approve',
  'review.approveFor': 'Approve the time sheet of {name} for {day}',
  'review.reject': 'Reject',
  'review.rejectFor': 'Reject the time sheet of {name} for {day}',
  'review.approveAll': 'Approve all pending ({count})',
  'review.approved': 'Approved {count} time sheets.',
  'review.rejected': 'Rejected {count} time sheets.',
  'review.conflicts':
    'Someone else reviewed {count} of these time sheets meanwhile: the list now shows what they did.',
  'review.error': 'The time sheets could not be reviewed. Check the connection and try again.',
  'sync.title': 'Payroll',
  'sync.description':
    'Approved hours of this pay period replace the hours of those employees in its payroll.',
  'sync.start': 'Sync approved hours to payroll',
  'sync.running': 'Syncing approved hours to the payroll…',
  'sync.done': 'Synced: the approved hours are in the payroll for {start} to {end}.',
  'sync.warnings': 'Not synced: {messages}',
  'sync.refused': 'The hours could not be synced: {message}',
  'sync.failed': 'The sync ended without moving hours: {message}',
  'form.addTitle': 'Add a time sheet',
  'form.editTitle': 'Time sheet',
  'form.description':
    'Hours a person worked on one day, by how they are paid. The time sheet waits for approval.',
  'form.loading': 'Loading the time sheet form…',
  'form.loadError': 'The form could not be loaded. Check the connection and reload the page.',
  'form.notFound': 'This time sheet no longer exists.',
  'form.save': 'Add time sheet',
  'form.leave.description': 'You have a time sheet that is not added. If you leave, it is lost.',
  'field.employeeId': 'Employee',
  'field.employeeId.placeholder': 'Choose an employee',
  'field.workDate': 'Day worked',
  'field.regular': 'Regular hours',
  'field.overtime': 'Overtime hours',
  'field.doubleOvertime': 'Double overtime hours',
  'field.hours.hint': 'Up to 3 decimals, like 7.75 or 1.125.',
});

/**
 * A key of {@link timeSheetsMessages}.
 *
 * @example
 * const key: TimeSheetsMessageKey = 'sync.start';
 */
export type TimeSheetsMessageKey = keyof typeof timeSheetsMessages.en;
