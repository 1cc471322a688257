import { endpoint } from '../endpointRow';

// Payroll cancellation batches (UPSTREAM-3 M.9): unprocessed payrolls of the partner's companies
// cancelled at once (system token, through the proxy for a partner session only)
export const createPayrollBatch = endpoint('POST', '/v1/payroll_batches');
export const getPayrollBatch = endpoint('GET', '/v1/payroll_batches/{payroll_batch_uuid}');
