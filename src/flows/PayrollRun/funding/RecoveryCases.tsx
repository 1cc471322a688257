import { useEffect, useRef, useState } from 'react';
import type { RecoveryCase } from '../../../api/recoveryCases/types';
import { isApiError } from '../../../api/errors';
import { useRecoveryCases, useRedebitRecoveryCase } from '../../../hooks/recoveryCases';
import {
  usePrimitives,
  useFormat,
  type Tone,
  Alert as DefaultAlert,
  Badge as DefaultBadge,
  Button as DefaultButton,
  Spinner as DefaultSpinner,
} from '../../../ui';
import { FigureList } from '../FigureList';
import { usePayrollMoneyMessages } from '../usePayrollMoneyMessages';
import { achReturnReasonKey } from './achReturnReason';

/** Props of {@link RecoveryCases}. */
export interface RecoveryCasesProps {
  companyId: string;
  /**
   * When the landing last read its blockers (`dataUpdatedAt`): the cases are read again with
   * them, so "Check again" shows a redebit collected.
   */
  checkedAt?: number;
}

const TONES: Record<string, Tone> = {
  open: 'danger',
  redebit_initiated: 'info',
  wire_initiated: 'info',
  lost: 'danger',
};

/**
 * The company's failed debits (recovery cases, contract.md#recovery-cases) still owed, as the
 * `pending_recovery_case` blocker they are: each with the debit's date, what the bank said (its
 * ACH return code in plain words: R01, R02, R16, R29, any other), the amount outstanding and where
 * it stands; an open one offers "Debit again" once the bank issue is fixed, after which it reads
 * "Debiting again" until collected. Focus stays on the case after the redebit.
 *
 * @example
 * <RecoveryCases companyId={companyId} checkedAt={blockers.dataUpdatedAt} />
 */
export function RecoveryCases({ companyId, checkedAt }: RecoveryCasesProps) {
  const { Alert, Badge, Button, Spinner } = usePrimitives({
    Alert: DefaultAlert,
    Badge: DefaultBadge,
    Button: DefaultButton,
    Spinner: DefaultSpinner,
  });
  const { t, lookup } = usePayrollMoneyMessages();
  const format = useFormat();
  const cases = useRecoveryCases(companyId);
  const redebit = useRedebitRecoveryCase(companyId);
  const [sent, setSent] = useState<{ uuid: string; amount: string }>();
  const [refusal, setRefusal] = useState<string>();
  const headings = useRef(new Map<string, HTMLHeadingElement>());

  const { refetch } = cases;
  const firstCheck = useRef(checkedAt);
  useEffect(() => {
    if (checkedAt !== firstCheck.current) void refetch();
  }, [checkedAt, refetch]);

  if (cases.isLoading) return <Spinner label={t('recovery.loading')} />;
  if (cases.error && !cases.data) return <Alert tone="danger">{t('recovery.error')}</Alert>;
  // Collected cases are done with (the peer's list hides them too).
  const owed = (cases.data ?? []).filter((item) => item.status !== 'recovered');
  if (owed.length === 0) return null;

  const caseName = (item: RecoveryCase) =>
    item.original_debit_date
      ? t('recovery.case', { date: format.date(item.original_debit_date) })
      : t('recovery.caseNoDate', { date: item.check_date ? format.date(item.check_date) : '—' });

  const debitAgain = async (item: RecoveryCase, amount: string) => {
    setRefusal(undefined);
    try {
      await redebit.mutateAsync(item.uuid);
      setSent({ uuid: item.uuid, amount });
    } catch (error) {
      setRefusal(
        isApiError(error)
          ? error.errors
              .map((entry) => entry.message)
              .filter(Boolean)
              .join(' ') || t('error.generic')
          : t('error.generic'),
      );
    }
    // The button goes once the case is debited again: focus stays on the case.
    headings.current.get(item.uuid)?.focus();
  };

  return (
    <section
      className="pk-payroll-run__section"
      aria-labelledby="pk-payroll-recovery-title"
      data-recovery-cases
    >
      <h3 id="pk-payroll-recovery-title" className="pk-payroll-run__subtitle">
        {t('recovery.title')}
      </h3>
      {refusal ? (
        <Alert tone="danger" onDismiss={() => setRefusal(undefined)}>
          {refusal}
        </Alert>
      ) : null}
      <ul className="pk-payroll-recovery" aria-label={t('recovery.caption')}>
        {owed.map((item) => {
          const status = item.status ?? 'open';
          const amount = item.amount_outstanding ? format.money(item.amount_outstanding) : '—';
          const code = item.latest_error_code ?? '';
          return (
            <li key={item.uuid} data-recovery-case={item.uuid} className="pk-payroll-run__section">
              <h4
                className="pk-payroll-run__subtitle"
                tabIndex={-1}
                ref={(element) => {
                  if (element) headings.current.set(item.uuid, element);
                  else headings.current.delete(item.uuid);
                }}
              >
                {caseName(item)}{' '}
                <Badge tone={TONES[status] ?? 'neutral'}>{lookup(`recovery.status.${status}`, status)}</Badge>
              </h4>
              <FigureList figures={[[t('recovery.outstanding'), amount, true]]} />
              {/* A sentence, not a figure: the bank's words and what to do read as one line. */}
              <p>
                <strong>{t('recovery.reason')}:</strong> {t(achReturnReasonKey(code), { code })}
              </p>
              <p className="pk-payroll-run__muted">{lookup(`recovery.statusWords.${status}`, '')}</p>
              {sent?.uuid === item.uuid && status !== 'open' ? (
                <p role="status">{t('recovery.redebit.sent', { amount: sent.amount })}</p>
              ) : null}
              {status === 'open' ? (
                <div className="pk-payroll-run__actions">
                  <Button
                    type="button"
                    loading={redebit.isPending && redebit.variables === item.uuid}
                    // Starts with the visible words, so voice control finds it (WCAG 2.5.3).
                    aria-label={t('recovery.redebitFor', { amount, case: caseName(item) })}
                    onClick={() => void debitAgain(item, amount)}
                    data-recovery-redebit
                  >
                    {t('recovery.redebit')}
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
