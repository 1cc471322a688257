import { useFlowMessages } from '../../ui';
import { payrollRunMessages } from './messages';

/**
 * The translator of the payroll run flow. Its forms check their fields by hand (no react-hook-form
 * error objects), so it is the plain flow translator, without `useFormMessages`' helpers.
 *
 * @example
 * const { t } = usePayrollRunMessages();
 * t('landing.title');
 */
export function usePayrollRunMessages() {
  return useFlowMessages(payrollRunMessages);
}
