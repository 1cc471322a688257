export { useUpdateFederalTaxes, useUpdateStateTaxes } from './mutations';
export { useFederalTaxes, useStateTaxes } from './queries';
export {
  federalFilingStatuses,
  federalTaxAmountFields,
  type FederalTaxesForm,
  type FederalTaxesFormOptions,
  type FederalTaxesValues,
  useFederalTaxesForm,
} from './useFederalTaxesForm';
export {
  questionPath,
  STATE_TAX_TEXT_MAX,
  type StateTaxesForm,
  type StateTaxesFormOptions,
  type StateTaxesValues,
  useStateTaxesForm,
} from './useStateTaxesForm';
export * as taxQueries from './queryOptions';
