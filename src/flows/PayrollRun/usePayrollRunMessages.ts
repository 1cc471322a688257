import { useScreenMessages } from '../../ui';
import { payrollRunMessages } from './messages';

/**
 * The translator of the payroll run flow. Its checks have words of their own (and
 * `validation.required`, a core word), so it loads no validation words nor the form helpers.
 *
 * @example
 * const { t } = usePayrollRunMessages();
 * t('landing.title');
 */
export function usePayrollRunMessages() {
  return useScreenMessages(payrollRunMessages);
}
