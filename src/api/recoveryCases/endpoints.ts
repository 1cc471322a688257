import { endpoint } from '../endpointRow';

// Recovery cases (UPSTREAM-3 M.5): a company's list; a redebit at the case's own path
export const listRecoveryCases = endpoint('GET', '/v1/companies/{company_id}/recovery_cases');
export const redebitRecoveryCase = endpoint('PUT', '/v1/recovery_cases/{recovery_case_uuid}/redebit');
