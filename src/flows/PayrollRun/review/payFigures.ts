import { centsToMoney, type FlowMessages, type Format } from '../../../ui';
import type { Figure } from '../FigureList';
import type { PayrollRunMessageKey } from '../messages';
import { sumOf, type PayBreakdown, type PayLine } from './payBreakdown';

/**
 * What makes up one employee's pay, as a pay stub reads it, in the flow's words: each earning down
 * to gross pay, each tax withheld, each deduction and each benefit's deduction down to net pay,
 * reimbursements on top; then the employer's taxes, which are not taken from pay, their total
 * first, and the company's benefit contributions, shown but never in net pay. Tax, deduction and
 * benefit names are the service's own.
 *
 * @example
 * <FigureList className="pk-payroll-lines" figures={payFigures(payBreakdown(row), messages, format)} />
 */
export function payFigures(
  pay: PayBreakdown,
  { t, lookup }: Pick<FlowMessages<PayrollRunMessageKey>, 't' | 'lookup'>,
  format: Format,
): Array<Figure | false> {
  const money = (amount: number) => format.money(centsToMoney(amount));
  const figure = (line: PayLine): Figure => {
    const name = line.hours
      ? lookup(`editor.hours.${line.name}`, line.name)
      : line.name
        ? lookup(`editor.earning.${line.name}`, line.name)
        : t('review.otherPay');
    return [
      // Hours × the rate each paid (its multiplier included), as a pay stub shows them.
      line.hours
        ? t(line.payout ? 'review.payout' : 'review.hourly', {
            name,
            hours: format.number(line.hours),
            rate: money(Math.round(line.cents / Number(line.hours))),
          })
        : name,
      money(line.cents),
    ];
  };
  const total = (label: string, amount: number): Figure => [label, money(amount), true];
  return [
    ...pay.earnings.map(figure),
    total(t('review.grossPay'), pay.gross),
    ...pay.withheld.map(figure),
    total(t('review.netPay'), pay.net),
    pay.reimbursements > 0 && [t('review.reimbursements'), money(pay.reimbursements)],
    total(t('review.employerTaxes'), sumOf(pay.employer)),
    ...pay.employer.map(figure),
    ...(pay.contributions.length > 0
      ? [total(t('review.contributions'), sumOf(pay.contributions)), ...pay.contributions.map(figure)]
      : []),
  ];
}

/**
 * What the employee receives when a row pays reimbursements (DECISIONS 67): each reimbursement by
 * its description, then the check amount, net pay plus the reimbursements; nothing when it pays
 * none (the check amount is then the net pay).
 *
 * @example
 * <FigureList className="pk-payroll-lines" figures={paidFigures(payBreakdown(row), messages, format)} />
 */
export function paidFigures(
  pay: PayBreakdown,
  { t }: Pick<FlowMessages<PayrollRunMessageKey>, 't'>,
  format: Format,
): Figure[] {
  if (pay.reimbursementLines.length === 0) return [];
  const money = (amount: number) => format.money(centsToMoney(amount));
  return [
    ...pay.reimbursementLines.map((line): Figure => [
      line.name ? t('review.reimbursementOf', { description: line.name }) : t('editor.reimbursement'),
      money(line.cents),
    ]),
    [t('review.checkAmount'), money(pay.checkAmount), true],
  ];
}
