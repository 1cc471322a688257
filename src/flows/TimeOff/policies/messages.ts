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
  'form.addTitle': 'Add a time off policy',
  'form.editTitle': 'Edit {name}',
  'form.description':
    'How employees earn time off and what happens to it. Only the settings the accrual method uses are shown.',
  'form.save': 'Save policy',
  'form.cancel': 'Cancel',
  'form.loading': 'Loading the policy…',
  'form.loadError': 'The policy could not be loaded.',
  'form.placeholder': 'Choose…',
  'field.name': 'Policy name',
  'field.policy_type': 'Type',
  'field.accrual_method': 'How time off is earned',
  'field.accrual_rate': 'Hours earned',
  'field.accrual_rate.hint.per_pay_period': 'Hours added each pay period.',
  'field.accrual_rate.hint.yearly': 'Hours added each year.',
  'field.accrual_rate.hint.per_hour': 'Hours earned for each block of hours below.',
  'field.accrual_rate_unit': 'For every … hours',
  'field.accrual_rate_unit.hint': 'For example 30: one block of 30 hours earns the hours above.',
  'field.carryover_limit_hours': 'Most hours carried into a new year',
  'field.carryover_limit_hours.hint': 'Leave empty for no limit.',
  'field.max_accrual_hours_per_year': 'Most hours earned in a year',
  'field.max_accrual_hours_per_year.hint': 'Leave empty for no limit.',
  'field.max_hours': 'Most hours held at once',
  'field.max_hours.hint': 'Earning stops at this balance. Leave empty for no limit.',
  'field.accrual_waiting_period_days': 'Waiting period (days)',
  'field.accrual_waiting_period_days.hint': 'Days after the hire date before time off is earned.',
  'field.policy_reset_date': 'Reset date',
  'field.policy_reset_date.hint': 'The day the policy year starts, as MM-DD (01-01 for January 1).',
  'field.paid_out_on_termination': 'Pay out unused hours when employment ends',
  'help.unlimited': 'Employees take what they need: there is no balance, rate or cap.',
  'help.per_pay_period': 'A fixed number of hours is added every time a regular payroll is run.',
  'help.per_calendar_year': 'A fixed number of hours is given each calendar year.',
  'help.per_anniversary_year': 'A fixed number of hours is given on each work anniversary.',
  'help.per_hour_worked': 'Hours are earned for hours worked, overtime included.',
  'help.per_hour_worked_no_overtime': 'Hours are earned for hours worked, overtime left out.',
  'help.per_hour_paid': 'Hours are earned for hours paid, time off and overtime included.',
  'help.per_hour_paid_no_overtime': 'Hours are earned for hours paid, overtime left out.',
  'saved.created': 'Added the policy {name}.',
  'saved.updated': 'Saved the policy {name}.',
  'conflict.title': 'Someone else changed this policy',
  'conflict.description': 'Compare their values with yours and choose which to keep.',
  'conflict.field': 'Setting',
  'conflict.theirs': 'Their value',
  'conflict.yours': 'Your value',
  'conflict.keepMine': 'Keep my values',
  'conflict.useTheirs': 'Use their values',
  'conflict.empty': '(empty)',
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
