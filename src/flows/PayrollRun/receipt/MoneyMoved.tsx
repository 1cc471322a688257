import { useMemo } from 'react';
import { usePayrollReceipt } from '../../../hooks';
import { MoneyMovedTable } from '../../shared/funding/MoneyMovedTable';

/** Props of {@link MoneyMoved}. */
export interface MoneyMovedProps {
  companyId: string;
  /** A processed payroll. */
  payrollId: string;
}

/**
 * The money a processed payroll moved (contract.md#ach-transactions): each debit from the company
 * (net pay, reimbursements, taxes) and each credit to an employee, named, with the amount, the day
 * and where it stands (not sent yet, sent, arrived, or returned with its code).
 *
 * @example
 * <MoneyMoved companyId={companyId} payrollId={payrollId} />
 */
export function MoneyMoved({ companyId, payrollId }: MoneyMovedProps) {
  // Whom each credit paid, by the receipt's names (the receipt is on the same screen).
  const receipt = usePayrollReceipt(payrollId);
  const lines = receipt.data?.employee_compensations;
  const names = useMemo(
    () =>
      new Map(
        (lines ?? []).map((line) => [
          line.employee_uuid,
          `${line.employee_first_name} ${line.employee_last_name}`,
        ]),
      ),
    [lines],
  );
  const queries = useMemo(() => [{ payroll_uuid: payrollId, per: 100 }], [payrollId]);
  return <MoneyMovedTable companyId={companyId} queries={queries} names={names} />;
}
