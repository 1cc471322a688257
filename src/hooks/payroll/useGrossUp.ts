import { useMutation } from '@tanstack/react-query';
import { grossUpPayroll } from '../../api/payroll/grossUpOperations';
import type { PayrollGrossUpBody } from '../../api/payroll/types';
import { usePayrollClient } from '../PayrollClientProvider';

/**
 * Asks the service for the gross that pays one employee of an unprocessed off-cycle payroll a net
 * of at least `net_pay` (contract.md#gross-up); resolves to that gross, a decimal string. It
 * changes nothing, so nothing is refreshed: apply it to the row with `grossUpEdit`. A refusal (a
 * net not above zero, a regular or processed payroll) is the mutation's error, a 422.
 *
 * @example
 * const gross = await useGrossUp(payrollId).mutateAsync({ employee_uuid, net_pay: '1000.00' });
 * editor.store.edit(employee_uuid, grossUpEdit(row, 'Bonus', gross));
 */
export function useGrossUp(payrollId: string) {
  const client = usePayrollClient();
  return useMutation<string, Error, PayrollGrossUpBody>({
    mutationFn: async (body) => (await grossUpPayroll(client, payrollId, body)).data.gross_up,
  });
}
