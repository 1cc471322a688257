import { root } from '../queryKeyRoot';

/*
 * An employee's I-9 (UPSTREAM-3 L.4), under the employee's parts so that what refreshes an
 * employee's parts refreshes it too.
 */

/** The employee's I-9 authorization (`null` while none exists: the service answers 404). */
export const i9Authorization = (employeeId: string) =>
  [root, 'employee-part', employeeId, 'i9_authorization'] as const;

/** The documents the employer may accept for the employee's authorization status (lists A, B, C). */
export const i9DocumentOptions = (employeeId: string) =>
  [root, 'employee-part', employeeId, 'i9_authorization', 'document_options'] as const;

/** The documents the employer examined. */
export const i9Documents = (employeeId: string) =>
  [root, 'employee-part', employeeId, 'i9_authorization', 'documents'] as const;
