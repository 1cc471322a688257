import type { OpenEnum } from '../common';
import type { PageQuery } from '../pagination';

/**
 * Where a notification is (contract.md#notifications): `open` until its cause is resolved
 * (`resolved`) or its `due_at` passes (`expired`). The service keeps it; it cannot be changed.
 *
 * @example
 * const current: NotificationStatus = 'open';
 */
export type NotificationStatus = OpenEnum<'open' | 'resolved' | 'expired'>;

/**
 * A record a notification is about (`RecoveryCase`, `Payroll`, `Wire In Request`, `Signatory`, …).
 *
 * @example
 * const recoveryCase = notification.resources.find((r) => r.entity_type === 'RecoveryCase');
 */
export interface NotificationResource {
  entity_type: string;
  entity_uuid: string;
  reference_type?: string;
  reference_uuid?: string;
}

/**
 * Something the company must act on (UPSTREAM-3 N.3), raised by its cause: an information request
 * (`information_request`), a returned debit (`bank_error.company_ach_debit_failure`), forms to
 * sign (`sign_company_documents`), a payment awaiting its wire (`wire_in_request`), … A partner
 * delivers it in its own product; `title` and `message` are suggested text, in English.
 *
 * @example
 * const badge = notifications.filter((n) => n.status === 'open').length;
 */
export interface CompanyNotification {
  uuid: string;
  company_uuid: string;
  title: string;
  message: string;
  status: NotificationStatus;
  category: string;
  actionable: boolean;
  can_block_payroll: boolean;
  published_at: string;
  /** When it expires unless resolved; null when it does not. */
  due_at: string | null;
  /** Fixed keys per category (`information_request_uuid`, `amount_outstanding`, …), strings. */
  template_variables?: Record<string, string>;
  resources: NotificationResource[];
}

/**
 * The list's query: one status (all by default) and the page.
 *
 * @example
 * const query: NotificationQuery = { status: 'open', per: 50 };
 */
export interface NotificationQuery extends PageQuery {
  status?: 'open' | 'resolved' | 'expired';
}
