import { printPayrollChecks } from '../../api/checks/operations';
import type { PrintChecksBody } from '../../api/checks/types';
import { usePayrollClient } from '../PayrollClientProvider';
import { useIdempotentCreate } from '../useIdempotentCreate';

/**
 * Ask for a processed payroll's checks, once per user action (an `Idempotency-Key`, so a lost
 * answer never numbers the checks twice). Its result names the request to poll with
 * `usePrintableChecks`.
 *
 * @example
 * usePrintPayrollChecks(payrollId).mutate({ printing_format: 'top' });
 */
export function usePrintPayrollChecks(payrollId: string) {
  const client = usePayrollClient();
  return useIdempotentCreate(
    async (body: PrintChecksBody, idempotencyKey) =>
      (await printPayrollChecks(client, payrollId, body, { idempotencyKey })).data,
  );
}
