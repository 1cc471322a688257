import { root } from '../queryKeyRoot';

export const recoveryCases = (companyId: string) => [root, 'company', companyId, 'recovery_cases'] as const;
