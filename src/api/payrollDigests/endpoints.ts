import { endpoint } from '../endpointRow';

// Payroll digests (UPSTREAM-3 M.9): the partner's companies with their next payrolls (system token,
// through the proxy for a partner session only)
export const createPayrollDigest = endpoint('POST', '/v1/payroll_digests');
export const getPayrollDigest = endpoint('GET', '/v1/payroll_digests/{payroll_digest_uuid}');
