import { root } from '../queryKeyRoot';

/** A company's earning types (defaults and its own): one entry, the list is short and not paged. */
export const earningTypes = (companyId: string) => [root, 'company', companyId, 'earning_types'] as const;
