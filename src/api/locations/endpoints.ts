import type { Endpoint } from '../endpoints';

// Company locations and minimum wages (B)
export const listLocations = {
  method: 'GET',
  path: '/v1/companies/{company_id}/locations',
} as const satisfies Endpoint;
export const createLocation = {
  method: 'POST',
  path: '/v1/companies/{company_id}/locations',
} as const satisfies Endpoint;
export const getLocation = { method: 'GET', path: '/v1/locations/{location_id}' } as const satisfies Endpoint;
export const updateLocation = {
  method: 'PUT',
  path: '/v1/locations/{location_id}',
} as const satisfies Endpoint;
export const listMinimumWages = {
  method: 'GET',
  path: '/v1/locations/{location_id}/minimum_wages',
} as const satisfies Endpoint;
