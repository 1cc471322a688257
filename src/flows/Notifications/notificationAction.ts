import type { CompanyNotification } from '../../api/notifications/types';
import type { NotificationAction } from './events';

/** The action with the payroll it holds back, when the notification names one. */
function withPayroll(action: NotificationAction, payrollUuid: string | undefined): NotificationAction {
  return payrollUuid === undefined ? action : { ...action, payrollUuid };
}

/**
 * The action of a notification: the screen that resolves its cause, from its category, with the
 * record it names (the request's uuid of its template variables, or the resource of that kind)
 * and, for a failed debit or an awaited wire of a payroll, that payroll (the screen that resolves
 * both is `<PayrollRun payrollId>`).
 *
 * @example
 * notificationAction(notification); // { kind: 'recoveryCase', notificationId, category, entityUuid: 'rc-1', payrollUuid: 'p-1' }
 */
export function notificationAction(notification: CompanyNotification): NotificationAction {
  const base = { notificationId: notification.uuid, category: notification.category };
  const resource = (type: string) => notification.resources.find((r) => r.entity_type === type)?.entity_uuid;
  const withEntity = (
    kind: NotificationAction['kind'],
    entityUuid: string | undefined,
  ): NotificationAction => (entityUuid === undefined ? { ...base, kind } : { ...base, kind, entityUuid });
  switch (notification.category) {
    case 'information_request':
      return withEntity('informationRequest', notification.template_variables?.information_request_uuid);
    case 'bank_error.company_ach_debit_failure':
      return withPayroll(withEntity('recoveryCase', resource('RecoveryCase')), resource('Payroll'));
    case 'sign_company_documents':
      return { ...base, kind: 'companyForms' };
    case 'wire_in_request':
      return withPayroll(withEntity('wireIn', resource('Wire In Request')), resource('Payroll'));
    default:
      return { ...base, kind: 'other' };
  }
}
