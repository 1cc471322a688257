import { useFormMessages } from '../useFormMessages';
import { employeeStepMessages } from './employeeStepMessages';

/**
 * The translator of the employee detail blocks, with `fieldError` and `summary` (see
 * `useFormMessages`), the same in the onboarding and on the employee page.
 *
 * @example
 * const { t, fieldError } = useEmployeeStepMessages();
 * <TextField label={t('home.zip')} error={fieldError(errors, 'zip')} />
 */
export function useEmployeeStepMessages() {
  return useFormMessages(employeeStepMessages);
}
