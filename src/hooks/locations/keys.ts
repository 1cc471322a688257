import { root } from '../queryKeyRoot';

export const locations = (companyId: string) => [root, 'company', companyId, 'locations'] as const;
export const locationList = (companyId: string, query: unknown) =>
  [root, 'company', companyId, 'locations', query] as const;
export const activeLocations = (companyId: string) => [...locations(companyId), 'active'] as const;
export const location = (locationId: string) => [root, 'location', locationId] as const;
export const minimumWages = (locationId: string, effectiveDate?: string) =>
  [root, 'location', locationId, 'minimum_wages', effectiveDate ?? null] as const;
