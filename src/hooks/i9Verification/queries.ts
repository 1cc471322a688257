import { useQuery } from '@tanstack/react-query';
import { usePayrollClient } from '../PayrollClientProvider';
import * as i9VerificationQueries from './queryOptions';

/**
 * The employee's I-9 authorization: `data` is `null` while they have not made one, else whether
 * each side has signed (`employee_signed`, `employer_signed`) and the I-9 form to sign (`form_uuid`).
 *
 * @example
 * const { data } = useI9Authorization(employeeId);
 * if (data?.employee_signed && !data.employer_signed) showEmployerSection();
 */
export function useI9Authorization(employeeId: string) {
  return useQuery(i9VerificationQueries.authorization(usePayrollClient(), employeeId));
}

/**
 * The documents the employer may accept for the employee's I-9 (each with its `section`: A, or B
 * with C), read once the employee has made their authorization.
 *
 * @example
 * const { data = [] } = useI9DocumentOptions(employeeId);
 * const listA = data.filter((option) => option.section === 'A');
 */
export function useI9DocumentOptions(employeeId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...i9VerificationQueries.documentOptions(usePayrollClient(), employeeId),
    enabled: options.enabled ?? true,
  });
}

/**
 * The documents the employer sent for the employee's I-9.
 *
 * @example
 * const { data = [] } = useI9Documents(employeeId);
 */
export function useI9Documents(employeeId: string, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...i9VerificationQueries.documents(usePayrollClient(), employeeId),
    enabled: options.enabled ?? true,
  });
}
