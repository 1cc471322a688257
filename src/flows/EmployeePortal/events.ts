/**
 * What `<EmployeePortal onEvent>` reports, by event type.
 *
 * @example
 * const payload: EmployeePortalEventMap['timeOffRequest.created'] = { requestId: 'tor-1' };
 */
export interface EmployeePortalEventMap {
  'homeAddress.saved': { employeeId: string };
  /** Their W-4 or state tax answers were saved. */
  'taxes.saved': { employeeId: string };
  /** A bank account of theirs was added. */
  'bankAccount.created': { employeeId: string; bankAccountId: string };
  'timeOffRequest.created': { requestId: string };
  'timeOffRequest.cancelled': { requestId: string };
}

/**
 * The `onEvent` callback of {@link EmployeePortalEventMap} events.
 *
 * @example
 * const onEvent: EmployeePortalEventHandler = (type, payload) => analytics.track(type, payload);
 */
export type EmployeePortalEventHandler = <T extends keyof EmployeePortalEventMap>(
  type: T,
  payload: EmployeePortalEventMap[T],
) => void;

/**
 * Every event type `<EmployeePortal onEvent>` reports, for partners that route them without
 * hard-coding strings.
 *
 * @example
 * employeePortalEventTypes.includes('timeOffRequest.created'); // true
 */
export const employeePortalEventTypes = [
  'homeAddress.saved',
  'taxes.saved',
  'bankAccount.created',
  'timeOffRequest.created',
  'timeOffRequest.cancelled',
] as const satisfies ReadonlyArray<keyof EmployeePortalEventMap>;
