import { useEffect, useRef, useState, type Ref } from 'react';
import type { TimeOffRequest, TimeOffRequestStatus } from '../../api/timeOff/types';
import { useReviewTimeOffRequest, useTimeOffPolicies, useTimeOffRequests } from '../../hooks/timeOff';
import {
  usePrimitives,
  useFormat,
  type TableColumn,
  Button as DefaultButton,
  Badge as DefaultBadge,
  Select as DefaultSelect,
} from '../../ui';
import { onIdle } from '../../ui/onIdle';
import { ListLayout } from '../shared/ListLayout';
import { usePrefetchOnIdle } from '../shared/lazyScreen';
import type { TimeOffEventHandler } from './events';
import { useEmployeeOptions } from './employeeOptions';
import { DeclineDialog, RequestDetails } from './lazyScreens';
import { refusalText } from './refusal';
import { dateRange, requestSummary } from './requestSummary';
import { RowAction } from '../shared/RowAction';
import { useTimeOffScreenMessages } from './useTimeOffScreenMessages';

/** The statuses the list can be narrowed to (contract.md#errors: anything else is refused). */
const FILTERS = ['all', 'pending', 'approved', 'declined', 'consumed'] as const;

/** A line above the table: a confirmation or the service's refusal. */
export interface TimeOffNotice {
  tone: 'success' | 'danger';
  text: string;
}

/** Props of {@link RequestList}. */
export interface RequestListProps {
  companyId: string;
  /** "Request time off" was pressed. */
  onAdd?: () => void;
  onEvent?: TimeOffEventHandler;
  /** A confirmation to show above the table (e.g. after a request was created). */
  notice?: TimeOffNotice;
  onNotice?: (notice: TimeOffNotice | undefined) => void;
  /** The list heading, for a shell that puts focus back on it. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Rows per page. Default 25. */
  per?: number;
  /** A request to open at once (e.g. one a refused policy deactivation named). */
  openRequestId?: string;
}

/**
 * The company's time off requests: employee, type, dates, hours and a status badge, narrowed by
 * status through the service's `status` filter. Pending requests can be approved; pending and
 * approved ones declined, with a note. A refusal by the service (a colleague got there first)
 * shows as an alert and the list reloads to the request's real status.
 *
 * @example
 * <RequestList companyId={companyId} onAdd={openForm} />
 */
export function RequestList({
  companyId,
  onAdd,
  onEvent,
  notice,
  onNotice,
  headingRef,
  per = 25,
  openRequestId,
}: RequestListProps) {
  const { Button, Badge, Select } = usePrimitives({
    Button: DefaultButton,
    Badge: DefaultBadge,
    Select: DefaultSelect,
  });
  const { t } = useTimeOffScreenMessages();
  const format = useFormat();
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('all');
  const [declining, setDeclining] = useState<TimeOffRequest>();
  const [employee, setEmployee] = useState('');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState(openRequestId);
  const [focusTarget, setFocusTarget] = useState<string>();
  const section = useRef<HTMLDivElement>(null);
  const query = useTimeOffRequests(companyId, {
    page,
    per,
    status: filter === 'all' ? undefined : [filter as TimeOffRequestStatus],
    employeeUuids: employee ? [employee] : undefined,
    sortOrder: 'asc',
  });
  const { options: employeeOptions } = useEmployeeOptions(companyId);
  const policies = useTimeOffPolicies(companyId);
  const review = useReviewTimeOffRequest(companyId);
  // The decline dialog and the details load after the list (lazy). The dialog mounts, closed, on
  // the first idle moment (its code and the dialog engine are fetched then), or at once when
  // Decline is pressed before that.
  const [declineMounted, setDeclineMounted] = useState(false);
  useEffect(() => onIdle(() => setDeclineMounted(true)), []);
  usePrefetchOnIdle(DeclineDialog, RequestDetails);

  // After an action the button pressed may be gone: move focus to the row's next action or the heading.
  useEffect(() => {
    if (!focusTarget) return;
    const root = section.current;
    const target =
      root?.querySelector<HTMLElement>(`[data-request-decline="${focusTarget}"]`) ??
      root?.querySelector<HTMLElement>(`[data-request-details="${focusTarget}"]`) ??
      root?.querySelector<HTMLElement>('h2');
    target?.focus();
    setFocusTarget(undefined);
  }, [focusTarget, query.data]);

  const name = (request: TimeOffRequest) => request.employee?.full_name ?? t('list.unknownEmployee');
  const dates = (request: TimeOffRequest) => {
    const { start, end } = requestSummary(request);
    return dateRange(format.date, start, end);
  };
  const policyName = (request: TimeOffRequest) => {
    const policy = policies.data?.find((candidate) => candidate.uuid === request.policy_uuid);
    if (policy) return policy.name;
    if (request.policy_type === 'vacation') return t('list.vacation');
    if (request.policy_type === 'sick') return t('list.sick');
    return request.policy_type ?? '—';
  };

  const refused = async (error: unknown) => {
    onNotice?.({ tone: 'danger', text: t('list.refused', { reason: refusalText(t, error) }) });
    if (error instanceof Error) onEvent?.('error', { error });
    await query.refetch();
    setFocusTarget('heading');
  };

  const approve = async (request: TimeOffRequest) => {
    onNotice?.(undefined);
    try {
      await review.mutateAsync({ requestId: request.uuid, decision: 'approve' });
    } catch (error) {
      await refused(error);
      return;
    }
    onEvent?.('timeOffRequest.approved', { requestId: request.uuid });
    onNotice?.({ tone: 'success', text: t('list.approved', { name: name(request) }) });
    setFocusTarget(request.uuid);
  };

  const decline = async (request: TimeOffRequest, employerNote: string) => {
    await review.mutateAsync({ requestId: request.uuid, decision: 'decline', employerNote });
    onEvent?.('timeOffRequest.declined', { requestId: request.uuid });
    onNotice?.({ tone: 'success', text: t('list.declined', { name: name(request) }) });
    setFocusTarget('heading');
  };

  const columns: TableColumn<TimeOffRequest>[] = [
    { key: 'employee', header: t('list.employee'), cell: (row) => name(row) },
    { key: 'policy', header: t('list.policy'), cell: (row) => policyName(row) },
    { key: 'dates', header: t('list.dates'), cell: (row) => dates(row) },
    { key: 'hours', header: t('list.hours'), cell: (row) => format.number(requestSummary(row).hours) },
    {
      key: 'status',
      header: t('list.status'),
      cell: (row) => (
        <>
          <Badge status={row.status} />
          {row.status === 'declined' && row.employer_note ? (
            <span className="pk-time-off-note">{t('list.declineNote', { note: row.employer_note })}</span>
          ) : null}
        </>
      ),
    },
    {
      key: 'actions',
      header: t('list.actions'),
      cell: (row) => (
        <span className="pk-flow-inline">
          {row.status === 'pending' ? (
            <RowAction
              variant="primary"
              accessibleName={t('list.approveFor', { name: name(row), dates: dates(row) })}
              disabled={review.isPending}
              onClick={() => void approve(row)}
              label={t('list.approve')}
            />
          ) : null}{' '}
          {row.status === 'pending' || row.status === 'approved' ? (
            <RowAction
              data-request-decline={row.uuid}
              accessibleName={t('list.declineFor', { name: name(row), dates: dates(row) })}
              onClick={() => {
                onNotice?.(undefined);
                setDeclining(row);
              }}
              label={t('list.decline')}
            />
          ) : null}{' '}
          <RowAction
            data-request-details={row.uuid}
            accessibleName={t('list.detailsFor', { name: name(row), dates: dates(row) })}
            aria-expanded={opened === row.uuid}
            onClick={() => setOpened(opened === row.uuid ? undefined : row.uuid)}
            label={t('list.details')}
          />
        </span>
      ),
    },
  ];

  const addButton = onAdd ? (
    <Button type="button" data-time-off-add onClick={onAdd}>
      {t('list.add')}
    </Button>
  ) : null;
  const filtered = filter !== 'all' || Boolean(employee);

  return (
    <div ref={section} className="pk-flow-section">
      <ListLayout
        title={t('list.title')}
        headingRef={headingRef}
        action={addButton}
        actionAlwaysInHeader
        filters={
          <div className="pk-time-off-filters">
            <Select
              label={t('list.filter')}
              options={FILTERS.map((value) => ({ value, label: t(`list.filter.${value}`) }))}
              value={filter}
              onChange={(event) => {
                setFilter(event.target.value as (typeof FILTERS)[number]);
                setPage(1);
              }}
            />
            <Select
              label={t('list.filterEmployee')}
              options={[{ value: '', label: t('list.filterEmployee.all') }, ...employeeOptions]}
              value={employee}
              onChange={(event) => {
                setEmployee(event.target.value);
                setPage(1);
              }}
            />
          </div>
        }
        notice={notice}
        onDismissNotice={() => onNotice?.(undefined)}
        query={query}
        rows={query.data?.items}
        columns={columns}
        rowKey={(row) => row.uuid}
        caption={t('list.caption')}
        text={{
          error: t('list.error'),
          retry: t('list.retry'),
          emptyTitle: t('list.empty.title'),
          emptyDescription: t(filtered ? 'list.empty.filtered' : 'list.empty.description'),
        }}
        page={query.data}
        onPageChange={setPage}
      >
        {opened ? (
          <RequestDetails
            companyId={companyId}
            requestId={opened}
            policyName={policyName}
            onEvent={onEvent}
            onNotice={onNotice}
            onClose={() => {
              setFocusTarget(opened);
              setOpened(undefined);
            }}
          />
        ) : null}
        {declineMounted || declining ? (
          <DeclineDialog
            request={declining}
            loading={review.isPending}
            onDecline={decline}
            onRefused={(error) => void refused(error)}
            onClose={() => setDeclining(undefined)}
          />
        ) : null}
      </ListLayout>
    </div>
  );
}
