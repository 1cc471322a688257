import type { DateString, DecimalString, OpenEnum } from '../common';

/**
 * One pay stub of an employee: what one processed payroll paid them (UPSTREAM-2 J.4,
 * DECISIONS 58). The PDF carries every line.
 *
 * @example
 * const pdf = await getPayStubPdf(client, stub.payroll_uuid, employeeId);
 */
export interface PayStub {
  uuid: string;
  check_date: DateString;
  gross_pay: DecimalString;
  net_pay: DecimalString;
  check_amount: DecimalString;
  payroll_uuid: string;
  payment_method: OpenEnum<'Direct Deposit' | 'Check'>;
}
