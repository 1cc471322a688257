import type { ApiResponse, PayrollClient } from '../client';
import type { CallOptions } from '../common';
import * as endpoints from '../endpointTable';
import type { PayrollGrossUp, PayrollGrossUpBody } from './types';

/**
 * The gross that pays an employee of an unprocessed off-cycle payroll a net of at least `net_pay`
 * with the payroll's withholding settings (contract.md#gross-up). It changes nothing: put the gross
 * in the row's `Bonus` (a correction payroll: `Correction Payment`), the row's other earnings and
 * hours at zero. A net not above zero: 422 on `net_pay`; a regular or processed payroll: 422 on `base`.
 *
 * @example
 * const { data } = await grossUpPayroll(client, payrollId, { employee_uuid, net_pay: '1000.00' });
 * data.gross_up; // '1568.61'
 */
export function grossUpPayroll(
  client: PayrollClient,
  payrollId: string,
  body: PayrollGrossUpBody,
  options: CallOptions = {},
): Promise<ApiResponse<PayrollGrossUp>> {
  return client.request<PayrollGrossUp>(endpoints.grossUpPayroll, {
    params: { payroll_id: payrollId },
    body,
    ...options,
  });
}
