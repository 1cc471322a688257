export {
  useAssignPaySchedules,
  useAutoPayroll,
  useCreatePaySchedule,
  useUpdatePaySchedule,
} from './mutations';
export { payPeriodsHorizon, payrollsDeletedByUpdate, serviceToday } from './payrollsDeletedByUpdate';
export {
  companyPaySchedulesQuery,
  useAssignmentPreview,
  usePayPeriods,
  usePayrollsDeletedByUpdate,
  usePaySchedule,
  usePayScheduleAssignments,
  usePaySchedulePreview,
  usePaySchedules,
} from './queries';
export {
  type PayScheduleForm,
  type PayScheduleFormOptions,
  type PayScheduleFormOutput,
  payScheduleFrequencies,
  type PayScheduleValues,
  usePayScheduleForm,
} from './usePayScheduleForm';
export * as payScheduleQueries from './queryOptions';
