export {
  useBulkEnrolment,
  useCreateEmployeeBenefit,
  useDeleteEmployeeBenefit,
  useUpdateEmployeeBenefit,
} from './mutations';
export { useCompanyBenefitEnrolments, useEmployeeBenefit, useEmployeeBenefits } from './queries';
export {
  EMPTY_ENROLMENT,
  type EmployeeBenefitForm,
  type EmployeeBenefitFormOptions,
  type EmployeeBenefitValues,
  type MatchTierValues,
  useEmployeeBenefitForm,
} from './useEmployeeBenefitForm';
export * as employeeBenefitQueries from './queryOptions';
