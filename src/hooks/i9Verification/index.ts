export {
  useDeleteI9Document,
  useReplaceI9Documents,
  useSaveI9Authorization,
  useSignI9AsEmployer,
  useUpdateOnboardingDocumentsConfig,
} from './mutations';
export { useI9Authorization, useI9DocumentOptions, useI9Documents } from './queries';
export {
  I9_AUTHORIZATION_STATUSES,
  I9_DOCUMENT_TYPES,
  type I9AuthorizationForm,
  type I9AuthorizationFormOptions,
  type I9AuthorizationValues,
  useI9AuthorizationForm,
} from './useI9AuthorizationForm';
export {
  type I9SignatureFormOptions,
  type I9SignatureValues,
  useI9SignatureForm,
} from './useI9SignatureForm';
export {
  type I9EmployerSignatureFormOptions,
  type I9EmployerSignatureValues,
  useI9EmployerSignatureForm,
} from './useI9EmployerSignatureForm';
export * as i9VerificationQueries from './queryOptions';
export {
  type I9DocumentChoice,
  type I9DocumentList,
  type I9DocumentsForm,
  type I9DocumentsFormOptions,
  type I9DocumentsValues,
  type I9DocumentValues,
  useI9DocumentsForm,
} from './useI9DocumentsForm';
