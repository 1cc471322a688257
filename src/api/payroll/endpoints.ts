import { endpoint } from '../endpointRow';

// Payrolls (E)
export const listPayrolls = endpoint('GET', '/v1/companies/{company_id}/payrolls');
export const createOffCyclePayroll = endpoint('POST', '/v1/companies/{company_id}/payrolls');
export const getPayrollBlockers = endpoint('GET', '/v1/companies/{company_id}/payrolls/blockers');
export const getPayroll = endpoint('GET', '/v1/companies/{company_id}/payrolls/{payroll_id}');
export const updatePayroll = endpoint('PUT', '/v1/companies/{company_id}/payrolls/{payroll_id}');
export const preparePayroll = endpoint('PUT', '/v1/companies/{company_id}/payrolls/{payroll_id}/prepare');
export const calculatePayroll = endpoint('PUT', '/v1/companies/{company_id}/payrolls/{payroll_id}/calculate');
export const submitPayroll = endpoint('PUT', '/v1/companies/{company_id}/payrolls/{payroll_id}/submit');
export const cancelPayroll = endpoint('PUT', '/v1/companies/{company_id}/payrolls/{payroll_id}/cancel');
export const deletePayroll = endpoint('DELETE', '/v1/companies/{company_id}/payrolls/{payroll_id}');
export const skipPayroll = endpoint('POST', '/v1/companies/{company_id}/payrolls/skip');
export const getPayrollReceipt = endpoint('GET', '/v1/payrolls/{payroll_id}/receipt');
