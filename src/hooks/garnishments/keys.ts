import { root } from '../queryKeyRoot';

export const garnishments = (employeeId: string) =>
  [root, 'employee-part', employeeId, 'garnishments'] as const;
export const garnishmentList = (employeeId: string, query: unknown) =>
  [...garnishments(employeeId), 'list', query] as const;
export const garnishment = (employeeId: string, garnishmentId: string) =>
  [...garnishments(employeeId), 'detail', garnishmentId] as const;
export const childSupportAgencies = () => [root, 'child_support_agencies'] as const;
