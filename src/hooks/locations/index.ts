export { useCreateLocation, useUpdateLocation } from './mutations';
export { companyLocationsQuery, useActiveLocations, useLocations, useMinimumWages } from './queries';
export {
  type CompanyLocationForm,
  type CompanyLocationFormOptions,
  type CompanyLocationValues,
  useCompanyLocationForm,
} from './useCompanyLocationForm';
export * as locationQueries from './queryOptions';
