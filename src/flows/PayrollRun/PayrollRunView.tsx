import { useCallback, useEffect, useMemo, useRef, useState, type Ref } from 'react';
import { isApiError } from '../../api/errors';
import {
  grossUpEarningOf,
  payrollRowName,
  PayrollRowsNotSavedError,
  type PayrollEditorRow,
  usePayrollEditor,
  usePayrollRunActions,
  usePayrollRunStatus,
  usePayrollRunSummary,
} from '../../hooks';
import { usePayrollPayFacts } from '../../hooks/payroll/usePayrollPayFacts';
import type { ApiErrorEntry } from '../../api/errorBody';
import {
  usePrimitives,
  useFormat,
  Button as DefaultButton,
  Badge as DefaultBadge,
  Alert as DefaultAlert,
  ConfirmDialog as DefaultConfirmDialog,
  Skeleton as DefaultSkeleton,
} from '../../ui';
import { BlockerList } from './BlockerList';
import type { PayrollRunEventHandler } from './events';
import { expectedCheckDate, isLate } from './payrollDates';
import { payrollDeadlineText } from '../shared/payrollDeadline';
import { moneyStateOf } from './moneyStep';
import { PayrollStatusBadge } from './PayrollStatusBadge';
import { NotOnPayroll } from './editor/NotOnPayroll';
import { PayrollEditor } from './editor/PayrollEditor';
import { GrossUpDialog } from './editor/GrossUpDialog';
import { WireFunding } from '../shared/funding/WireFunding';
import { MoneyMoved } from './receipt/MoneyMoved';
import { PayrollReceipt } from './receipt/PayrollReceipt';
import { PrintChecks } from './receipt/PrintChecks';
import { PayrollReview } from './review/PayrollReview';
import { RunProgress } from './review/RunProgress';
import { SubmitPanel } from './review/SubmitPanel';
import { usePayrollRunMessages } from './usePayrollRunMessages';
import { toPayrollRunModel } from './payrollRunModel';
import { runScreen } from './runScreens';

/** Props of {@link PayrollRunView}. */
export interface PayrollRunViewProps {
  companyId: string;
  payrollId: string;
  /** Back to the landing. */
  onBack: () => void;
  onEvent?: PayrollRunEventHandler;
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * One payroll's run, drawn from where the service says it stands, so leaving and coming back (or
 * a reload) resumes it: the editor while unprocessed, live progress while calculating, the review
 * and submission once calculated (editing again warns that it clears the calculation), live
 * progress while submitting, then the receipt, `paid` when it is, and cancel while cancellable.
 * A failed calculation or submission is explained and can be retried.
 *
 * @example
 * <PayrollRunView companyId={companyId} payrollId={payrollId} onBack={showLanding} />
 */
export function PayrollRunView({ companyId, payrollId, onBack, onEvent, headingRef }: PayrollRunViewProps) {
  const { Button, Badge, Alert, ConfirmDialog, Skeleton } = usePrimitives({
    Button: DefaultButton,
    Badge: DefaultBadge,
    Alert: DefaultAlert,
    ConfirmDialog: DefaultConfirmDialog,
    Skeleton: DefaultSkeleton,
  });
  const messages = usePayrollRunMessages();
  const { t, locale } = messages;
  const format = useFormat();
  const status = usePayrollRunStatus(companyId, payrollId);
  const [editing, setEditing] = useState(false);
  const [confirmEdit, setConfirmEdit] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [actionError, setActionError] = useState<string>();
  const [blockers, setBlockers] = useState<ApiErrorEntry[]>([]);
  const phase = status.phase;
  // Which screen each phase shows is one table (runScreens.ts).
  const screen = phase ? runScreen(phase, editing) : undefined;
  const editable = screen === 'editor';
  const editor = usePayrollEditor(companyId, payrollId, {
    enabled: phase !== undefined,
    prepare: editable,
    sortBy: 'last_name',
    onRowsSaved: (employeeIds) => onEvent?.('payroll.saved', { payrollId, employeeIds }),
    onConflict: (employeeId) => onEvent?.('payroll.conflict', { payrollId, employeeId }),
  });
  // Salaries and hourly rates for the pay column: one employee-list request per 100 employees.
  const pay = usePayrollPayFacts(companyId, {
    enabled: phase !== undefined,
    periodEnd: status.payroll?.pay_period.end_date,
  }).data;
  // The review's rows (with gross and net once calculated); not followed while editing.
  const reviewRows = useMemo(
    () =>
      editable || editor.rowIds.length === 0
        ? undefined
        : editor.rowIds.flatMap((id) => editor.store.getRow(id)?.compensation ?? []),
    [editable, editor],
  );
  const actions = usePayrollRunActions(companyId, payrollId, { editor: editable ? editor : undefined });
  const summary = usePayrollRunSummary(companyId, payrollId, {
    enabled: phase !== undefined && phase !== 'unprocessed' && phase !== 'calculating',
  });
  const run = toPayrollRunModel(status, actions, summary.data);
  // A new step can change totals, blockers and dates: read the summary again; once calculated,
  // read the rows again too, now with each employee's gross and net (contract.md#payroll-run).
  const refetchSummary = summary.refetch;
  const reloadRows = editor.reload;
  useEffect(() => {
    if (phase && phase !== 'unprocessed' && phase !== 'calculating') void refetchSummary();
    if (phase === 'calculated' || phase === 'processed') void reloadRows();
  }, [phase, refetchSummary, reloadRows]);

  // Tell the partner about each transition once.
  const last = useRef(phase);
  useEffect(() => {
    if (!phase || last.current === phase) return;
    const before = last.current;
    last.current = phase;
    if (!before) return;
    if (phase === 'calculated') setEditing(false);
    if (phase === 'failed') onEvent?.('payroll.failed', { payrollId, errors: run.errors.map(errorSummary) });
    // Each phase's event is named for it; submitting is told by the submit itself.
    else if (phase !== 'submitting' && phase !== 'unprocessed') onEvent?.(`payroll.${phase}`, { payrollId });
  }, [phase, payrollId, onEvent, run.errors]);

  const attempt = async (action: () => Promise<void>) => {
    setActionError(undefined);
    setBlockers([]);
    try {
      await action();
    } catch (error) {
      if (error instanceof Error) onEvent?.('error', { error });
      if (error instanceof PayrollRowsNotSavedError) {
        setActionError(t('editor.notSaved', { count: error.rows }));
        return;
      }
      if (isApiError(error)) {
        const payrollBlockers = error.errors.filter((entry) => entry.category === 'payroll_blocker');
        if (payrollBlockers.length > 0) {
          setBlockers(payrollBlockers);
          onEvent?.('payroll.blocked', {
            blockers: payrollBlockers.map((entry) => String(entry.metadata?.key ?? '')),
          });
          return;
        }
        setActionError(
          error.errors
            .map((entry) => entry.message)
            .filter(Boolean)
            .join(' ') || t('error.generic'),
        );
        return;
      }
      setActionError(t('error.generic'));
    }
  };

  const calculate = () =>
    attempt(async () => {
      await editor.flush();
      await run.calculate();
    });

  const payroll = run.payroll;
  // A dismissal payroll is the final pay of the one person it pays, named once their row is read.
  const dismissed = payroll?.off_cycle_reason === 'Dismissed employee';
  const firstRow = editor.rowIds[0] ? editor.store.getRow(editor.rowIds[0])?.compensation : undefined;
  const finalPayOf = dismissed && firstRow ? payrollRowName(firstRow) : '';
  // A bonus or correction payroll's rows offer "Pay a net amount" (DECISIONS 71).
  const grossUpEarning = payroll ? grossUpEarningOf(payroll) : undefined;
  const { store } = editor;
  const grossUpTool = useCallback(
    (row: PayrollEditorRow) =>
      grossUpEarning ? (
        <GrossUpDialog
          payrollId={payrollId}
          row={row.compensation}
          name={payrollRowName(row.compensation)}
          earning={grossUpEarning}
          onApply={(edit) => store.edit(row.employeeUuid, edit)}
        />
      ) : null,
    [grossUpEarning, payrollId, store],
  );
  const title = payroll
    ? t(finalPayOf ? 'run.titleFinalPay' : payroll.off_cycle ? 'run.titleOffCycle' : 'run.title', {
        name: finalPayOf,
        start: format.date(payroll.pay_period.start_date),
        end: format.date(payroll.pay_period.end_date),
      })
    : t('run.loading');

  // A submitted payroll's money (moneyStep.ts), for the receipt's steps and the cancel dialog.
  const money =
    payroll && (phase === 'processed' || phase === 'paid')
      ? moneyStateOf(payroll, phase === 'paid')
      : undefined;
  const moneyDates = {
    debit: money?.debit ? format.date(money.debit) : '—',
    check: money ? format.date(money.check) : '—',
  };

  let body;
  if (run.loadError) {
    body = (
      <Alert
        tone="danger"
        action={
          <Button type="button" variant="secondary" onClick={run.retry}>
            {t('list.retry')}
          </Button>
        }
      >
        {t('run.loadError')}
      </Alert>
    );
  } else if (!payroll || !phase) {
    body = <Skeleton lines={5} />;
  } else if (editable) {
    body = (
      <>
        {payroll.off_cycle || !pay ? null : <NotOnPayroll names={pay.inOnboarding} />}
        <PayrollEditor
          editor={editor}
          pay={pay}
          rowTool={grossUpEarning ? grossUpTool : undefined}
          actions={({ invalidCount }) => (
            <div className="pk-payroll-run__actions">
              <Button
                type="button"
                onClick={() => (invalidCount > 0 ? setActionError(t('editor.fixFirst')) : void calculate())}
                data-payroll-calculate
              >
                {t('editor.calculate')}
              </Button>
            </div>
          )}
        />
      </>
    );
  } else if (screen === 'calculating') {
    body = <RunProgress part="calculate" current="calculating" />;
  } else if (screen === 'failed') {
    body = (
      <>
        <Alert tone="danger" title={t('failed.title')}>
          <ul className="pk-payroll-run__blockers">
            {(run.errors.length ? run.errors : [{ message: t('failed.unknown') } as ApiErrorEntry]).map(
              (entry, index) => (
                <li key={index}>{explainError(entry, messages)}</li>
              ),
            )}
          </ul>
          <p>{t('failed.whatToDo')}</p>
        </Alert>
        {payroll.submission_blockers?.some((blocker) => blocker.status !== 'resolved') ? (
          <SubmitPanel
            payroll={payroll}
            submitting={run.submitting}
            onSubmit={(choices) => attempt(() => run.submit(choices))}
          />
        ) : (
          <div className="pk-payroll-run__actions">
            <Button type="button" onClick={() => void calculate()} data-payroll-retry>
              {t('list.retry')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setEditing(true)}>
              {t('review.editAgain')}
            </Button>
          </div>
        )}
      </>
    );
  } else if (screen === 'review') {
    body = (
      <>
        <RunProgress part="calculate" current="calculated" done />
        <PayrollReview payroll={payroll} rows={reviewRows} />
        <SubmitPanel
          payroll={payroll}
          submitting={run.submitting}
          onSubmit={(choices) =>
            attempt(async () => {
              await run.submit(choices);
              onEvent?.('payroll.submitted', { payrollId });
            })
          }
        >
          <Button type="button" variant="secondary" onClick={() => setConfirmEdit(true)}>
            {t('review.editAgain')}
          </Button>
        </SubmitPanel>
        <ConfirmDialog
          open={confirmEdit}
          onOpenChange={setConfirmEdit}
          title={t('review.editAgain.title')}
          description={t('review.editAgain.description')}
          confirmLabel={t('review.editAgain.confirm')}
          cancelLabel={t('review.editAgain.cancel')}
          onConfirm={() => {
            setConfirmEdit(false);
            setEditing(true);
          }}
        />
      </>
    );
  } else if (screen === 'submitting') {
    // A payroll funded by wire waits here for it: the instructions and the confirm-sent form.
    body = (
      <>
        <RunProgress part="submit" current="submitting" />
        <WireFunding companyId={companyId} paymentId={payrollId} />
      </>
    );
  } else {
    // The receipt (processed or paid): read-only (contract.md#payroll-run), and cancel while the service allows it.
    const cancellable = payroll.payroll_status_meta?.cancellable === true;
    // Words follow the money: submitted, then payments scheduled (`payroll.paid`, SPEC §6.2), and
    // paid only from the check date (the receipt is shown for processed and paid only).
    const step = money?.step ?? 'submitted';
    body = (
      <>
        <RunProgress part="submit" current={step} done={step !== 'submitted'} dates={moneyDates} />
        <Alert tone="info">{t('run.readOnly')}</Alert>
        <PayrollReview payroll={payroll} rows={reviewRows} />
        <PayrollReceipt payrollId={payrollId} payroll={payroll} rows={reviewRows} />
        <PrintChecks payrollId={payrollId} />
        <MoneyMoved companyId={companyId} payrollId={payrollId} />
        <div className="pk-payroll-run__actions">
          {cancellable ? (
            <Button type="button" variant="danger" onClick={() => setConfirmCancel(true)}>
              {t('cancel.button')}
            </Button>
          ) : (
            <p className="pk-payroll-run__muted">
              {t('cancel.notAllowed', { deadline: payrollDeadlineText(payroll.payroll_deadline, locale) })}
            </p>
          )}
        </div>
        <ConfirmDialog
          open={confirmCancel}
          onOpenChange={setConfirmCancel}
          tone="danger"
          title={t('cancel.title')}
          description={t('cancel.description', moneyDates)}
          confirmLabel={t('cancel.button')}
          cancelLabel={t('cancel.keep')}
          loading={run.cancelling}
          onConfirm={() =>
            void attempt(async () => {
              await run.cancel();
              setConfirmCancel(false);
              onEvent?.('payroll.cancelled', { payrollId });
            })
          }
        />
      </>
    );
  }

  return (
    <section className="pk-payroll-run__section" aria-labelledby="pk-payroll-run-title">
      <div className="pk-flow-section__header pk-payroll-run__header">
        <h2 id="pk-payroll-run-title" ref={headingRef} tabIndex={-1} className="pk-flow-section__title">
          {title}
        </h2>
        <Button type="button" variant="ghost" onClick={onBack}>
          {t('run.back')}
        </Button>
      </div>
      {payroll && phase ? (
        <p className="pk-payroll-run__meta">
          <PayrollStatusBadge payroll={payroll} phase={phase} scheduled={phase === 'paid'} />{' '}
          <span>{t('run.checkDate', { date: format.date(expectedCheckDate(payroll)) })}</span>{' '}
          {!payroll.processed ? (
            <span>{t('run.deadline', { date: payrollDeadlineText(payroll.payroll_deadline, locale) })}</span>
          ) : null}{' '}
          {isLate(payroll) ? <Badge tone="warning">{t('landing.late')}</Badge> : null}
        </p>
      ) : null}
      {blockers.length > 0 ? (
        <BlockerList
          blockers={blockers.map((entry) => ({
            key: String(entry.metadata?.key ?? 'unknown'),
            message: entry.message ?? '',
          }))}
        />
      ) : null}
      {actionError ? (
        <Alert tone="danger" onDismiss={() => setActionError(undefined)}>
          {actionError}
        </Alert>
      ) : null}
      {body}
    </section>
  );
}

function errorSummary(entry: ApiErrorEntry): { message?: string; key?: string } {
  return {
    message: entry.message,
    key: typeof entry.metadata?.key === 'string' ? entry.metadata.key : entry.error_key,
  };
}

/** A processing error in words: a payroll blocker by its key, otherwise the service's message. */
function explainError(entry: ApiErrorEntry, { t, lookup }: ReturnType<typeof usePayrollRunMessages>): string {
  const key = typeof entry.metadata?.key === 'string' ? entry.metadata.key : undefined;
  const message = entry.message ?? t('failed.unknown');
  return entry.category === 'payroll_blocker' && key ? lookup(`blocker.${key}`, message) : message;
}
