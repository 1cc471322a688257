export {
  inProgressSalaryEstimate,
  useAcceptSalaryEstimate,
  useCreateSalaryEstimate,
  useUpdateSalaryEstimate,
} from './mutations';
export { OCCUPATION_SEARCH_MIN, useSalaryEstimate, useSalaryOccupations } from './queries';
export * as salaryEstimateQueries from './queryOptions';
