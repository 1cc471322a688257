import { root } from '../queryKeyRoot';

export const paySchedules = (companyId: string) => [root, 'company', companyId, 'pay_schedules'] as const;
export const payScheduleList = (companyId: string, query: unknown) =>
  [...paySchedules(companyId), 'list', query] as const;
export const paySchedule = (companyId: string, payScheduleId: string) =>
  [root, 'company', companyId, 'pay_schedules', 'detail', payScheduleId] as const;
export const paySchedulePreview = (companyId: string, query: unknown) =>
  [root, 'company', companyId, 'pay_schedule_preview', query] as const;
export const payScheduleAssignments = (companyId: string) =>
  [root, 'company', companyId, 'pay_schedule_assignments'] as const;
export const payScheduleAssignmentPreview = (companyId: string, assignment: unknown) =>
  [...payScheduleAssignments(companyId), 'preview', assignment] as const;
/** Under the schedules: a schedule write (update, assign) changes the periods and their payrolls. */
export const payPeriods = (companyId: string, query: unknown) =>
  [root, 'company', companyId, 'pay_schedules', 'pay_periods', query] as const;
