import { defineMessages } from '../../ui';

/**
 * Every string of the time off requests flow in English. The Spanish is in `messages.es.ts` and
 * reaches partners only through `payroll-kit/locales/es`. Partners override a key as
 * `timeOff.<key>` in the provider's `messages`.
 *
 * @example
 * const { t } = useFlowMessages(timeOffMessages);
 * t('list.title'); // 'Time off requests'
 */
export const timeOffMessages = defineMessages('timeOff', {
  'list.title': 'Time off requests',
  'list.caption': 'Time off requests of the company',
  'list.add': 'Request time off',
  'list.filter': 'Show',
  'list.filter.all': 'All requests',
  'list.filter.pending': 'Pending',
  'list.filter.approved': 'Approved',
  'list.filter.declined': 'Declined',
  'list.filter.consumed': 'Paid out',
  'list.employee': 'Employee',
  'list.policy': 'Type',
  'list.dates': 'Dates',
  'list.hours': 'Hours',
  'list.status': 'Status',
  'list.actions': 'Actions',
  'list.approve': 'Approve',
  'list.approveFor': 'Approve {name}’s request for {dates}',
  'list.decline': 'Decline',
  'list.declineFor': 'Decline {name}’s request for {dates}',
  'list.vacation': 'Vacation',
  'list.sick': 'Sick leave',
  'list.unknownEmployee': 'Unknown employee',
  'list.empty.title': 'No time off requests',
  'list.empty.description': 'Requests your people make, or you make for them, show here.',
  'list.empty.filtered': 'No requests with this status.',
  'list.error': 'The time off requests could not be loaded.',
  'list.created': 'Requested time off for {name}. It is pending approval.',
  'list.approved': 'Approved {name}’s time off.',
  'list.declined': 'Declined {name}’s time off.',
  'list.refused':
    'The payroll service refused this: {reason} Someone may have changed the request; the list now shows its current status.',
  'form.title': 'Request time off',
  'form.description': 'Time off for one employee, under one of the company’s policies.',
  'form.save': 'Send request',
  'field.employee_uuid': 'Employee',
  'field.employee_uuid.placeholder': 'Choose an employee',
  'field.policy_uuid': 'Policy',
  'field.policy_uuid.placeholder': 'Choose a policy',
  'field.start_date': 'First day',
  'field.end_date': 'Last day',
  'field.hours': 'Hours per day',
  'field.hours.hint': 'Hours off on each day of the request, like 8 or 4.5.',
  'field.employee_note': 'Note (optional)',
  'decline.title': 'Decline {name}’s time off?',
  'decline.description': 'The employee sees your note. A declined request cannot be approved again.',
  'decline.note': 'Note to the employee',
  'decline.noteRequired': 'Enter a note saying why the request is declined.',
  'decline.confirm': 'Decline request',
  'decline.cancel': 'Keep request',
  'error.network': 'The connection was lost. Check your network and try again; nothing you typed is lost.',
  'error.timeout': 'The service took too long to answer. Try again; nothing you typed is lost.',
  'error.generic': 'This could not be saved. Check the values and try again.',
});

/**
 * A key of {@link timeOffMessages}.
 *
 * @example
 * const key: TimeOffMessageKey = 'list.title';
 */
export type TimeOffMessageKey = keyof typeof timeOffMessages.en;
