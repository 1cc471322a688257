/**
 * What `<Reports onEvent>` reports, by event type.
 *
 * @example
 * const payload: ReportsEventMap['report.requested'] = { requestUuid: 'r-1', name: 'Payroll journal', fileType: 'csv' };
 */
export interface ReportsEventMap {
  /** The service took the request; the report is being prepared. */
  'report.requested': { requestUuid: string; name: string; fileType: string };
  /** The report is ready to download. */
  'report.ready': { requestUuid: string; name: string };
  error: { error: Error };
}

/**
 * The `onEvent` callback of {@link ReportsEventMap} events.
 *
 * @example
 * const onEvent: ReportsEventHandler = (type, payload) => analytics.track(type, payload);
 */
export type ReportsEventHandler = <T extends keyof ReportsEventMap>(
  type: T,
  payload: ReportsEventMap[T],
) => void;

/**
 * Every event type `<Reports onEvent>` reports, for partners that route them without hard-coding
 * strings.
 *
 * @example
 * reportsEventTypes.includes('report.ready'); // true
 */
export const reportsEventTypes = [
  'report.requested',
  'report.ready',
  'error',
] as const satisfies ReadonlyArray<keyof ReportsEventMap>;
