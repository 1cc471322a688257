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
