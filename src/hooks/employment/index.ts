export {
  useCancelTermination,
  useCreateDismissalPayroll,
  useCreateRehire,
  useCreateTermination,
  useDeleteRehire,
  useUpdateRehire,
  useUpdateTermination,
} from './mutations';
export { useDismissalPayPeriods, useEmploymentHistory, useRehire, useTermination } from './queries';
export {
  type TerminationForm,
  type TerminationFormOptions,
  type TerminationValues,
  useTerminationForm,
} from './useTerminationForm';
export { type RehireFormOptions, type RehireValues, useRehireForm } from './useRehireForm';
export * as employmentQueries from './queryOptions';
