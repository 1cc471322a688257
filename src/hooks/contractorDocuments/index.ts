export { useContractorDocuments, useContractorForms } from './queries';
export { useGenerateContractor1099, useOpenContractorFormPdf, useSignContractorDocument } from './mutations';
