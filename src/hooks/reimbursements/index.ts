export {
  useCreateRecurringReimbursement,
  useDeleteRecurringReimbursement,
  useUpdateRecurringReimbursement,
} from './mutations';
export { useRecurringReimbursement, useRecurringReimbursements } from './queries';
export {
  RECURRING_REIMBURSEMENT_MAX,
  type RecurringReimbursementForm,
  type RecurringReimbursementFormOptions,
  type RecurringReimbursementValues,
  useRecurringReimbursementForm,
} from './useRecurringReimbursementForm';
export * as reimbursementQueries from './queryOptions';
