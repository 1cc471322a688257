import type { Endpoint } from '../endpoints';

// Contractor payments and payment groups (UPSTREAM-2 I.4); the demo's fund calls are not the library's
export const createContractorPayment = {
  method: 'POST',
  path: '/v1/companies/{company_id}/contractor_payments',
} as const satisfies Endpoint;
export const listContractorPayments = {
  method: 'GET',
  path: '/v1/companies/{company_id}/contractor_payments',
} as const satisfies Endpoint;
export const previewContractorPaymentDebitDate = {
  method: 'POST',
  path: '/v1/companies/{company_id}/contractor_payments/preview',
} as const satisfies Endpoint;
export const getContractorPayment = {
  method: 'GET',
  path: '/v1/companies/{company_id}/contractor_payments/{contractor_payment_id}',
} as const satisfies Endpoint;
export const cancelContractorPayment = {
  method: 'DELETE',
  path: '/v1/companies/{company_id}/contractor_payments/{contractor_payment_id}',
} as const satisfies Endpoint;
export const getContractorPaymentReceipt = {
  method: 'GET',
  path: '/v1/contractor_payments/{contractor_payment_id}/receipt',
} as const satisfies Endpoint;
export const previewContractorPaymentGroup = {
  method: 'POST',
  path: '/v1/companies/{company_id}/contractor_payment_groups/preview',
} as const satisfies Endpoint;
export const createContractorPaymentGroup = {
  method: 'POST',
  path: '/v1/companies/{company_id}/contractor_payment_groups',
} as const satisfies Endpoint;
export const listContractorPaymentGroups = {
  method: 'GET',
  path: '/v1/companies/{company_id}/contractor_payment_groups',
} as const satisfies Endpoint;
export const getContractorPaymentGroup = {
  method: 'GET',
  path: '/v1/contractor_payment_groups/{contractor_payment_group_id}',
} as const satisfies Endpoint;
export const cancelContractorPaymentGroup = {
  method: 'DELETE',
  path: '/v1/contractor_payment_groups/{contractor_payment_group_id}',
} as const satisfies Endpoint;
