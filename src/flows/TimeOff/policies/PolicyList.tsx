import { useState, type Ref } from 'react';
import type { PendingTimeOffRequest, TimeOffPolicy } from '../../../api/timeOff/types';
import { useDeactivateTimeOffPolicy, useTimeOffPolicyPage } from '../../../hooks/timeOff';
import { pendingRequestsOf } from '../../../hooks/timeOff/timeOffErrors';
import {
  usePrimitives,
  useFormat,
  type TableColumn,
  Button as DefaultButton,
  Badge as DefaultBadge,
  Alert as DefaultAlert,
} from '../../../ui';
import { ListLayout, listText } from '../../shared/ListLayout';
import { dateRange } from '../requestSummary';
import { RowAction } from '../../shared/RowAction';
import { useTimeOffPoliciesMessages } from './useTimeOffPoliciesMessages';

/** Props of {@link PolicyList}. */
export interface PolicyListProps {
  companyId: string;
  /** "Add policy" was pressed. */
  onAdd?: () => void;
  /** "Edit" was pressed on an active policy. */
  onEdit?: (policyId: string) => void;
  /** A pending request named by a refused deactivation was chosen, to review it. */
  onOpenRequest?: (requestId: string) => void;
  /** Rows per page. Default 25. */
  per?: number;
  /** The list heading, for a shell that puts focus back on it. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** A save's confirmation, shown above the table until dismissed. */
  notice?: string;
  onDismissNotice?: () => void;
}

/** The outcome of the last deactivation, shown above the table. */
type Outcome =
  | { kind: 'done'; name: string }
  | { kind: 'refused'; name: string; pending: PendingTimeOffRequest[] }
  | { kind: 'failed' };

/** One row's "Deactivate": its own mutation, the outcome reported to the list. */
function DeactivateButton({
  companyId,
  policy,
  onOutcome,
}: {
  companyId: string;
  policy: TimeOffPolicy;
  onOutcome: (outcome: Outcome) => void;
}) {
  const { t } = useTimeOffPoliciesMessages();
  const deactivate = useDeactivateTimeOffPolicy(companyId, policy.uuid);
  return (
    <RowAction
      loading={deactivate.isPending}
      accessibleName={t('list.deactivateFor', { name: policy.name })}
      onClick={() =>
        deactivate.mutate(undefined, {
          onSuccess: () => onOutcome({ kind: 'done', name: policy.name }),
          onError: (error) => {
            const pending = pendingRequestsOf(error);
            onOutcome(
              pending.length > 0 ? { kind: 'refused', name: policy.name, pending } : { kind: 'failed' },
            );
          },
        })
      }
      label={t('list.deactivate')}
    />
  );
}

/**
 * A company's time off policies, active and inactive, a page at a time: name (inactive ones
 * marked), type, accrual method in plain words, employees on it, and per active policy "Edit"
 * and "Deactivate". A deactivation refused while requests are pending says why and lists those
 * requests, each a button to review it.
 *
 * @example
 * <PolicyList companyId={companyId} onAdd={openAdd} onEdit={openEdit} onOpenRequest={openRequest} />
 */
export function PolicyList({
  companyId,
  onAdd,
  onEdit,
  onOpenRequest,
  per = 25,
  headingRef,
  notice,
  onDismissNotice,
}: PolicyListProps) {
  const { Button, Badge, Alert } = usePrimitives({
    Button: DefaultButton,
    Badge: DefaultBadge,
    Alert: DefaultAlert,
  });
  const { t, methodLabel, typeLabel } = useTimeOffPoliciesMessages();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const [outcome, setOutcome] = useState<Outcome>();
  const query = useTimeOffPolicyPage(companyId, { page, per });

  const columns: TableColumn<TimeOffPolicy>[] = [
    {
      key: 'name',
      header: t('list.name'),
      cell: (row) => (
        <>
          {row.name} {row.is_active ? null : <Badge tone="neutral">{t('list.inactive')}</Badge>}
        </>
      ),
    },
    { key: 'type', header: t('list.type'), cell: (row) => typeLabel(row.policy_type) },
    { key: 'accrual', header: t('list.accrual'), cell: (row) => methodLabel(row.accrual_method) },
    { key: 'employees', header: t('list.employees'), cell: (row) => format.number(row.employees.length) },
    {
      key: 'actions',
      header: t('list.actions'),
      cell: (row) =>
        row.is_active ? (
          <span className="pk-nowrap">
            {onEdit ? (
              <RowAction
                data-policy-edit={row.uuid}
                accessibleName={t('list.editFor', { name: row.name })}
                onClick={() => onEdit(row.uuid)}
                label={t('list.edit')}
              />
            ) : null}{' '}
            <DeactivateButton companyId={companyId} policy={row} onOutcome={setOutcome} />
          </span>
        ) : null,
    },
  ];

  const dates = (request: PendingTimeOffRequest) =>
    dateRange(format.date, request.start_date, request.end_date);
  const addButton = onAdd ? (
    <Button type="button" onClick={onAdd}>
      {t('list.add')}
    </Button>
  ) : null;
  const dismiss = () => setOutcome(undefined);

  return (
    <ListLayout
      title={t('list.title')}
      headingRef={headingRef}
      action={addButton}
      // The last deactivation's outcome, above the table (a refusal lists the pending requests).
      filters={
        outcome?.kind === 'refused' ? (
          <Alert tone="danger" onDismiss={dismiss}>
            <p>{t('deactivate.refused', { name: outcome.name })}</p>
            <ul aria-label={t('deactivate.pendingCaption', { name: outcome.name })}>
              {outcome.pending.map((request) => (
                <li key={request.uuid}>
                  {onOpenRequest ? (
                    <RowAction
                      onClick={() => onOpenRequest(request.uuid)}
                      label={t('deactivate.review', {
                        name: request.employee_name ?? '',
                        dates: dates(request),
                      })}
                    />
                  ) : (
                    `${request.employee_name ?? ''}, ${dates(request)}`
                  )}
                </li>
              ))}
            </ul>
          </Alert>
        ) : outcome ? (
          <Alert tone={outcome.kind === 'done' ? 'success' : 'danger'} onDismiss={dismiss}>
            {outcome.kind === 'done' ? t('deactivate.done', { name: outcome.name }) : t('deactivate.failed')}
          </Alert>
        ) : null
      }
      notice={notice ? { tone: 'success', text: notice } : undefined}
      onDismissNotice={onDismissNotice}
      query={query}
      rows={query.data?.items}
      columns={columns}
      rowKey={(row) => row.uuid}
      caption={t('list.caption')}
      text={listText(t)}
      skeletonLines={3}
      page={query.data}
      onPageChange={setPage}
    />
  );
}
