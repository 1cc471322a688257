/**
 * What `<EarningTypes onEvent>` reports, by event type.
 *
 * @example
 * const payload: EarningTypesEventMap['earningType.created'] = { earningTypeId: 'et-1', name: 'Hazard Pay' };
 */
export interface EarningTypesEventMap {
  /** Added, or brought back by adding its name again. */
  'earningType.created': { earningTypeId: string; name: string };
  'earningType.updated': { earningTypeId: string; name: string };
  'earningType.deactivated': { earningTypeId: string; name: string };
  error: { error: Error };
}

/**
 * The `onEvent` callback of {@link EarningTypesEventMap} events.
 *
 * @example
 * const onEvent: EarningTypesEventHandler = (type, payload) => analytics.track(type, payload);
 */
export type EarningTypesEventHandler = <T extends keyof EarningTypesEventMap>(
  type: T,
  payload: EarningTypesEventMap[T],
) => void;

/**
 * Every event type `<EarningTypes onEvent>` reports, for partners that route them without
 * hard-coding strings.
 *
 * @example
 * earningTypesEventTypes.includes('earningType.deactivated'); // true
 */
export const earningTypesEventTypes = [
  'earningType.created',
  'earningType.updated',
  'earningType.deactivated',
  'error',
] as const satisfies ReadonlyArray<keyof EarningTypesEventMap>;
