import { useEffect, useRef, useState } from 'react';
import type { TimeOffRequest } from '../../api/types';
import { useDeleteTimeOffRequest, useTimeOffBalances, useTimeOffRequests } from '../../hooks';
import {
  usePrimitives,
  useFormat,
  Alert as DefaultAlert,
  Button as DefaultButton,
  Spinner as DefaultSpinner,
  Table as DefaultTable,
  type TableColumn,
} from '../../ui';
import { useLateFocusRef } from '../shared/lazyScreen';
import { RowAction } from '../shared/RowAction';
import { usePolicyLabels } from './policyLabels';
import { SectionHeader } from './SectionHeader';
import type { PortalSectionProps } from './sectionProps';
import { TimeOffRequestForm } from './TimeOffRequestForm';
import { usePortalMessages } from './usePortalMessages';

type Balance = { policy_uuid: string; balance_hours: string | null; pending_hours: string | null };

/**
 * A person's time off: their balances by policy, their requests (newest first, with status), a
 * pending one cancelled by its row's button, and "Request time off" opening the request form
 * (focus on its heading; back on the button when it closes).
 *
 * @example
 * <TimeOffSection companyId={companyId} employeeId={employeeId} />
 */
export function TimeOffSection({ companyId, employeeId, headingRef, onEvent }: PortalSectionProps) {
  const { Alert, Button, Spinner, Table } = usePrimitives({
    Alert: DefaultAlert,
    Button: DefaultButton,
    Spinner: DefaultSpinner,
    Table: DefaultTable,
  });
  const { t, lookup } = usePortalMessages();
  const format = useFormat();
  const [view, setView] = useState<'list' | 'form'>('list');
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string }>();
  const formHeading = useLateFocusRef<HTMLHeadingElement>();
  const newButton = useRef<HTMLButtonElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const returnTo = useRef<'button' | 'notice' | undefined>(undefined);
  const balances = useTimeOffBalances(companyId, { employeeUuids: [employeeId] });
  const requests = useTimeOffRequests(companyId, { employeeUuids: [employeeId] });
  const cancel = useDeleteTimeOffRequest(companyId);
  const policyLabel = usePolicyLabels(companyId, employeeId);
  const mine: Balance[] =
    balances.data?.items.find((row) => row.employee_uuid === employeeId)?.balances ?? [];
  const dates = (request: TimeOffRequest) =>
    request.start_date === request.end_date
      ? format.date(request.start_date)
      : `${format.date(request.start_date)} – ${format.date(request.end_date)}`;

  useEffect(() => {
    if (view === 'form') formHeading.focus();
    else if (returnTo.current === 'notice') noticeRef.current?.focus();
    else if (returnTo.current === 'button') newButton.current?.focus();
    returnTo.current = undefined;
  }, [view, notice, formHeading]);

  if (view === 'form') {
    return (
      <TimeOffRequestForm
        companyId={companyId}
        employeeId={employeeId}
        policies={mine.map((balance, index) => ({
          value: balance.policy_uuid,
          label: policyLabel(balance.policy_uuid, index),
        }))}
        headingRef={formHeading}
        onCancel={() => {
          returnTo.current = 'button';
          setView('list');
        }}
        onSaved={(request) => {
          onEvent?.('timeOffRequest.created', { requestId: request.uuid });
          returnTo.current = 'notice';
          setNotice({ tone: 'success', text: t('timeOff.created', { dates: dates(request) }) });
          setView('list');
        }}
      />
    );
  }

  const balanceColumns: TableColumn<Balance>[] = [
    {
      key: 'policy',
      header: t('timeOff.policy'),
      cell: (row) => policyLabel(row.policy_uuid, mine.indexOf(row)),
    },
    {
      key: 'balance',
      header: t('timeOff.balance'),
      align: 'end',
      cell: (row) =>
        row.balance_hours === null ? t('timeOff.unlimited') : format.number(Number(row.balance_hours)),
    },
    {
      key: 'pending',
      header: t('timeOff.pending'),
      align: 'end',
      cell: (row) => format.number(Number(row.pending_hours ?? 0)),
    },
  ];
  const requestColumns: TableColumn<TimeOffRequest>[] = [
    { key: 'dates', header: t('timeOff.dates'), cell: dates },
    {
      key: 'hours',
      header: t('timeOff.total'),
      align: 'end',
      cell: (row) => format.number(Object.values(row.days).reduce((sum, hours) => sum + Number(hours), 0)),
    },
    {
      key: 'status',
      header: t('timeOff.status'),
      cell: (row) => lookup(`timeOff.status.${row.status}`, row.status),
    },
    {
      key: 'actions',
      header: t('timeOff.actions'),
      cell: (row) =>
        row.status === 'pending' ? (
          <RowAction
            variant="secondary"
            label={t('timeOff.cancel')}
            accessibleName={t('timeOff.cancelFor', { dates: dates(row) })}
            disabled={cancel.isPending}
            onClick={() =>
              cancel.mutate(row.uuid, {
                onSuccess: () => {
                  onEvent?.('timeOffRequest.cancelled', { requestId: row.uuid });
                  returnTo.current = 'notice';
                  setNotice({ tone: 'success', text: t('timeOff.cancelled', { dates: dates(row) }) });
                },
                onError: () => {
                  returnTo.current = 'notice';
                  setNotice({ tone: 'danger', text: t('timeOff.cancelError') });
                },
              })
            }
          />
        ) : null,
    },
  ];

  return (
    <section className="pk-flow-section" aria-labelledby="pk-portal-time-off">
      <SectionHeader id="pk-portal-time-off" title={t('timeOff.title')} headingRef={headingRef} />
      {notice ? (
        <div ref={noticeRef} tabIndex={-1}>
          <Alert tone={notice.tone}>{notice.text}</Alert>
        </div>
      ) : null}
      {balances.isError ? (
        <Alert tone="danger">{t('overview.balancesError')}</Alert>
      ) : balances.isLoading ? (
        <Spinner />
      ) : mine.length === 0 ? (
        <p>{t('overview.noBalances')}</p>
      ) : (
        <Table
          caption={t('timeOff.balances.caption')}
          columns={balanceColumns}
          rows={mine}
          rowKey={(row) => row.policy_uuid}
        />
      )}
      {mine.length > 0 ? (
        <div className="pk-flow-section__actions">
          <Button ref={newButton} onClick={() => setView('form')}>
            {t('timeOff.new')}
          </Button>
        </div>
      ) : null}
      {requests.isError ? (
        <Alert tone="danger">{t('timeOff.requests.error')}</Alert>
      ) : requests.isLoading ? (
        <Spinner />
      ) : (
        <Table
          caption={t('timeOff.requests.caption')}
          columns={requestColumns}
          rows={requests.data?.items ?? []}
          rowKey={(row) => row.uuid}
          empty={t('timeOff.requests.empty')}
        />
      )}
    </section>
  );
}
