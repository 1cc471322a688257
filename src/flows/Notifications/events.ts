/**
 * Where a notification's action leads: the screen that resolves its cause, which the partner
 * routes (its own page with `<InformationRequests/>`, a recovery case's redebit, the forms to
 * sign in `<CompanyOnboarding/>`, the wire's confirmation), or `other` for a category this version
 * has no screen for.
 *
 * @example
 * const action: NotificationAction = { kind: 'informationRequest', notificationId: 'n-1', category: 'information_request', entityUuid: 'ir-1' };
 */
export interface NotificationAction {
  kind: 'informationRequest' | 'recoveryCase' | 'companyForms' | 'wireIn' | 'other';
  notificationId: string;
  category: string;
  /** The record to open, when the notification names one (the request, the case, the wire). */
  entityUuid?: string;
  /**
   * The payroll a failed debit or an awaited wire holds back, when it is a payroll's: open
   * `<PayrollRun payrollId>` on it, where the case is redebited and the wire confirmed.
   */
  payrollUuid?: string;
}

/**
 * What `<Notifications onEvent>` reports, by event type.
 *
 * @example
 * const payload: NotificationsEventMap['notification.received'] = { notificationId: 'n-1', category: 'information_request', title: 'We need more information', canBlockPayroll: true };
 */
export interface NotificationsEventMap {
  /** An open notification this screen had not shown before (each once): badge the partner's own navigation. */
  'notification.received': {
    notificationId: string;
    category: string;
    title: string;
    canBlockPayroll: boolean;
  };
  /** A notification's action was pressed (also given to `onAction`). */
  'notification.action': NotificationAction;
  error: { error: Error };
}

/**
 * The `onEvent` callback of {@link NotificationsEventMap} events.
 *
 * @example
 * const onEvent: NotificationsEventHandler = (type, payload) => analytics.track(type, payload);
 */
export type NotificationsEventHandler = <T extends keyof NotificationsEventMap>(
  type: T,
  payload: NotificationsEventMap[T],
) => void;

/**
 * Every event type `<Notifications onEvent>` reports.
 *
 * @example
 * notificationsEventTypes.includes('notification.received'); // true
 */
export const notificationsEventTypes = [
  'notification.received',
  'notification.action',
  'error',
] as const satisfies ReadonlyArray<keyof NotificationsEventMap>;
