export {
  type PayrollEditorIO,
  type PayrollEditorRow,
  PayrollEditorStore,
  type PayrollEditorStoreOptions,
  type PayrollEditorSummary,
  type PayrollRowSaveState,
} from './payrollEditorStore';
export { hoursToThousandths, type PayrollEditorTotals, thousandthsToHours } from './payrollEditorTotals';
export {
  PAYROLL_ROW_FILTERS,
  type PayrollRowFilter,
  type PayrollRowQuery,
  payrollRowName,
} from './payrollRowFilter';
export {
  type EventSourceFactory,
  type EventSourceLike,
  PayrollEventStream,
  payrollEventStream,
} from './payrollEventStream';
export { type PayrollPhase, payrollPhase } from './payrollPhase';
// Every name of a row's draft is public (the headless editor's own building blocks).
export * from './payrollRowDraft';
export {
  useCreateOffCyclePayroll,
  usePayroll,
  usePayrollAction,
  usePayrollBlockers,
  usePayrollReceipt,
  usePayrolls,
  usePreparePayroll,
  useUpdatePayroll,
} from './payrolls';
export { useDeletePayroll, useSkipPayroll } from './payrollRemoval';
export { GROSS_UP_EARNINGS, grossUpEarningOf, grossUpEdit } from './grossUpRow';
export { useGrossUp } from './useGrossUp';
export {
  OFF_CYCLE_REASONS,
  type OffCycleEmployee,
  type OffCyclePayrollFormOptions,
  type OffCyclePayrollValues,
  useOffCyclePayrollForm,
  WITHHOLDING_PAY_PERIODS,
} from './useOffCyclePayrollForm';
export {
  type PayrollEditor,
  type PayrollEditorOptions,
  usePayrollEditor,
  usePayrollEditorRow,
  usePayrollEditorTotals,
} from './usePayrollEditor';
export {
  type PayrollProcessing,
  type PayrollProcessingOptions,
  usePayrollProcessing,
} from './usePayrollProcessing';
export {
  type PayrollReview,
  type PayrollReviewOptions,
  usePayrollReview,
  usePayrollRunSummary,
} from './usePayrollReview';
export {
  PayrollRowsNotSavedError,
  type PayrollRunActions,
  type PayrollRunActionsOptions,
  usePayrollRunActions,
} from './usePayrollRunActions';
export {
  type PayrollRunList,
  type PayrollRunListItem,
  type PayrollRunListOptions,
  usePayrollRunList,
} from './usePayrollRunList';
export {
  type PayrollRunStatus,
  type PayrollRunStatusOptions,
  readPayrollStatus,
  usePayrollRunStatus,
} from './usePayrollRunStatus';
export * as payrollQueries from './queryOptions';
