import type { Endpoint } from '../endpoints';

// Pay schedules (C)
export const listPaySchedules = {
  method: 'GET',
  path: '/v1/companies/{company_id}/pay_schedules',
} as const satisfies Endpoint;
export const createPaySchedule = {
  method: 'POST',
  path: '/v1/companies/{company_id}/pay_schedules',
} as const satisfies Endpoint;
export const previewPaySchedule = {
  method: 'GET',
  path: '/v1/companies/{company_id}/pay_schedules/preview',
} as const satisfies Endpoint;
export const getPayScheduleAssignments = {
  method: 'GET',
  path: '/v1/companies/{company_id}/pay_schedules/assignments',
} as const satisfies Endpoint;
export const previewPayScheduleAssignment = {
  method: 'POST',
  path: '/v1/companies/{company_id}/pay_schedules/assignment_preview',
} as const satisfies Endpoint;
export const assignPaySchedules = {
  method: 'POST',
  path: '/v1/companies/{company_id}/pay_schedules/assign',
} as const satisfies Endpoint;
export const getPaySchedule = {
  method: 'GET',
  path: '/v1/companies/{company_id}/pay_schedules/{pay_schedule_id}',
} as const satisfies Endpoint;
export const updatePaySchedule = {
  method: 'PUT',
  path: '/v1/companies/{company_id}/pay_schedules/{pay_schedule_id}',
} as const satisfies Endpoint;
export const listPayPeriods = {
  method: 'GET',
  path: '/v1/companies/{company_id}/pay_periods',
} as const satisfies Endpoint;
