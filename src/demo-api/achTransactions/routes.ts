import { ApiError, invalidParameter } from '../errors';
import { companyParent, resourceRoutes } from '../resource';
import type { Route } from '../service';
import { achTransactionsOf, type AchTransaction } from './achTransactions';
import { achTransactionView } from './views';

/** The list's filters (UPSTREAM-3 M.6), each optional. */
interface AchFilters {
  payrollUuid: string | null;
  contractorPaymentUuid: string | null;
  transactionType: string | null;
  direction: string | null;
}

function readFilters(query: URLSearchParams): AchFilters {
  const direction = query.get('payment_direction');
  if (direction !== null && direction !== 'credit' && direction !== 'debit')
    throw new ApiError(422, [
      invalidParameter('payment_direction', 'payment_direction must be credit or debit.'),
    ]);
  return {
    payrollUuid: query.get('payroll_uuid'),
    contractorPaymentUuid: query.get('contractor_payment_uuid'),
    transactionType: query.get('transaction_type'),
    direction,
  };
}

function matches(t: AchTransaction, f: AchFilters): boolean {
  if (f.payrollUuid !== null && !(t.eventType === 'Payroll' && t.eventUuid === f.payrollUuid)) return false;
  if (
    f.contractorPaymentUuid !== null &&
    !(t.eventType === 'ContractorPayment' && t.eventUuid === f.contractorPaymentUuid)
  )
    return false;
  if (f.transactionType !== null && t.transactionType !== f.transactionType) return false;
  return f.direction === null || t.direction === f.direction;
}

/**
 * ACH transactions (UPSTREAM-3 M.6, DECISIONS 70): a company's debits and credits of processed
 * payrolls and funded contractor payments, filtered by payroll, contractor payment, transaction
 * type and direction, paged. Read only.
 *
 * @example
 * new Router(achTransactionRoutes);
 */
export const achTransactionRoutes: Route[] = resourceRoutes({
  collection: '/v1/companies/{company_id}/ach_transactions',
  scopes: { read: 'ach_transactions:read' },
  parent: companyParent,
  view: achTransactionView,
  list: {
    filters: readFilters,
    rows: (company, service, _request, filters) =>
      achTransactionsOf(service, company.uuid).filter((t) => matches(t, filters)),
  },
});
