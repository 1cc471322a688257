import { useCallback } from 'react';
import { useFormMessages } from '../../shared/useFormMessages';
import { timeOffPoliciesMessages } from './messages';

/**
 * The translator of the time off policy blocks (see `useFormMessages`), with the plain-language
 * label of a policy type and of an accrual method (an unknown one shows as sent).
 *
 * @example
 * const { t, methodLabel } = useTimeOffPoliciesMessages();
 * methodLabel('per_pay_period'); // 'Hours each pay period'
 */
export function useTimeOffPoliciesMessages() {
  const messages = useFormMessages(timeOffPoliciesMessages);
  const { lookup } = messages;
  const methodLabel = useCallback((method: string) => lookup(`method.${method}`, method), [lookup]);
  const typeLabel = useCallback((type: string) => lookup(`type.${type}`, type), [lookup]);
  return { ...messages, methodLabel, typeLabel };
}
