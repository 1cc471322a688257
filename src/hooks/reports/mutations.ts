import {
  createCustomReport,
  createFicaWageReport,
  createGeneralLedgerReport,
} from '../../api/reports/operations';
import type { CustomReportBody, FicaWageReportBody, GeneralLedgerBody } from '../../api/reports/types';
import { usePayrollClient } from '../PayrollClientProvider';
import { useIdempotentCreate } from '../useIdempotentCreate';

/**
 * Ask for a custom report, once per user action (an `Idempotency-Key`: a lost answer never asks
 * twice). Its result names the request to follow with `useReport`.
 *
 * @example
 * useCreateCustomReport(companyId).mutate({ columns: ['gross_earnings'], file_type: 'csv' });
 */
export function useCreateCustomReport(companyId: string) {
  const client = usePayrollClient();
  return useIdempotentCreate(
    async (body: CustomReportBody, idempotencyKey) =>
      (await createCustomReport(client, companyId, body, { idempotencyKey })).data,
  );
}

/**
 * Ask for a processed payroll's general ledger (whole, by job, by department or for an
 * integration), once per user action.
 *
 * @example
 * useCreateGeneralLedgerReport(payrollId).mutate({ aggregation: 'job' });
 */
export function useCreateGeneralLedgerReport(payrollId: string) {
  const client = usePayrollClient();
  return useIdempotentCreate(
    async (body: GeneralLedgerBody, idempotencyKey) =>
      (await createGeneralLedgerReport(client, payrollId, body, { idempotencyKey })).data,
  );
}

/**
 * Ask for the annual FICA wage report of some years, once per user action.
 *
 * @example
 * useCreateFicaWageReport(companyId).mutate({ start_year: 2026, end_year: 2026 });
 */
export function useCreateFicaWageReport(companyId: string) {
  const client = usePayrollClient();
  return useIdempotentCreate(
    async (body: FicaWageReportBody, idempotencyKey) =>
      (await createFicaWageReport(client, companyId, body, { idempotencyKey })).data,
  );
}
