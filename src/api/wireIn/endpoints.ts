import { endpoint } from '../endpointRow';

// Wire-in requests (UPSTREAM-3 M.4): a company's list, and each at its own path; no create
export const listWireInRequests = endpoint('GET', '/v1/companies/{company_id}/wire_in_requests');
export const getWireInRequest = endpoint('GET', '/v1/wire_in_requests/{wire_in_request_uuid}');
export const confirmWireInRequest = endpoint('PUT', '/v1/wire_in_requests/{wire_in_request_uuid}');
