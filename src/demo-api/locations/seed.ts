import { insertLocation } from './routes';
import type { DemoService } from '../service';

/** Offices the seed adds beyond the first three, each ZIP in its state. */
const OFFICES = [
  { street: 'SW Morrison St', city: 'Portland', state: 'OR', zip: '97204', area: '503' },
  { street: 'Congress Ave', city: 'Austin', state: 'TX', zip: '78701', area: '512' },
  { street: 'Larimer St', city: 'Denver', state: 'CO', zip: '80202', area: '303' },
  { street: 'W Madison St', city: 'Chicago', state: 'IL', zip: '60601', area: '312' },
  { street: 'Tremont St', city: 'Boston', state: 'MA', zip: '02108', area: '617' },
  { street: 'Brickell Ave', city: 'Miami', state: 'FL', zip: '33131', area: '305' },
  { street: 'Peachtree St NE', city: 'Atlanta', state: 'GA', zip: '30303', area: '404' },
  { street: 'N Central Ave', city: 'Phoenix', state: 'AZ', zip: '85004', area: '602' },
  { street: 'S Spring St', city: 'Los Angeles', state: 'CA', zip: '90012', area: '213' },
  { street: 'Market St', city: 'Philadelphia', state: 'PA', zip: '19107', area: '215' },
  { street: 'Nicollet Mall', city: 'Minneapolis', state: 'MN', zip: '55401', area: '612' },
  { street: 'Broadway', city: 'Nashville', state: 'TN', zip: '37203', area: '615' },
] as const;

/**
 * Adds company locations until the company has `total`: offices cycling through
 * {@link OFFICES}, the first added and every tenth after it closed (`active: false`). The API has
 * no delete for locations (UPSTREAM B), so only the seed can show an inactive one; it is added
 * after every employee has a work address, so no one works at it.
 *
 * @example
 * seedLocations(service, companyUuid, 130, ids); // 3 offices + 127 more, 13 of them inactive
 */
export function seedLocations(
  service: DemoService,
  companyUuid: string,
  total: number,
  ids: () => string,
): void {
  let have = 0;
  for (const l of service.store.locations.values()) if (l.companyUuid === companyUuid) have++;
  for (let i = 0; have + i < total; i++) {
    const office = OFFICES[i % OFFICES.length]!;
    const record = insertLocation(
      service,
      companyUuid,
      {
        street_1: `${100 + i} ${office.street}`,
        city: office.city,
        state: office.state,
        zip: office.zip,
        phone_number: `${office.area}555${String(1000 + (i % 9000)).padStart(4, '0')}`,
      },
      ids,
    );
    if (i % 10 === 0) record.active = false;
  }
}
