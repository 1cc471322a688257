import { root } from '../queryKeyRoot';

/*
 * Contractors. A company's lists live under its `contractors` branch; every read of one
 * contractor (record, onboarding status, address, payment method, bank accounts, documents, 1099s)
 * under that contractor's branch, because the service derives the onboarding status (shown on the
 * record and in lists) from all of them.
 */
export const contractors = (companyId: string) => [root, 'company', companyId, 'contractors'] as const;
export const contractorList = (companyId: string, query: unknown) =>
  [...contractors(companyId), query] as const;
/** Every read of one contractor. */
export const contractorBranch = (contractorId: string) => [root, 'contractor', contractorId] as const;
export const contractor = (contractorId: string) => [...contractorBranch(contractorId), 'record'] as const;
export const contractorPart = (
  contractorId: string,
  part: 'onboarding_status' | 'address' | 'payment_method' | 'bank_accounts' | 'documents' | 'forms',
) => [...contractorBranch(contractorId), part] as const;
