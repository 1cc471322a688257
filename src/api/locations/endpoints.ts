import { endpoint } from '../endpointRow';

// Company locations and minimum wages (B)
export const listLocations = endpoint('GET', '/v1/companies/{company_id}/locations');
export const createLocation = endpoint('POST', '/v1/companies/{company_id}/locations');
export const getLocation = endpoint('GET', '/v1/locations/{location_id}');
export const updateLocation = endpoint('PUT', '/v1/locations/{location_id}');
export const listMinimumWages = endpoint('GET', '/v1/locations/{location_id}/minimum_wages');
