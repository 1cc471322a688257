/**
 * What `<TimeSheets onEvent>` reports, by event type.
 *
 * @example
 * const payload: TimeSheetsEventMap['timeSheet.approved'] = { timeSheetIds: ['ts-1'] };
 */
export interface TimeSheetsEventMap {
  'timeSheet.created': { timeSheetId: string; employeeId: string };
  'timeSheet.approved': { timeSheetIds: string[] };
  'timeSheet.rejected': { timeSheetIds: string[] };
  /** A payroll sync completed; `synced` false when it ended with an error and moved nothing. */
  'payrollSync.completed': { payrollSyncId: string; synced: boolean };
  error: { error: Error };
}

/**
 * The `onEvent` callback of {@link TimeSheetsEventMap} events.
 *
 * @example
 * const onEvent: TimeSheetsEventHandler = (type, payload) => analytics.track(type, payload);
 */
export type TimeSheetsEventHandler = <T extends keyof TimeSheetsEventMap>(
  type: T,
  payload: TimeSheetsEventMap[T],
) => void;

/**
 * Every event type `<TimeSheets onEvent>` reports, for partners that route them without
 * hard-coding strings.
 *
 * @example
 * timeSheetsEventTypes.includes('payrollSync.completed'); // true
 */
export const timeSheetsEventTypes = [
  'timeSheet.created',
  'timeSheet.approved',
  'timeSheet.rejected',
  'payrollSync.completed',
  'error',
] as const satisfies ReadonlyArray<keyof TimeSheetsEventMap>;
