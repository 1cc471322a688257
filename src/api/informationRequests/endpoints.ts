import { endpoint } from '../endpointRow';

// Information requests (UPSTREAM-3 L.5): a company's list; the answers at the request's own path
export const listInformationRequests = endpoint('GET', '/v1/companies/{company_id}/information_requests');
export const submitInformationRequest = endpoint(
  'PUT',
  '/v1/information_requests/{information_request_uuid}/submit',
);
