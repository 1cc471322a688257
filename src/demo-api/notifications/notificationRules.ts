import type { DemoService } from '../service';
import { notifications, type NotificationRecord } from './records';

/**
 * One model every cause feeds (DECISIONS 74): a cause raises a notification (`open`, event
 * `notification.{category}.created`); when the cause is resolved it is `resolved`
 * (`notification.{category}.resolved`); when its `due_at` passes first it is `expired`
 * (`notification.{category}.expired`). Each event's entity is the notification (`Notification`).
 */

/** What a cause says when it raises a notification. */
export type Notice = Pick<
  NotificationRecord,
  | 'companyUuid'
  | 'category'
  | 'title'
  | 'message'
  | 'canBlockPayroll'
  | 'dueAt'
  | 'templateVariables'
  | 'resources'
  | 'causeUuid'
>;

function emit(
  service: DemoService,
  record: NotificationRecord,
  change: 'created' | 'resolved' | 'expired',
): void {
  service.emit(`notification.${record.category}.${change}`, 'Notification', record.uuid, record.companyUuid);
}

/**
 * The open notification of a cause, if any.
 *
 * @example
 * openNotificationOf(service, request.uuid)?.status; // 'open'
 */
export function openNotificationOf(service: DemoService, causeUuid: string, category?: string) {
  for (const record of service.store.table(notifications).values())
    if (
      record.causeUuid === causeUuid &&
      record.status === 'open' &&
      (!category || record.category === category)
    )
      return record;
  return undefined;
}

/**
 * Raises a notification for a cause (none when the cause already has one open of that category);
 * one with a `due_at` expires then unless resolved first.
 *
 * @example
 * raiseNotification(service, { companyUuid, category: 'information_request', title, message, canBlockPayroll: true, dueAt: null, templateVariables: {}, resources: [], causeUuid: request.uuid });
 */
export function raiseNotification(service: DemoService, notice: Notice): NotificationRecord {
  const existing = openNotificationOf(service, notice.causeUuid, notice.category);
  if (existing) return existing;
  const record: NotificationRecord = {
    ...notice,
    uuid: service.ids(),
    status: 'open',
    actionable: true,
    publishedAt: service.nowIso(),
    seq: service.store.nextSeq(),
  };
  service.store.table(notifications).set(record.uuid, record);
  emit(service, record, 'created');
  if (record.dueAt !== null) {
    const wait = Math.max(0, Date.parse(record.dueAt) - service.clock.now().getTime());
    service.clock.schedule(wait, () => {
      if (record.status !== 'open') return;
      record.status = 'expired';
      emit(service, record, 'expired');
    });
  }
  return record;
}

/**
 * Its cause is resolved: the cause's open notifications (of that category, when given) are
 * `resolved`.
 *
 * @example
 * resolveNotificationsOf(service, recoveryCase.uuid);
 */
export function resolveNotificationsOf(service: DemoService, causeUuid: string, category?: string): void {
  for (const record of service.store.table(notifications).values()) {
    if (record.causeUuid !== causeUuid || record.status !== 'open') continue;
    if (category && record.category !== category) continue;
    record.status = 'resolved';
    emit(service, record, 'resolved');
  }
}
