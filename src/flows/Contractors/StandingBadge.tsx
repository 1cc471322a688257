import type { Contractor } from '../../api/contractors/types';
import { usePrimitives, useScreenMessages, Badge as DefaultBadge } from '../../ui';
import { contractorStanding } from './contractorName';
import { contractorListMessages } from './listMessages';

const standingTone = {
  active: 'success',
  dismissed: 'neutral',
  notInvited: 'neutral',
  invited: 'info',
  started: 'info',
  review: 'warning',
  onboarding: 'info',
} as const;

/**
 * Where a contractor stands (see `contractorStanding`), the same badge on the list and on their page.
 *
 * @example
 * <StandingBadge contractor={contractor} today="2026-06-15" />
 */
export function StandingBadge({ contractor, today }: { contractor: Contractor; today: string }) {
  const { Badge } = usePrimitives({ Badge: DefaultBadge });
  const { t } = useScreenMessages(contractorListMessages);
  const standing = contractorStanding(contractor, today);
  return <Badge tone={standingTone[standing]}>{t(`status.${standing}`)}</Badge>;
}
