import { useEffect, useRef, useState, type Ref } from 'react';
import type { Payroll, PayrollBlocker } from '../../../api/payroll/types';
import { payrollPhase, useDeletePayroll, usePayrollBlockers, usePayrolls } from '../../../hooks';
import {
  usePrimitives,
  useFormat,
  type TableColumn,
  Button as DefaultButton,
  Badge as DefaultBadge,
  ConfirmDialog as DefaultConfirmDialog,
} from '../../../ui';
import { lazyScreen } from '../../shared/lazyScreen';
import { QueryTable } from '../../shared/QueryTable';
import { ListPages } from '../../shared/ListPages';
import { RowAction } from '../../shared/RowAction';
import { BlockerList, type PayrollBlockerFix } from '../BlockerList';
import type { PayrollRunEventHandler } from '../events';
import { expectedCheckDate, isLate, upcomingWindow } from '../payrollDates';
import { payrollDeadlineText } from '../../shared/payrollDeadline';
import { PayrollStatusBadge } from '../PayrollStatusBadge';
import { usePayrollRunMessages } from '../usePayrollRunMessages';

const HISTORY_PER = 10;

/** The failed debits, with the run's later screens: fetched only when a recovery case blocks payroll. */
const RecoveryCases = lazyScreen(() => import('../laterScreens').then((module) => module.RecoveryCases));

/** Props of {@link PayrollLanding}. */
export interface PayrollLandingProps {
  companyId: string;
  /** Run (or continue, or view) a payroll. */
  onOpen: (payrollId: string) => void;
  /** "New off-cycle payroll" was pressed; the button shows only when this is given. */
  onNewOffCycle?: () => void;
  /** "Fix" on a blocker an onboarding step clears; the button shows only when this is given. */
  onFixBlocker?: (fix: PayrollBlockerFix) => void;
  /** "Fix" on the `pending_information_request` blocker; the button shows only when this is given. */
  onOpenInformationRequests?: () => void;
  onEvent?: PayrollRunEventHandler;
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * Where a payroll run starts: the company's payroll blockers, each explained with what to do; the
 * upcoming regular payrolls by pay period with their run-by deadline and check date (a late one
 * says so); off-cycle payrolls not yet run; and the processed history with its totals, paged.
 * Run stays disabled while any blocker stands, and `onEvent('payroll.blocked')` names them.
 *
 * @example
 * <PayrollLanding companyId={companyId} onOpen={(id) => setPayroll(id)} />
 */
export function PayrollLanding({
  companyId,
  onOpen,
  onNewOffCycle,
  onFixBlocker,
  onOpenInformationRequests,
  onEvent,
  headingRef,
}: PayrollLandingProps) {
  const { Button, Badge, ConfirmDialog } = usePrimitives({
    Button: DefaultButton,
    Badge: DefaultBadge,
    ConfirmDialog: DefaultConfirmDialog,
  });
  const { t, locale } = usePayrollRunMessages();
  const format = useFormat();
  const [historyPage, setHistoryPage] = useState(1);
  const [window] = useState(() => upcomingWindow());
  const blockers = usePayrollBlockers(companyId);
  const upcoming = usePayrolls(companyId, {
    processingStatuses: ['unprocessed'],
    payrollTypes: ['regular'],
    include: ['payroll_status_meta'],
    ...window,
    per: 100,
  });
  const offCycle = usePayrolls(companyId, {
    processingStatuses: ['unprocessed'],
    payrollTypes: ['off_cycle'],
    include: ['payroll_status_meta'],
    ...window,
    per: 100,
  });
  const remove = useDeletePayroll(companyId);
  const [deleting, setDeleting] = useState<Payroll>();
  const history = usePayrolls(companyId, {
    processingStatuses: ['processed'],
    payrollTypes: ['regular', 'off_cycle', 'external'],
    include: ['totals'],
    page: historyPage,
    per: HISTORY_PER,
  });

  const blockerList: PayrollBlocker[] = blockers.data ?? [];
  const blocked = blockerList.length > 0;
  const blockerKeys = blockerList.map((blocker) => blocker.key).join(',');
  const reported = useRef<string>(undefined);
  useEffect(() => {
    if (!blockerKeys || reported.current === blockerKeys) return;
    reported.current = blockerKeys;
    onEvent?.('payroll.blocked', { blockers: blockerKeys.split(',') });
  }, [blockerKeys, onEvent]);

  // The blockers cleared while focus was on them ("Check again", a failed debit collected): the
  // list goes, so focus goes to the heading rather than fall to <body>.
  const wasBlocked = useRef(blocked);
  useEffect(() => {
    const cleared = wasBlocked.current && !blocked;
    wasBlocked.current = blocked;
    if (cleared && (!document.activeElement || document.activeElement === document.body))
      document.getElementById('pk-payroll-landing-title')?.focus();
  }, [blocked]);

  const period = (payroll: Payroll) =>
    `${format.date(payroll.pay_period.start_date)} – ${format.date(payroll.pay_period.end_date)}`;

  const status = (payroll: Payroll) => {
    return (
      <span className="pk-payroll-run__badges">
        {/* A processed payroll's debit is scheduled; "Paid" waits for its check date. */}
        <PayrollStatusBadge payroll={payroll} phase={payrollPhase(payroll)} scheduled />
        {isLate(payroll) ? (
          <Badge
            tone="warning"
            title={t('landing.lateHint', { date: format.date(expectedCheckDate(payroll)) })}
          >
            {t('landing.late')}
          </Badge>
        ) : null}
      </span>
    );
  };

  const runButton = (payroll: Payroll) => {
    const started = payrollPhase(payroll) !== 'unprocessed';
    const label = started ? 'landing.continue' : 'landing.title';
    return (
      <RowAction
        variant="primary"
        label={t(label)}
        accessibleName={t(started ? 'landing.continueFor' : 'landing.runFor', { period: period(payroll) })}
        disabled={blocked}
        aria-describedby={blocked ? 'pk-payroll-run-disabled' : undefined}
        data-payroll-run={payroll.uuid}
        onClick={() => onOpen(payroll.uuid)}
      />
    );
  };

  const dateCell = (payroll: Payroll) => (
    <span className="pk-payroll-run__stack">
      <span className="pk-nowrap">{format.date(expectedCheckDate(payroll))}</span>
      {isLate(payroll) && expectedCheckDate(payroll) !== payroll.check_date ? (
        <s className="pk-payroll-run__muted pk-nowrap">{format.date(payroll.check_date)}</s>
      ) : null}
    </span>
  );

  const upcomingColumns: TableColumn<Payroll>[] = [
    {
      key: 'period',
      header: t('landing.period'),
      cell: (row) => <span className="pk-nowrap">{period(row)}</span>,
    },
    {
      key: 'deadline',
      header: t('landing.deadline'),
      cell: (row) => payrollDeadlineText(row.payroll_deadline, locale),
    },
    { key: 'check', header: t('landing.checkDate'), cell: dateCell },
    { key: 'status', header: t('landing.status'), cell: status },
    { key: 'actions', header: t('landing.actions'), cell: runButton },
  ];
  const reason = (row: Payroll) => row.off_cycle_reason ?? t('type.offCycle');
  const offCycleColumns: TableColumn<Payroll>[] = [
    { key: 'reason', header: t('landing.reason'), cell: reason },
    ...upcomingColumns.slice(0, -1),
    {
      key: 'actions',
      header: t('landing.actions'),
      // Not run yet, so it can go (UPSTREAM E.1): the only way out short of paying it.
      cell: (row) => (
        <span className="pk-flow-inline">
          {runButton(row)}
          <RowAction
            label={t('landing.delete')}
            accessibleName={t('landing.deleteFor', { period: period(row) })}
            onClick={() => setDeleting(row)}
          />
        </span>
      ),
    },
  ];
  const historyColumns: TableColumn<Payroll>[] = [
    {
      key: 'period',
      header: t('landing.period'),
      cell: (row) => <span className="pk-nowrap">{period(row)}</span>,
    },
    {
      key: 'type',
      header: t('landing.reason'),
      cell: (row) =>
        row.external
          ? t('type.external')
          : row.off_cycle
            ? (row.off_cycle_reason ?? t('type.offCycle'))
            : t('type.regular'),
    },
    { key: 'check', header: t('landing.checkDate'), cell: (row) => format.date(row.check_date) },
    {
      key: 'debit',
      header: t('landing.totalDebit'),
      align: 'end',
      cell: (row) => (row.totals?.company_debit ? format.money(row.totals.company_debit) : '—'),
    },
    {
      key: 'actions',
      header: t('landing.actions'),
      cell: (row) => (
        <RowAction
          label={t('landing.view')}
          accessibleName={t('landing.viewFor', { period: period(row) })}
          onClick={() => onOpen(row.uuid)}
        />
      ),
    },
  ];

  const text = (prefix: 'landing.upcoming' | 'landing.history') => ({
    error: t('landing.error'),
    retry: t('list.retry'),
    emptyTitle: t(`${prefix}.empty`),
    emptyDescription: t(`${prefix}.emptyDescription`),
  });

  return (
    <section className="pk-payroll-run__section" aria-labelledby="pk-payroll-landing-title">
      <div className="pk-flow-section__header pk-payroll-run__header">
        <h2 id="pk-payroll-landing-title" ref={headingRef} tabIndex={-1} className="pk-flow-section__title">
          {t('landing.title')}
        </h2>
        {onNewOffCycle ? (
          <Button
            type="button"
            variant="secondary"
            data-payroll-off-cycle
            onClick={onNewOffCycle}
            disabled={blocked}
          >
            {t('landing.offCycle.new')}
          </Button>
        ) : null}
      </div>
      {blocked ? (
        <BlockerList
          blockers={blockerList}
          onRecheck={() => void blockers.refetch()}
          onFix={onFixBlocker}
          onOpenInformationRequests={onOpenInformationRequests}
        />
      ) : null}
      {blockerList.some((blocker) => blocker.key === 'pending_recovery_case') ? (
        <RecoveryCases companyId={companyId} checkedAt={blockers.dataUpdatedAt} />
      ) : null}
      {blocked ? (
        <p id="pk-payroll-run-disabled" className="pk-payroll-run__muted">
          {t('landing.runDisabled')}
        </p>
      ) : null}

      <h3 className="pk-payroll-run__subtitle">{t('landing.upcoming')}</h3>
      <QueryTable
        query={upcoming}
        rows={upcoming.data?.items}
        columns={upcomingColumns}
        rowKey={(row) => row.uuid}
        caption={t('landing.upcoming.caption')}
        text={text('landing.upcoming')}
        skeletonLines={2}
      />

      {offCycle.data && offCycle.data.items.length > 0 ? (
        <>
          <h3 className="pk-payroll-run__subtitle">{t('landing.offCycle')}</h3>
          <QueryTable
            query={offCycle}
            rows={offCycle.data.items}
            columns={offCycleColumns}
            rowKey={(row) => row.uuid}
            caption={t('landing.offCycle.caption')}
            text={text('landing.upcoming')}
          />
        </>
      ) : null}

      <ConfirmDialog
        open={deleting !== undefined}
        onOpenChange={(open) => {
          if (!open) setDeleting(undefined);
        }}
        tone="danger"
        title={t('landing.delete.title')}
        description={
          deleting
            ? t('landing.delete.description', { reason: reason(deleting), period: period(deleting) })
            : ''
        }
        confirmLabel={t('landing.delete.confirm')}
        cancelLabel={t('landing.delete.keep')}
        loading={remove.isPending}
        onConfirm={() => {
          const payrollId = deleting!.uuid;
          remove.mutate(payrollId, {
            onSuccess: () => {
              setDeleting(undefined);
              onEvent?.('payroll.deleted', { payrollId });
            },
            onError: (error) => {
              setDeleting(undefined);
              onEvent?.('error', { error });
            },
          });
        }}
      />

      <h3 className="pk-payroll-run__subtitle">{t('landing.history')}</h3>
      <QueryTable
        query={history}
        rows={history.data?.items}
        columns={historyColumns}
        rowKey={(row) => row.uuid}
        caption={t('landing.history.caption')}
        text={text('landing.history')}
        skeletonLines={3}
      />
      <ListPages page={history.data} label={t('landing.history')} onPageChange={setHistoryPage} />
    </section>
  );
}
