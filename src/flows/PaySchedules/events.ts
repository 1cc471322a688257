/**
 * What `<PaySchedules onEvent>` reports, by event type. `payroll.run` is the admin asking to run
 * the payroll of a pay period: the partner opens its payroll screen (e.g. `<PayrollRun/>`).
 *
 * @example
 * const payload: PaySchedulesEventMap['paySchedule.created'] = { payScheduleId: 'ps-1' };
 */
export interface PaySchedulesEventMap {
  'paySchedule.created': { payScheduleId: string };
  'paySchedule.updated': { payScheduleId: string };
  'paySchedules.assigned': { type: string };
  'payroll.run': { payrollId: string; payScheduleId: string; startDate: string; endDate: string };
  error: { error: Error };
}

/**
 * The `onEvent` callback of {@link PaySchedulesEventMap} events.
 *
 * @example
 * const onEvent: PaySchedulesEventHandler = (type, payload) => analytics.track(type, payload);
 */
export type PaySchedulesEventHandler = <T extends keyof PaySchedulesEventMap>(
  type: T,
  payload: PaySchedulesEventMap[T],
) => void;

/**
 * Every event type `<PaySchedules onEvent>` reports.
 *
 * @example
 * paySchedulesEventTypes.includes('payroll.run'); // true
 */
export const paySchedulesEventTypes = [
  'paySchedule.created',
  'paySchedule.updated',
  'paySchedules.assigned',
  'payroll.run',
  'error',
] as const satisfies ReadonlyArray<keyof PaySchedulesEventMap>;
