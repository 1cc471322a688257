import { endpoint } from '../endpointRow';

// Contractor payments and payment groups (UPSTREAM-2 I.4); the demo's fund calls are not the library's
export const createContractorPayment = endpoint('POST', '/v1/companies/{company_id}/contractor_payments');
export const listContractorPayments = endpoint('GET', '/v1/companies/{company_id}/contractor_payments');
export const previewContractorPaymentDebitDate = endpoint(
  'POST',
  '/v1/companies/{company_id}/contractor_payments/preview',
);
export const getContractorPayment = endpoint(
  'GET',
  '/v1/companies/{company_id}/contractor_payments/{contractor_payment_id}',
);
export const cancelContractorPayment = endpoint(
  'DELETE',
  '/v1/companies/{company_id}/contractor_payments/{contractor_payment_id}',
);
export const getContractorPaymentReceipt = endpoint(
  'GET',
  '/v1/contractor_payments/{contractor_payment_id}/receipt',
);
export const previewContractorPaymentGroup = endpoint(
  'POST',
  '/v1/companies/{company_id}/contractor_payment_groups/preview',
);
export const createContractorPaymentGroup = endpoint(
  'POST',
  '/v1/companies/{company_id}/contractor_payment_groups',
);
export const listContractorPaymentGroups = endpoint(
  'GET',
  '/v1/companies/{company_id}/contractor_payment_groups',
);
export const getContractorPaymentGroup = endpoint(
  'GET',
  '/v1/contractor_payment_groups/{contractor_payment_group_id}',
);
export const cancelContractorPaymentGroup = endpoint(
  'DELETE',
  '/v1/contractor_payment_groups/{contractor_payment_group_id}',
);
