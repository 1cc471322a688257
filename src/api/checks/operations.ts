import type { ApiResponse, PayrollClient } from '../client';
import type { CallOptions, CreateOptions } from '../common';
import * as endpoints from '../endpointTable';
import type { GeneratedDocument, PayrollChecks, PrintChecksBody } from './types';

/**
 * Ask for a processed payroll's checks (its employees paid by check): 200 with the request to
 * poll and each check's number. A payroll not processed or paying no one by check: 422 on `base`;
 * a starting number with `top` stock: 422 on `starting_check_number`.
 *
 * @example
 * const { data } = await printPayrollChecks(client, payrollId, { printing_format: 'top' }, { idempotencyKey });
 */
export function printPayrollChecks(
  client: PayrollClient,
  payrollId: string,
  body: PrintChecksBody,
  options: CreateOptions = {},
): Promise<ApiResponse<PayrollChecks>> {
  return client.request<PayrollChecks>(endpoints.printPayrollChecks, {
    params: { payroll_id: payrollId },
    body,
    ...options,
  });
}

/**
 * Read a printable checks document: its status and, once `succeeded`, its PDF.
 *
 * @example
 * const { data } = await getPrintableChecks(client, checks.request_uuid);
 */
export function getPrintableChecks(
  client: PayrollClient,
  requestId: string,
  options: CallOptions = {},
): Promise<ApiResponse<GeneratedDocument>> {
  return client.request<GeneratedDocument>(endpoints.getGeneratedDocument, {
    params: { document_type: 'printable_payroll_checks', request_uuid: requestId },
    ...options,
  });
}
