export { usePrintPayrollChecks } from './mutations';
export { CHECKS_POLL_MS, usePrintableChecks } from './queries';
export {
  type PrintChecksFormOptions,
  type PrintChecksValues,
  usePrintChecksForm,
} from './usePrintChecksForm';
export * as checkQueries from './queryOptions';
