import { defineMessages } from '../../ui';

/**
 * Every string of the notifications screen in English (a notification's own title and message
 * are the service's). The Spanish is in `messages.es.ts` and reaches partners only through
 * `payroll-kit/locales/es`. Partners override a key as `notifications.<key>`.
 *
 * @example
 * const { t } = useScreenMessages(notificationsMessages);
 * t('list.title'); // 'Notifications'
 */
export const notificationsMessages = defineMessages('notifications', {
  'list.title': 'Notifications',
  'list.open': 'To do',
  'list.past': 'Resolved and expired',
  'list.empty.title': 'Nothing to do',
  'list.empty.description': 'When the company needs to act on something, it shows here.',
  'list.pastEmpty': 'No resolved or expired notifications.',
  'list.error': 'The notifications could not be loaded.',
  'list.published': 'Since {date}',
  'list.due': 'Due {date}',
  'list.blocking': 'Payroll blocking',
  'status.open': 'Open',
  'status.resolved': 'Resolved',
  'status.expired': 'Expired',
  'action.informationRequest': 'Answer the request',
  'action.recoveryCase': 'Resolve the failed debit',
  'action.companyForms': 'Sign the forms',
  'action.wireIn': 'Confirm the wire',
  'action.other': 'Open',
  'action.for': '{action}: {title}',
});

/**
 * A key of {@link notificationsMessages}.
 *
 * @example
 * const key: NotificationsMessageKey = 'list.title';
 */
export type NotificationsMessageKey = keyof typeof notificationsMessages.en;
