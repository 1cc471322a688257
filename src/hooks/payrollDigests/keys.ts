import { root } from '../queryKeyRoot';

export const payrollDigests = () => [root, 'partner', 'payroll_digests'] as const;
export const payrollDigest = (companyUuids: readonly string[]) =>
  [...payrollDigests(), [...companyUuids].sort()] as const;
