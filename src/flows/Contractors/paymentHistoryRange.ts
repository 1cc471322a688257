import type { ContractorPaymentDateRange } from '../../api/contractorPayments/types';

/** `YYYY-MM-DD` moved by whole months (the day clamped to the month's last). */
function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, last));
  return first.toISOString().slice(0, 10);
}

/**
 * The dates the flow's payment lists cover: six months back, and three ahead for payments
 * scheduled already.
 *
 * @example
 * paymentHistoryRange('2026-06-15'); // { startDate: '2025-12-15', endDate: '2026-09-15' }
 */
export function paymentHistoryRange(today: string): ContractorPaymentDateRange {
  return { startDate: addMonths(today, -6), endDate: addMonths(today, 3) };
}
