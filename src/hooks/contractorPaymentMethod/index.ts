export { useContractorBankAccounts, useContractorPaymentMethod } from './queries';
export { useCreateContractorBankAccount, useUpdateContractorPaymentMethod } from './mutations';
export { useContractorBankAccountForm } from './useContractorBankAccountForm';
export * as contractorPaymentMethodQueries from './queryOptions';
