import { useEffect, useMemo, useState, type Ref } from 'react';
import type { ContractorPayment } from '../../api/contractorPayments/types';
import { useCancelContractorPayment, useContractorPaymentGroup } from '../../hooks/contractorPayments';
import { useContractors } from '../../hooks/contractors';
import {
  usePrimitives,
  useFormat,
  type TableColumn,
  Alert as DefaultAlert,
  Button as DefaultButton,
  ConfirmDialog as DefaultConfirmDialog,
  Spinner as DefaultSpinner,
  Table as DefaultTable,
} from '../../ui';
import { RowAction } from '../shared/RowAction';
import { MoneyMovedTable } from '../shared/funding/MoneyMovedTable';
import { WireFunding } from '../shared/funding/WireFunding';
import { contractorName } from './contractorName';
import type { ContractorsEventHandler } from './events';
import { paidOut } from './paidOut';
import { PaymentStatusBadge } from './PaymentStatusBadge';
import { DetailList } from './DetailList';
import { useContractorsMessages } from './useContractorsMessages';

/** How often a group waiting for its wire looks for its funding. */
const WIRE_LOOK_AGAIN_MS = 3_000;

/** Props of {@link PaymentGroup}. */
export interface PaymentGroupProps {
  companyId: string;
  groupId: string;
  onReceipt?: (paymentId: string) => void;
  onBack?: () => void;
  /** A confirmation to show under the heading (after the payment was made). */
  notice?: string;
  onDismissNotice?: () => void;
  onEvent?: ContractorsEventHandler;
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * One payment group: its debit date and status, each contractor's payment with its method,
 * amount and status, "Cancel" on an unfunded one the service still lets go (asked first) and
 * "Receipt" on a funded direct deposit (an unfunded one says when its receipt will be ready);
 * while the admin's wire is awaited, the wire instructions and "I've sent the wire" (the payroll
 * run's own blocks); once funded, the money moved.
 *
 * @example
 * <PaymentGroup companyId={companyId} groupId={id} onReceipt={openReceipt} onBack={backToHistory} />
 */
export function PaymentGroup(props: PaymentGroupProps) {
  const { companyId, groupId, onReceipt, onBack, onEvent, headingRef } = props;
  const { Alert, Button, ConfirmDialog, Spinner, Table } = usePrimitives({
    Alert: DefaultAlert,
    Button: DefaultButton,
    ConfirmDialog: DefaultConfirmDialog,
    Spinner: DefaultSpinner,
    Table: DefaultTable,
  });
  const { t } = useContractorsMessages();
  const format = useFormat();
  const group = useContractorPaymentGroup(companyId, groupId);
  const names = useContractors(companyId, { per: 100 });
  const cancel = useCancelContractorPayment(companyId);
  const [asking, setAsking] = useState<ContractorPayment>();
  const [notice, setNotice] = useState<string>();
  const nameOf = (payment: ContractorPayment) => {
    const found = names.data?.items.find((c) => c.uuid === payment.contractor_uuid);
    return found ? contractorName(found) : '';
  };
  const data = group.data;
  // The money each funded direct deposit moved, read together, credits named by contractor.
  const fundedIds = (data?.contractor_payments ?? [])
    .filter((p) => p.uuid && p.status === 'Funded' && p.payment_method === 'Direct Deposit')
    .map((p) => p.uuid!)
    .join(' ');
  const movedQueries = useMemo(
    () =>
      (fundedIds ? fundedIds.split(' ') : []).map((uuid) => ({ contractor_payment_uuid: uuid, per: 100 })),
    [fundedIds],
  );
  // Paid by wire (the admin's choice at the fast-ACH blocker): the group is funded once the wire
  // is approved, which only the service knows; look again while it waits.
  const byWire =
    data?.status === 'Unfunded' &&
    (data.submission_blockers ?? []).some((b) => b.selected_option === 'wire_in');
  const { refetch, isFetching } = group;
  useEffect(() => {
    if (!byWire || isFetching) return;
    const timer = setTimeout(() => void refetch(), WIRE_LOOK_AGAIN_MS);
    return () => clearTimeout(timer);
  }, [byWire, isFetching, refetch]);
  const contractorItems = names.data?.items;
  const contractorNames = useMemo(
    () => new Map((contractorItems ?? []).map((c) => [c.uuid, contractorName(c)])),
    [contractorItems],
  );
  // A direct deposit has its receipt once funded: on its debit date, or once the wire is in.
  const receiptWhen = (payment: ContractorPayment) => {
    const debitDate = payment.debit_date ?? data?.debit_date;
    if (byWire) return t('group.receiptWire');
    return debitDate ? t('group.receiptWhen', { date: format.date(debitDate) }) : '';
  };
  const title = t('group.title', { date: data?.check_date ? format.date(data.check_date) : '' });

  const columns: TableColumn<ContractorPayment>[] = [
    { key: 'contractor', header: t('group.contractor'), cell: nameOf },
    // The amount next to the name: in a phone-width column it stays in view, the rest scrolls.
    { key: 'amount', header: t('group.amount'), align: 'end', cell: (row) => format.money(paidOut(row)) },
    {
      key: 'method',
      header: t('method.current'),
      cell: (row) => t(row.payment_method === 'Check' ? 'method.check' : 'method.directDeposit'),
    },
    {
      key: 'status',
      header: t('list.status'),
      cell: (row) => <PaymentStatusBadge status={row.status} />,
    },
    {
      key: 'actions',
      header: t('list.actions'),
      cell: (row) => (
        <span className="pk-flow-inline">
          {row.may_cancel ? (
            <RowAction
              label={t('group.cancel')}
              accessibleName={t('group.cancelFor', { name: nameOf(row) })}
              onClick={() => setAsking(row)}
            />
          ) : null}
          {onReceipt && row.uuid && row.status === 'Funded' && row.payment_method === 'Direct Deposit' ? (
            <RowAction
              label={t('group.receipt')}
              accessibleName={t('group.receiptFor', { name: nameOf(row) })}
              onClick={() => onReceipt(row.uuid!)}
            />
          ) : null}
          {row.status === 'Unfunded' && row.payment_method === 'Direct Deposit' ? (
            <span>{receiptWhen(row)}</span>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <section className="pk-flow-section" aria-labelledby="pk-contractor-group-title">
      <div className="pk-flow-section__header">
        <h2 id="pk-contractor-group-title" ref={headingRef} tabIndex={-1} className="pk-flow-section__title">
          {title}
        </h2>
        {data ? <PaymentStatusBadge status={data.status} /> : null}
      </div>
      {notice || props.notice ? (
        <Alert tone="success" onDismiss={notice ? () => setNotice(undefined) : props.onDismissNotice}>
          {notice ?? props.notice}
        </Alert>
      ) : null}
      {cancel.isError ? <Alert tone="danger">{t('group.cancelError')}</Alert> : null}
      {group.isLoading || !data ? (
        <Spinner label={t('group.loading')} />
      ) : (
        <>
          <DetailList
            items={[
              [t('payments.debitDate'), data.debit_date ? format.date(data.debit_date) : ''],
              [t('pay.totals.total'), format.money(data.totals?.amount ?? '0.00')],
            ]}
          />
          <Table
            caption={t('group.caption')}
            hideCaption
            columns={columns}
            rows={data.contractor_payments ?? []}
            rowKey={(row) => row.uuid ?? row.contractor_uuid}
          />
          {byWire && data.uuid ? (
            <WireFunding companyId={companyId} paymentId={data.uuid} payment="contractors" />
          ) : null}
          {movedQueries.length > 0 ? (
            <MoneyMovedTable companyId={companyId} queries={movedQueries} names={contractorNames} />
          ) : null}
        </>
      )}
      {onBack ? (
        <div className="pk-flow-section__actions">
          <Button type="button" variant="secondary" onClick={onBack}>
            {t('group.back')}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={asking !== undefined}
        onOpenChange={(open) => !open && setAsking(undefined)}
        tone="danger"
        title={t('group.cancel.title', { name: asking ? nameOf(asking) : '' })}
        description={t('group.cancel.description')}
        confirmLabel={t('group.cancel.confirm')}
        cancelLabel={t('group.cancel.keep')}
        loading={cancel.isPending}
        onConfirm={() => {
          const payment = asking;
          if (!payment?.uuid) return;
          void cancel.mutateAsync(payment.uuid).then(
            () => {
              setAsking(undefined);
              setNotice(t('group.cancelled', { name: nameOf(payment) }));
              onEvent?.('contractor_payment.cancelled', { paymentId: payment.uuid! });
            },
            () => setAsking(undefined),
          );
        }}
      />
    </section>
  );
}
