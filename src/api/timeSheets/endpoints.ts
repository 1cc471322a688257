import { endpoint } from '../endpointRow';

// Time tracking (UPSTREAM-3 N.7)
export const listTimeSheets = endpoint('GET', '/v1/companies/{company_id}/time_tracking/time_sheets');
export const createTimeSheet = endpoint('POST', '/v1/companies/{company_id}/time_tracking/time_sheets');
export const getTimeSheet = endpoint('GET', '/v1/time_tracking/time_sheets/{time_sheet_uuid}');
export const updateTimeSheet = endpoint('PUT', '/v1/time_tracking/time_sheets/{time_sheet_uuid}');
export const deleteTimeSheet = endpoint('DELETE', '/v1/time_tracking/time_sheets/{time_sheet_uuid}');
export const createPayrollSync = endpoint('POST', '/v1/companies/{company_id}/time_tracking/payroll_syncs');
export const getPayrollSync = endpoint('GET', '/v1/time_tracking/payroll_syncs/{payroll_sync_uuid}');
