export { useCreateEmployee, useDeleteEmployee, useUpdateEmployee } from './mutations';
export { useEmployee, useEmployees } from './queries';
export {
  type OnboardingChoice,
  type PersonalDetailsForm,
  type PersonalDetailsFormOptions,
  type PersonalDetailsOutput,
  type PersonalDetailsValues,
  usePersonalDetailsForm,
} from './usePersonalDetailsForm';
export * as employeeQueries from './queryOptions';
