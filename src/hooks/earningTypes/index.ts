export { useCreateEarningType, useDeactivateEarningType, useRenameEarningType } from './mutations';
export { useEarningTypes } from './queries';
export {
  EARNING_TYPE_NAME_MAX,
  type EarningTypeForm,
  type EarningTypeFormOptions,
  type EarningTypeValues,
  type ShownEarningType,
  useEarningTypeForm,
} from './useEarningTypeForm';
export * as earningTypeQueries from './queryOptions';
