export { useContractorDocuments, useContractorForms } from './queries';
export { useGenerateContractor1099, useOpenContractorFormPdf, useSignContractorDocument } from './mutations';
export {
  useContractorW9Form,
  W9_TAX_CLASSIFICATIONS,
  type ContractorW9Form,
  type ContractorW9Values,
} from './useContractorW9Form';
export * as contractorDocumentQueries from './queryOptions';
