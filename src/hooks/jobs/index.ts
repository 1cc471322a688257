export {
  useCreateCompensation,
  useCreateJob,
  useDeleteJob,
  useUpdateCompensation,
  useUpdateJob,
} from './mutations';
export { useCompensations, useJobs } from './queries';
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
