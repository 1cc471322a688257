import { useFormMessages } from '../shared/useFormMessages';
import { payrollRunMessages } from './messages';

/**
 * The translator of the payroll run flow, with `fieldError` and `summary` (see `useFormMessages`).
 *
 * @example
 * const { t } = usePayrollRunMessages();
 * t('landing.title');
 */
export function usePayrollRunMessages() {
  return useFormMessages(payrollRunMessages);
}
