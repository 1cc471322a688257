import { useFormMessages } from '../shared/useFormMessages';
import { onboardingMessages } from './messages';

/**
 * The translator of the onboarding steps, with `fieldError` and `summary` (see `useFormMessages`).
 *
 * @example
 * const { t, fieldError, summary } = useStepMessages();
 * <TextField error={fieldError(errors, 'zip')} />
 * <ErrorSummary errors={summary(formErrors)} />
 */
export function useStepMessages() {
  return useFormMessages(onboardingMessages);
}
