export {
  useCreateCompensation,
  useCreateJob,
  useDeleteJob,
  useUpdateCompensation,
  useUpdateJob,
} from './mutations';
export { useCompensationHistory, useCompensations, useJobs } from './queries';
export {
  type AdditionalJobForm,
  type AdditionalJobFormOptions,
  type AdditionalJobValues,
  useAdditionalJobForm,
} from './useAdditionalJobForm';
export {
  type JobCompensationForm,
  type JobCompensationFormOptions,
  type JobCompensationOutput,
  type JobCompensationValues,
  useJobCompensationForm,
} from './useJobCompensationForm';
export {
  type PayChangeForm,
  type PayChangeFormOptions,
  type PayChangeValues,
  usePayChangeForm,
} from './usePayChangeForm';
export * as jobQueries from './queryOptions';
