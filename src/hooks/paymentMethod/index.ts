export { useCreateBankAccount, useDeleteBankAccount, useUpdatePaymentMethod } from './mutations';
export { useBankAccounts, usePaymentMethod } from './queries';
export {
  type BankAccountValues,
  type PaymentMethodForm,
  type PaymentMethodFormOptions,
  type PaymentMethodValues,
  type PaymentSplitValues,
  usePaymentMethodForm,
} from './usePaymentMethodForm';
export * as paymentMethodQueries from './queryOptions';
