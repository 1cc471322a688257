export {
  useCreateExternalPayroll,
  useDeleteExternalPayroll,
  useExternalPayrollTaxSuggestions,
  useFinalizeExternalPayrolls,
  useUpdateExternalPayroll,
  useUpdateExternalPayrollTaxLiabilities,
} from './mutations';
export {
  useExternalPayroll,
  useExternalPayrollTaxLiabilities,
  useExternalPayrolls,
  useOnboardingStatusWithPreviousPayrolls,
} from './queries';
export * as externalPayrollQueries from './queryOptions';
