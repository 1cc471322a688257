export { useContractorDocuments, useContractorForms } from './queries';
export { useSignContractorDocument } from './mutations';
