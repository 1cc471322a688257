import type { Location } from '../../api/locations/types';

/**
 * A location's address on one line, as the list and its messages show it.
 *
 * @example
 * formatAddress(location); // '200 Park Ave, Floor 12, New York, NY 10166'
 */
export function formatAddress(location: Location): string {
  const street = location.street_2 ? `${location.street_1}, ${location.street_2}` : location.street_1;
  return `${street}, ${location.city}, ${location.state} ${location.zip}`;
}

/**
 * A 10-digit phone as `(415) 555-0100`; anything else as given.
 *
 * @example
 * formatPhone('4155550100'); // '(415) 555-0100'
 */
export function formatPhone(phone: string): string {
  return /^[0-9]{10}$/.test(phone) ? `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}` : phone;
}
