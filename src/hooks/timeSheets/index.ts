export {
  useCreateTimeSheet,
  useDeleteTimeSheet,
  useReviewTimeSheets,
  useStartPayrollSync,
  type TimeSheetReview,
  type TimeSheetReviewResult,
} from './mutations';
export { usePayrollSync, useTimeSheets } from './queries';
export {
  TIME_SHEET_HOURS_MAX,
  type TimeSheetForm,
  type TimeSheetFormOptions,
  type TimeSheetValues,
  useTimeSheetForm,
} from './useTimeSheetForm';
export * as timeSheetQueries from './queryOptions';
