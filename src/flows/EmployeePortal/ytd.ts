import type { PayStub } from '../../api/payStubs/types';
import { centsToMoney, moneyToCents } from '../../api/money';

/**
 * Year to date: the gross and net pay of the pay stubs whose check date falls in `year`, summed
 * in whole cents (decimal strings on the wire and back).
 *
 * @example
 * yearToDate([{ check_date: '2026-06-19', gross_pay: '2000.00', net_pay: '1534.12', … }], 2026);
 * // { gross: '2000.00', net: '1534.12', count: 1 }
 */
export function yearToDate(stubs: readonly PayStub[], year: number) {
  let gross = 0;
  let net = 0;
  let count = 0;
  for (const stub of stubs) {
    if (!stub.check_date.startsWith(`${year}-`)) continue;
    gross += moneyToCents(stub.gross_pay) ?? 0;
    net += moneyToCents(stub.net_pay) ?? 0;
    count += 1;
  }
  return { gross: centsToMoney(gross), net: centsToMoney(net), count };
}
