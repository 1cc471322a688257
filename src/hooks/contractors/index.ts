export {
  useContractor,
  useContractorAddress,
  useContractorOnboardingStatus,
  useContractors,
} from './queries';
export {
  useCancelContractorDismissal,
  useCancelContractorRehire,
  useCreateContractor,
  useDeleteContractor,
  useDismissContractor,
  useRehireContractor,
  useTransitionContractorOnboarding,
  useUpdateContractor,
  useUpdateContractorAddress,
} from './mutations';
export {
  blankContractor,
  contractorFields,
  useContractorForm,
  type ContractorForm,
  type ContractorFormOptions,
  type ContractorValues,
} from './useContractorForm';
export {
  useContractorAddressForm,
  type ContractorAddressForm,
  type ContractorAddressValues,
} from './useContractorAddressForm';
export * as contractorQueries from './queryOptions';
