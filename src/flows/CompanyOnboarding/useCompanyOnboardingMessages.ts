import { useFormMessages } from '../shared/useFormMessages';
import { companyOnboardingMessages } from './messages';

/**
 * The translator of the company onboarding, with `fieldError` and `summary` (see `useFormMessages`).
 *
 * @example
 * const { t, fieldError } = useCompanyOnboardingMessages();
 * <EINField error={fieldError(errors, 'ein')} />
 */
export function useCompanyOnboardingMessages() {
  return useFormMessages(companyOnboardingMessages);
}
