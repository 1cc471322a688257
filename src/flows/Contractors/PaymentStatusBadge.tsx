import type { ContractorPayment } from '../../api/contractorPayments/types';
import { usePrimitives, Badge as DefaultBadge } from '../../ui';
import { useContractorsMessages } from './useContractorsMessages';

/**
 * Funded or Unfunded, for a payment or a payment group (a cancelled payment is gone from the
 * service, so there is no third state to show).
 *
 * @example
 * <PaymentStatusBadge status={group.status} />
 */
export function PaymentStatusBadge({ status }: { status: ContractorPayment['status'] }) {
  const { Badge } = usePrimitives({ Badge: DefaultBadge });
  const { t } = useContractorsMessages();
  const funded = status === 'Funded';
  return (
    <Badge tone={funded ? 'success' : 'warning'}>{t(funded ? 'payments.Funded' : 'payments.Unfunded')}</Badge>
  );
}
