/**
 * A decimal amount as a person reads dollars ("3269.23" → "$3,269.23"), the way a pay stub writes
 * it (issue 43): the browser's own currency format, not the service's code.
 *
 * @example
 * expect(pdf).toContain(`(Gross pay: ${usd(row.gross_pay)})`);
 */
export function usd(decimal: string | number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(decimal));
}
