/**
 * What `<CompanyLocations onEvent>` reports, by event type.
 *
 * @example
 * const payload: LocationsEventMap['location.created'] = { locationId: 'loc-1' };
 */
export interface LocationsEventMap {
  'location.created': { locationId: string };
  'location.updated': { locationId: string };
  error: { error: Error };
}

/**
 * The `onEvent` callback of {@link LocationsEventMap} events.
 *
 * @example
 * const onEvent: LocationsEventHandler = (type, payload) => analytics.track(type, payload);
 */
export type LocationsEventHandler = <T extends keyof LocationsEventMap>(
  type: T,
  payload: LocationsEventMap[T],
) => void;

/**
 * Every event type `<CompanyLocations onEvent>` reports, for partners that route them without
 * hard-coding strings.
 *
 * @example
 * locationsEventTypes.includes('location.created'); // true
 */
export const locationsEventTypes = [
  'location.created',
  'location.updated',
  'error',
] as const satisfies ReadonlyArray<keyof LocationsEventMap>;
