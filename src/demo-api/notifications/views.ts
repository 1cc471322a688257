import type { NotificationRecord } from './records';

/**
 * A notification as the service shows it (UPSTREAM-3 N.3): `due_at` always present (null when it
 * never expires), template variables as strings.
 *
 * @example
 * notificationView(record).category; // 'information_request'
 */
export function notificationView(record: NotificationRecord) {
  return {
    uuid: record.uuid,
    company_uuid: record.companyUuid,
    title: record.title,
    message: record.message,
    status: record.status,
    category: record.category,
    actionable: record.actionable,
    can_block_payroll: record.canBlockPayroll,
    published_at: record.publishedAt,
    due_at: record.dueAt,
    template_variables: { ...record.templateVariables },
    resources: record.resources.map((r) => ({ ...r })),
  };
}
