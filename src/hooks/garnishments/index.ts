export { useCreateGarnishment, useUpdateGarnishment } from './mutations';
export { useChildSupportAgencies, useGarnishment, useGarnishments } from './queries';
export {
  type GarnishmentForm,
  type GarnishmentFormOptions,
  type GarnishmentValues,
  useGarnishmentForm,
} from './useGarnishmentForm';
export * as garnishmentQueries from './queryOptions';
