import type { Endpoint } from '../endpoints';

// Payrolls (E)
export const listPayrolls = {
  method: 'GET',
  path: '/v1/companies/{company_id}/payrolls',
} as const satisfies Endpoint;
export const createOffCyclePayroll = {
  method: 'POST',
  path: '/v1/companies/{company_id}/payrolls',
} as const satisfies Endpoint;
export const getPayrollBlockers = {
  method: 'GET',
  path: '/v1/companies/{company_id}/payrolls/blockers',
} as const satisfies Endpoint;
export const getPayroll = {
  method: 'GET',
  path: '/v1/companies/{company_id}/payrolls/{payroll_id}',
} as const satisfies Endpoint;
export const updatePayroll = {
  method: 'PUT',
  path: '/v1/companies/{company_id}/payrolls/{payroll_id}',
} as const satisfies Endpoint;
export const preparePayroll = {
  method: 'PUT',
  path: '/v1/companies/{company_id}/payrolls/{payroll_id}/prepare',
} as const satisfies Endpoint;
export const calculatePayroll = {
  method: 'PUT',
  path: '/v1/companies/{company_id}/payrolls/{payroll_id}/calculate',
} as const satisfies Endpoint;
export const submitPayroll = {
  method: 'PUT',
  path: '/v1/companies/{company_id}/payrolls/{payroll_id}/submit',
} as const satisfies Endpoint;
export const cancelPayroll = {
  method: 'PUT',
  path: '/v1/companies/{company_id}/payrolls/{payroll_id}/cancel',
} as const satisfies Endpoint;
export const deletePayroll = {
  method: 'DELETE',
  path: '/v1/companies/{company_id}/payrolls/{payroll_id}',
} as const satisfies Endpoint;
export const skipPayroll = {
  method: 'POST',
  path: '/v1/companies/{company_id}/payrolls/skip',
} as const satisfies Endpoint;
export const getPayrollReceipt = {
  method: 'GET',
  path: '/v1/payrolls/{payroll_id}/receipt',
} as const satisfies Endpoint;
