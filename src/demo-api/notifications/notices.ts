import type { InformationRequestRecord } from '../informationRequests/records';
import { money } from '../money/money';
import type { RecoveryCaseRecord } from '../recoveryCases/records';
import type { DemoService } from '../service';
import type { WireInRequestRecord } from '../wireIn/records';
import { raiseNotification, resolveNotificationsOf } from './notificationRules';

/**
 * What each cause the demo has says when it raises its notification (DECISIONS 74), and the
 * one call each cause makes when it is resolved. The causes call these; nothing here reads them
 * back, so a cause area imports this file and not the other way round.
 */

/** Category of a wire-in request awaiting funds (the provider names none; DECISIONS 74 has the cause). */
export const WIRE_IN_CATEGORY = 'wire_in_request';

/** Category of forms the company must sign after onboarding. */
export const COMPANY_FORMS_CATEGORY = 'sign_company_documents';

/**
 * An information request was opened: the company must answer it (`information_request`).
 *
 * @example
 * notifyInformationRequest(service, record);
 */
export function notifyInformationRequest(service: DemoService, record: InformationRequestRecord): void {
  raiseNotification(service, {
    companyUuid: record.companyUuid,
    category: 'information_request',
    title: 'We need more information',
    message: record.blockingPayroll
      ? 'Answer the information request: payroll cannot run until it is approved.'
      : 'Answer the information request.',
    canBlockPayroll: record.blockingPayroll,
    dueAt: null,
    templateVariables: { information_request_uuid: record.uuid },
    resources: [],
    causeUuid: record.uuid,
  });
}

/**
 * A company debit came back: the company must resolve the recovery case
 * (`bank_error.company_ach_debit_failure`).
 *
 * @example
 * notifyRecoveryCase(service, record);
 */
export function notifyRecoveryCase(service: DemoService, record: RecoveryCaseRecord): void {
  raiseNotification(service, {
    companyUuid: record.companyUuid,
    category: 'bank_error.company_ach_debit_failure',
    title: 'A payroll debit failed',
    message: `The bank returned the company debit of $${money(record.eventTotalAmount)} (${record.latestErrorCode}). Resolve the recovery case to run payroll again.`,
    canBlockPayroll: true,
    dueAt: null,
    templateVariables: {
      error_code: record.latestErrorCode,
      amount_outstanding: money(record.amountOutstanding),
      check_date: record.checkDate,
    },
    resources: [
      { entity_type: 'RecoveryCase', entity_uuid: record.uuid },
      ...(record.payrollUuid ? [{ entity_type: 'Payroll', entity_uuid: record.payrollUuid }] : []),
    ],
    causeUuid: record.uuid,
  });
}

/**
 * A payment waits for the company's wire: due at the wire's deadline (expired if unpaid then).
 *
 * @example
 * notifyWireIn(service, record);
 */
export function notifyWireIn(service: DemoService, record: WireInRequestRecord): void {
  raiseNotification(service, {
    companyUuid: record.companyUuid,
    category: WIRE_IN_CATEGORY,
    title: 'Wire the payroll funds',
    message: `Wire $${money(record.requestedAmount)} with the tracking code ${record.trackingCode} before the deadline.`,
    canBlockPayroll: true,
    dueAt: record.deadline,
    templateVariables: {
      requested_amount: money(record.requestedAmount),
      wire_in_deadline: record.deadline,
      unique_tracking_code: record.trackingCode,
    },
    resources: [
      { entity_type: 'Wire In Request', entity_uuid: record.uuid },
      ...(record.paymentType === 'Payroll'
        ? [{ entity_type: 'Payroll', entity_uuid: record.paymentUuid }]
        : []),
    ],
    causeUuid: record.uuid,
  });
}

/**
 * Forms appeared after the company finished onboarding (a new state's registration): the
 * signatory must sign them (`sign_company_documents`), one notification for the company at a time.
 *
 * @example
 * notifyUnsignedCompanyForms(service, company.uuid, 1, signatoryUuid);
 */
export function notifyUnsignedCompanyForms(
  service: DemoService,
  companyUuid: string,
  unsigned: number,
  signatoryUuid: string | undefined,
): void {
  raiseNotification(service, {
    companyUuid,
    category: COMPANY_FORMS_CATEGORY,
    title: 'Sign the company forms',
    message:
      unsigned === 1
        ? 'A company form needs the signatory’s signature.'
        : `${unsigned} company forms need the signatory’s signature.`,
    canBlockPayroll: false,
    dueAt: null,
    templateVariables: { unsigned_forms: String(unsigned) },
    resources: signatoryUuid ? [{ entity_type: 'Signatory', entity_uuid: signatoryUuid }] : [],
    causeUuid: companyUuid,
  });
}

/**
 * A cause was resolved (a request answered, a case recovered, a wire sent, every form signed).
 *
 * @example
 * notificationCauseResolved(service, record.uuid);
 */
export function notificationCauseResolved(service: DemoService, causeUuid: string, category?: string): void {
  resolveNotificationsOf(service, causeUuid, category);
}
