/**
 * What `<InformationRequests onEvent>` reports, by event type.
 *
 * @example
 * const payload: InformationRequestsEventMap['informationRequest.submitted'] = { informationRequestId: 'ir-1' };
 */
export interface InformationRequestsEventMap {
  /** The answers were sent: the request is under review. */
  'informationRequest.submitted': { informationRequestId: string };
  error: { error: Error };
}

/**
 * The `onEvent` callback of {@link InformationRequestsEventMap} events.
 *
 * @example
 * const onEvent: InformationRequestsEventHandler = (type, payload) => analytics.track(type, payload);
 */
export type InformationRequestsEventHandler = <T extends keyof InformationRequestsEventMap>(
  type: T,
  payload: InformationRequestsEventMap[T],
) => void;

/**
 * Every event type `<InformationRequests onEvent>` reports.
 *
 * @example
 * informationRequestsEventTypes.includes('informationRequest.submitted'); // true
 */
export const informationRequestsEventTypes = [
  'informationRequest.submitted',
  'error',
] as const satisfies ReadonlyArray<keyof InformationRequestsEventMap>;
