import type { Payroll } from '../../api/payroll/types';
import type { PayrollPhase } from '../../hooks';
import { usePrimitives, useFormat, Badge as DefaultBadge } from '../../ui';
import { moneyStateOf } from './moneyStep';
import { usePayrollRunMessages } from './usePayrollRunMessages';

/** Phases named after the service status they stand for, so the badge has words for them. */
const PHASE_STATUS: Partial<Record<PayrollPhase, string>> = {
  calculated: 'calculate_success',
  failed: 'processing_failed',
};

/** Props of {@link PayrollStatusBadge}. */
export interface PayrollStatusBadgeProps {
  payroll: Payroll;
  phase: PayrollPhase;
  /** The service scheduled the payments (`payroll.paid`, SPEC §6.2). */
  scheduled: boolean;
}

/**
 * A payroll's status in words true at this moment: its phase until it is submitted, then
 * "Submitted", "Debit on <date>" once the payments are scheduled, and "Paid on <check date>" only
 * from the check date ({@link moneyStateOf}). The landing and the run show the same badge.
 *
 * @example
 * <PayrollStatusBadge payroll={payroll} phase="paid" scheduled />
 */
export function PayrollStatusBadge({ payroll, phase, scheduled }: PayrollStatusBadgeProps) {
  const { Badge } = usePrimitives({ Badge: DefaultBadge });
  const { t } = usePayrollRunMessages();
  const format = useFormat();
  const money = phase === 'processed' || phase === 'paid' ? moneyStateOf(payroll, scheduled) : undefined;
  if (money?.step === 'paid')
    return <Badge status="paid">{t('run.paidOn', { date: format.date(money.check) })}</Badge>;
  if (money?.step === 'scheduled' && money.debit)
    return <Badge status="processed">{t('run.debitOn', { date: format.date(money.debit) })}</Badge>;
  return <Badge status={money ? 'submit_success' : (PHASE_STATUS[phase] ?? phase)} />;
}
