import { defineTable } from '../store';

/** What a notification points at (UPSTREAM-3 N.3 `resources[]`). */
export interface NotificationResource {
  entity_type: string;
  entity_uuid: string;
}

/** Something the company must act on, fed by its cause (UPSTREAM-3 N.3, DECISIONS 74). */
export interface NotificationRecord {
  uuid: string;
  companyUuid: string;
  /** `information_request`, `bank_error.company_ach_debit_failure`, `sign_company_documents`, … */
  category: string;
  title: string;
  message: string;
  status: 'open' | 'resolved' | 'expired';
  actionable: boolean;
  canBlockPayroll: boolean;
  publishedAt: string;
  /** ISO date-time after which it expires; null when it does not. */
  dueAt: string | null;
  templateVariables: Record<string, string>;
  resources: NotificationResource[];
  /** The record whose resolution resolves it (a request, a case, a wire, the company for its forms). */
  causeUuid: string;
  seq: number;
}

/**
 * Every company's notifications, by uuid.
 *
 * @example
 * service.store.table(notifications).get(uuid);
 */
export const notifications = defineTable<NotificationRecord>('notifications');
