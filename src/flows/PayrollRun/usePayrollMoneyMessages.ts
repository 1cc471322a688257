import { useFormMessages } from '../shared/useFormMessages';
import { payrollMoneyMessages } from './moneyMessages';

/**
 * The translator of the payroll run's money screens (the wire, the failed debits), with
 * `fieldError` and `summary` for the confirm-sent form: their words load with them, in the run's
 * later chunk, not with the landing.
 *
 * @example
 * const { t, fieldError } = usePayrollMoneyMessages();
 */
export function usePayrollMoneyMessages() {
  return useFormMessages(payrollMoneyMessages);
}
