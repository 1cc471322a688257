import { endpoint } from '../endpointRow';

// Pay schedules (C)
export const listPaySchedules = endpoint('GET', '/v1/companies/{company_id}/pay_schedules');
export const createPaySchedule = endpoint('POST', '/v1/companies/{company_id}/pay_schedules');
export const previewPaySchedule = endpoint('GET', '/v1/companies/{company_id}/pay_schedules/preview');
export const getPayScheduleAssignments = endpoint(
  'GET',
  '/v1/companies/{company_id}/pay_schedules/assignments',
);
export const previewPayScheduleAssignment = endpoint(
  'POST',
  '/v1/companies/{company_id}/pay_schedules/assignment_preview',
);
export const assignPaySchedules = endpoint('POST', '/v1/companies/{company_id}/pay_schedules/assign');
export const getPaySchedule = endpoint('GET', '/v1/companies/{company_id}/pay_schedules/{pay_schedule_id}');
export const updatePaySchedule = endpoint(
  'PUT',
  '/v1/companies/{company_id}/pay_schedules/{pay_schedule_id}',
);
export const listPayPeriods = endpoint('GET', '/v1/companies/{company_id}/pay_periods');
