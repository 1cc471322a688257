/**
 * What `<PartnerDashboard onEvent>` reports, by event type.
 *
 * @example
 * const payload: PartnerDashboardEventMap['payrolls.cancelled'] = { cancelled: ['p-1'], refused: [] };
 */
export interface PartnerDashboardEventMap {
  /** A cancellation batch came back: the payrolls it cancelled and those it did not. */
  'payrolls.cancelled': { cancelled: string[]; refused: string[] };
  /** A blocker's "Fix" or a company's "Open payroll" was chosen (also given to `onOpenCompany`). */
  'company.opened': { companyId: string; blocker?: string };
  error: { error: Error };
}

/**
 * The `onEvent` callback of {@link PartnerDashboardEventMap} events.
 *
 * @example
 * const onEvent: PartnerDashboardEventHandler = (type, payload) => analytics.track(type, payload);
 */
export type PartnerDashboardEventHandler = <T extends keyof PartnerDashboardEventMap>(
  type: T,
  payload: PartnerDashboardEventMap[T],
) => void;

/**
 * Every event type `<PartnerDashboard onEvent>` reports, for partners that route them without
 * hard-coding strings.
 *
 * @example
 * partnerDashboardEventTypes.includes('payrolls.cancelled'); // true
 */
export const partnerDashboardEventTypes = [
  'payrolls.cancelled',
  'company.opened',
  'error',
] as const satisfies ReadonlyArray<keyof PartnerDashboardEventMap>;
