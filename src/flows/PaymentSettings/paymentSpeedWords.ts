import type { PaymentConfigs } from '../../api/company/types';

/**
 * The payment speeds the settings offer, fastest first; `1-day` is the service's to allow (opt-in
 * partners only, UPSTREAM-2 H.8).
 *
 * @example
 * paymentSpeeds.map((speed) => t(`speed.${speed}`));
 */
export const paymentSpeeds = ['1-day', '2-day', '4-day'] as const;

/**
 * A speed the settings name: the service's own, two-day when it sends one it does not know.
 *
 * @example
 * shownSpeed(configs); // '2-day'
 */
export function shownSpeed(configs: PaymentConfigs): (typeof paymentSpeeds)[number] {
  const speed = configs.payment_speed;
  return speed === '1-day' ? '1-day' : speed === '4-day' ? '4-day' : '2-day';
}
