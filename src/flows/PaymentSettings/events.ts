/**
 * What `<PaymentSettings onEvent>` reports, by event type.
 *
 * @example
 * const payload: PaymentSettingsEventMap['paymentSettings.updated'] = { companyId: 'c-1', paymentSpeed: '2-day', fastPaymentLimit: '5000.00' };
 */
export interface PaymentSettingsEventMap {
  /** The payment speed or fast payment limit saved; the limit null when there is none. */
  'paymentSettings.updated': { companyId: string; paymentSpeed: string; fastPaymentLimit: string | null };
}

/**
 * The `onEvent` callback of {@link PaymentSettingsEventMap} events.
 *
 * @example
 * const onEvent: PaymentSettingsEventHandler = (type, payload) => analytics.track(type, payload);
 */
export type PaymentSettingsEventHandler = <T extends keyof PaymentSettingsEventMap>(
  type: T,
  payload: PaymentSettingsEventMap[T],
) => void;

/**
 * Every event type `<PaymentSettings onEvent>` reports, for partners that route them without
 * hard-coding strings.
 *
 * @example
 * paymentSettingsEventTypes.includes('paymentSettings.updated'); // true
 */
export const paymentSettingsEventTypes = ['paymentSettings.updated'] as const satisfies ReadonlyArray<
  keyof PaymentSettingsEventMap
>;
