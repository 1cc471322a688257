import { endpoint } from '../endpointRow';

// ACH transactions (UPSTREAM-3 M.6): a company's debits and credits, read only
export const listAchTransactions = endpoint('GET', '/v1/companies/{company_id}/ach_transactions');
