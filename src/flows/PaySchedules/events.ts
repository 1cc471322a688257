/**
 * What `<PaySchedules onEvent>` reports, by event type.
 *
 * @example
 * const payload: PaySchedulesEventMap['paySchedule.created'] = { payScheduleId: 'ps-1' };
 */
export interface PaySchedulesEventMap {
  'paySchedule.created': { payScheduleId: string };
  'paySchedule.updated': { payScheduleId: string };
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
 * paySchedulesEventTypes.includes('paySchedule.created'); // true
 */
export const paySchedulesEventTypes = [
  'paySchedule.created',
  'paySchedule.updated',
  'error',
] as const satisfies ReadonlyArray<keyof PaySchedulesEventMap>;
