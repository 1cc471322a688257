import type { QueryClient } from '@tanstack/react-query';
import * as queryKeys from '../queryKeyTable';
import { refresh } from '../refresh';

/**
 * After a write to the employee's I-9: the authorization with its options and documents (one
 * prefix), the forms (the I-9 form appears, or is signed) and the onboarding status (signing
 * may complete the employee's steps, DECISIONS 62).
 */
export const i9Verification = (queryClient: QueryClient, employeeId: string) =>
  refresh(queryClient, [
    queryKeys.i9Authorization(employeeId),
    queryKeys.employeePart(employeeId, 'forms'),
    queryKeys.employeePart(employeeId, 'onboarding_status'),
  ]);
