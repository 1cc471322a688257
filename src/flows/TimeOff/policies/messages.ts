import { defineMessages } from '../../../ui';

/**
 * Every string of the time off policy blocks in English. The Spanish is in `messages.es.ts`.
 * Partners override a key as `timeOffPolicies.<key>` in the provider's `messages`.
 *
 * @example
 * const { t } = useFlowMessages(timeOffPoliciesMessages);
 * t('list.title'); // 'Time off policies'
 */
export const timeOffPoliciesMessages = defineMessages('timeOffPolicies', {
  'list.title': 'Time off policies',
  'list.caption': 'Time off policies of the company, active and inactive',
  'list.add': 'Add policy',
  'list.name': 'Policy',
  'list.type': 'Type',
  'list.accrual': 'Accrual',
  'list.employees': 'Employees',
  'list.actions': 'Actions',
  'list.inactive': 'Inactive',
  'list.edit': 'Edit',
  'list.editFor': 'Edit {name}',
  'list.deactivate': 'Deactivate',
  'list.deactivateFor': 'Deactivate {name}',
  'list.pages': 'Pages of time off policies',
  'list.empty.title': 'No time off policies yet',
  'list.empty.description': 'Add a vacation or sick policy, then put employees on it.',
  'list.error': 'The time off policies could not be loaded.',
  'list.retry': 'Try again',
  'type.vacation': 'Vacation',
  'type.sick': 'Sick',
  'method.unlimited': 'Unlimited',
  'method.per_pay_period': 'Hours each pay period',
  'method.per_calendar_year': 'Hours each calendar year',
  'method.per_anniversary_year': 'Hours each work anniversary',
  'method.per_hour_worked': 'By hours worked',
  'method.per_hour_worked_no_overtime': 'By hours worked, overtime left out',
  'method.per_hour_paid': 'By hours paid',
  'method.per_hour_paid_no_overtime': 'By hours paid, overtime left out',
  'deactivate.done': 'Deactivated {name}. Its history stays; it takes no new requests.',
  'deactivate.refused':
    '{name} cannot be deactivated while requests on it are pending: approve or decline them first.',
  'deactivate.pendingCaption': 'Pending requests on {name}',
  'deactivate.review': 'Review the request of {name}, {dates}',
  'deactivate.failed': 'The policy could not be deactivated. Try again.',
  'error.network': 'The connection was lost. Check your network and try again.',
  'error.timeout': 'The service took too long to answer. Try again.',
  'error.generic': 'This could not be saved. Try again.',
});

/**
 * A key of the time off policy blocks' dictionary.
 *
 * @example
 * const key: TimeOffPoliciesMessageKey = 'list.title';
 */
export type TimeOffPoliciesMessageKey = keyof typeof timeOffPoliciesMessages.en;
