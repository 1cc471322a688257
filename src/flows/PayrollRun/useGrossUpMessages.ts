import { useScreenMessages } from '../../ui';
import { payrollGrossUpMessages } from './grossUpMessages';

/**
 * The translator of an off-cycle payroll's withholding choices and its gross-up dialog: their
 * words load with the off-cycle form and the editor, in the run's later chunk.
 *
 * @example
 * const { t } = useGrossUpMessages();
 * t('grossUp.button');
 */
export function useGrossUpMessages() {
  return useScreenMessages(payrollGrossUpMessages);
}
