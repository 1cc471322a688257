import type { PayrollClient } from '../client';
import type { CallOptions } from '../common';
import * as endpoints from '../endpointTable';
import { readPage, type Page } from '../pagination';
import type { AchTransaction, AchTransactionQuery } from './types';

/**
 * One page of the company's ACH transactions: a processed payroll's or contractor payment's
 * debits and credits (by `payroll_uuid` or `contractor_payment_uuid`), optionally of one direction
 * or transaction type.
 *
 * @example
 * const { items } = await listAchTransactions(client, companyId, { payroll_uuid: payroll.uuid });
 */
export async function listAchTransactions(
  client: PayrollClient,
  companyId: string,
  query: AchTransactionQuery = {},
  options: CallOptions = {},
): Promise<Page<AchTransaction>> {
  return readPage(
    await client.request<AchTransaction[]>(endpoints.listAchTransactions, {
      params: { company_id: companyId },
      query: { ...query },
      ...options,
    }),
    query,
  );
}
