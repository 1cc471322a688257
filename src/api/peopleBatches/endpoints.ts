import { endpoint } from '../endpointRow';

// People batches (UPSTREAM-3 N.5): the bulk create of a company's employees, and its results
export const createPeopleBatch = endpoint('POST', '/v1/companies/{company_id}/people_batches');
export const getPeopleBatch = endpoint('GET', '/v1/people_batches/{people_batch_uuid}');
