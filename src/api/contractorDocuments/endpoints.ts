import { endpoint } from '../endpointRow';

// Contractor documents (W-9) and 1099 forms (UPSTREAM-2 I.5)
export const listContractorDocuments = endpoint('GET', '/v1/contractors/{contractor_id}/documents');
export const signContractorDocument = endpoint('PUT', '/v1/documents/{document_id}/sign');
export const listContractorForms = endpoint('GET', '/v1/contractors/{contractor_id}/forms');
export const getContractorFormPdf = endpoint('GET', '/v1/contractors/{contractor_id}/forms/{form_id}/pdf');
export const generateContractor1099 = endpoint('POST', '/v1/sandbox/generate_1099');
