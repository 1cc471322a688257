import { endpoint } from '../endpointRow';

// Flows (UPSTREAM-3 N.8): a link to the provider's hosted page for a flow of the company
export const createFlowLink = endpoint('POST', '/v1/companies/{company_id}/flows');
