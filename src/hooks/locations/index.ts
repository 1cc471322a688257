export { useCreateLocation, useUpdateLocation } from './mutations';
export { useActiveLocations, useLocations, useMinimumWages } from './queries';
export {
  type CompanyLocationForm,
  type CompanyLocationFormOptions,
  companyLocationsQuery,
  type CompanyLocationValues,
  useCompanyLocationForm,
} from './useCompanyLocationForm';
