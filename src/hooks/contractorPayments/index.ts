export {
  useContractorPaymentGroup,
  useContractorPaymentGroups,
  useContractorPaymentHistory,
  useContractorPaymentReceipt,
} from './queries';
export {
  useCancelContractorPayment,
  useCancelContractorPaymentGroup,
  useCreateContractorPayment,
  useCreateContractorPaymentGroup,
  usePreviewContractorPaymentGroup,
} from './mutations';
export {
  blankContractorPaymentLine,
  contractorPaymentFields,
  readContractorPaymentLine,
  type ContractorPaymentField,
  type ContractorPaymentIssue,
  type ContractorPaymentLineReading,
  type ContractorPaymentLineValues,
} from './contractorPaymentLine';
export {
  useContractorPaymentGroupEditor,
  type ContractorPaymentEditorLine,
  type ContractorPaymentEditorTotals,
  type ContractorPaymentGroupEditor,
  type ContractorPaymentGroupEditorOptions,
} from './useContractorPaymentGroupEditor';
export * as contractorPaymentQueries from './queryOptions';
