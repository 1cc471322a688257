import { root } from '../queryKeyRoot';

/** A company's departments with their people: one entry, the list is short and not paged. */
export const departments = (companyId: string) => [root, 'company', companyId, 'departments'] as const;

/** One department, as a versioned update reads it again on a conflict. */
export const department = (companyId: string, departmentId: string) =>
  [root, 'company', companyId, 'departments', departmentId] as const;
