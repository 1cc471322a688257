import { root } from '../queryKeyRoot';

export const achTransactions = (companyId: string) =>
  [root, 'company', companyId, 'ach_transactions'] as const;
export const achTransactionList = (companyId: string, query: unknown) =>
  [...achTransactions(companyId), 'list', query] as const;
