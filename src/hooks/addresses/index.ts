export {
  useCreateHomeAddress,
  useCreateWorkAddress,
  useDeleteHomeAddress,
  useDeleteWorkAddress,
  useUpdateHomeAddress,
  useUpdateWorkAddress,
} from './mutations';
export { useHomeAddresses, useWorkAddresses } from './queries';
export {
  type HomeAddressForm,
  type HomeAddressFormOptions,
  type HomeAddressValues,
  useHomeAddressForm,
} from './useHomeAddressForm';
export {
  useWorkAddressForm,
  type WorkAddressForm,
  type WorkAddressFormOptions,
  type WorkAddressValues,
} from './useWorkAddressForm';
export * as addressQueries from './queryOptions';
