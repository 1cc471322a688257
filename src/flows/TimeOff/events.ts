/**
 * What `<TimeOff onEvent>` reports, by event type.
 *
 * @example
 * const payload: TimeOffEventMap['timeOffRequest.created'] = { requestId: 'tor-1' };
 */
export interface TimeOffEventMap {
  'timeOffRequest.created': { requestId: string };
  'timeOffRequest.approved': { requestId: string };
  'timeOffRequest.declined': { requestId: string };
  error: { error: Error };
}

/**
 * The `onEvent` callback of {@link TimeOffEventMap} events.
 *
 * @example
 * const onEvent: TimeOffEventHandler = (type, payload) => analytics.track(type, payload);
 */
export type TimeOffEventHandler = <T extends keyof TimeOffEventMap>(
  type: T,
  payload: TimeOffEventMap[T],
) => void;

/**
 * Every event type `<TimeOff onEvent>` reports, for partners that route them without
 * hard-coding strings.
 *
 * @example
 * timeOffEventTypes.includes('timeOffRequest.created'); // true
 */
export const timeOffEventTypes = [
  'timeOffRequest.created',
  'timeOffRequest.approved',
  'timeOffRequest.declined',
  'error',
] as const satisfies ReadonlyArray<keyof TimeOffEventMap>;
