import { useEffect, useId, useRef } from 'react';
import type { CompanyNotification } from '../../api/notifications/types';
import { useNotifications } from '../../hooks/notifications';
import {
  useFormat,
  usePrimitives,
  useScreenMessages,
  Alert as DefaultAlert,
  Badge as DefaultBadge,
  Button as DefaultButton,
  EmptyState as DefaultEmptyState,
  Skeleton as DefaultSkeleton,
} from '../../ui';
import type { NotificationAction, NotificationsEventHandler } from './events';
import { notificationsMessages } from './messages';
import { notificationAction } from './notificationAction';

/** Props of {@link Notifications}. */
export interface NotificationsProps {
  companyId: string;
  /** A notification's action was pressed: open the screen that resolves it (the partner routes). */
  onAction?: (action: NotificationAction) => void;
  onEvent?: NotificationsEventHandler;
  /** How often to read the notifications again, in milliseconds (default 60 s; `false`: never). */
  pollMs?: number | false;
}

/** Notifications read at once: the open ones are few, the past ones are the latest. */
const LIST_QUERY = { per: 100 } as const;

/**
 * The company's notifications (contract.md#notifications): the open ones newest first, each with
 * its title, message, since when, its due date, "Payroll blocking" when it can hold payroll back,
 * and its action (answer the request, resolve the failed debit, sign the forms, confirm the wire),
 * given to `onAction` for the partner to route; resolved and expired ones apart below. Read again
 * every minute; `onEvent('notification.received')` once for each open notification not shown
 * before (the first read's included), so a partner can badge its own navigation.
 *
 * @example
 * <PayrollProvider baseUrl="/api/payroll">
 *   <Notifications companyId={companyId} onAction={(action) => router.push(routeFor(action))} />
 * </PayrollProvider>
 */
export function Notifications({ companyId, onAction, onEvent, pollMs = 60_000 }: NotificationsProps) {
  const { Alert, Button, EmptyState, Skeleton } = usePrimitives({
    Alert: DefaultAlert,
    Button: DefaultButton,
    EmptyState: DefaultEmptyState,
    Skeleton: DefaultSkeleton,
  });
  const { t } = useScreenMessages(notificationsMessages);
  const headingId = useId();
  const query = useNotifications(companyId, LIST_QUERY, { poll: pollMs });
  const items = query.data?.items;
  const open = items?.filter((n) => n.status === 'open');
  const past = items?.filter((n) => n.status !== 'open');

  // Each open notification is announced once to the partner, however often the list is read.
  const announced = useRef(new Set<string>());
  useEffect(() => {
    for (const notification of items ?? []) {
      if (notification.status !== 'open' || announced.current.has(notification.uuid)) continue;
      announced.current.add(notification.uuid);
      onEvent?.('notification.received', {
        notificationId: notification.uuid,
        category: notification.category,
        title: notification.title,
        canBlockPayroll: notification.can_block_payroll,
      });
    }
  }, [items, onEvent]);

  const act = (notification: CompanyNotification) => {
    const action = notificationAction(notification);
    onEvent?.('notification.action', action);
    onAction?.(action);
  };

  let body;
  if (query.isError)
    body = (
      <Alert
        tone="danger"
        action={
          <Button type="button" variant="secondary" onClick={() => void query.refetch()}>
            {t('list.retry')}
          </Button>
        }
      >
        {t('list.error')}
      </Alert>
    );
  else if (!open || !past) body = <Skeleton lines={4} />;
  else
    body = (
      <>
        <h3 className="pk-flow-section__legend">{t('list.open')}</h3>
        {open.length === 0 ? (
          <EmptyState title={t('list.empty.title')} description={t('list.empty.description')} />
        ) : (
          <ul className="pk-notifications__list">
            {open.map((notification) => (
              <NotificationItem key={notification.uuid} notification={notification} onAct={act} />
            ))}
          </ul>
        )}
        <h3 className="pk-flow-section__legend">{t('list.past')}</h3>
        {past.length === 0 ? (
          <p className="pk-flow-section__description">{t('list.pastEmpty')}</p>
        ) : (
          <ul className="pk-notifications__list">
            {past.map((notification) => (
              <NotificationItem key={notification.uuid} notification={notification} />
            ))}
          </ul>
        )}
      </>
    );
  return (
    <section className="pk-flow-section pk-notifications" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1} className="pk-flow-section__title">
        {t('list.title')}
      </h2>
      {body}
    </section>
  );
}

/** One notification: its words, dates and badges; an open one's action button. */
function NotificationItem({
  notification,
  onAct,
}: {
  notification: CompanyNotification;
  onAct?: (notification: CompanyNotification) => void;
}) {
  const { Badge, Button } = usePrimitives({ Badge: DefaultBadge, Button: DefaultButton });
  const { t, lookup } = useScreenMessages(notificationsMessages);
  const format = useFormat();
  const action = t(`action.${notificationAction(notification).kind}`);
  const open = notification.status === 'open';
  return (
    <li className="pk-notifications__item">
      <h4 className="pk-notifications__title">{notification.title}</h4>
      <p className="pk-notifications__message">{notification.message}</p>
      <p className="pk-flow-section__description">
        {t('list.published', { date: format.date(notification.published_at) })}
        {notification.due_at ? ` · ${t('list.due', { date: format.date(notification.due_at) })}` : null}
      </p>
      <span className="pk-flow-inline">
        {open ? null : (
          <Badge tone={notification.status === 'resolved' ? 'success' : 'neutral'}>
            {lookup(`status.${notification.status}`, notification.status)}
          </Badge>
        )}
        {open && notification.can_block_payroll ? <Badge tone="danger">{t('list.blocking')}</Badge> : null}
        {open && onAct ? (
          <Button
            type="button"
            size="sm"
            data-notification-action={notification.uuid}
            aria-label={t('action.for', { action, title: notification.title })}
            onClick={() => onAct(notification)}
          >
            {action}
          </Button>
        ) : null}
      </span>
    </li>
  );
}
