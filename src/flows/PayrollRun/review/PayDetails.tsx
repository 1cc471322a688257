import { centsToMoney, useFormat } from '../../../ui';
import { usePayrollRunMessages } from '../usePayrollRunMessages';
import { FigureList, type Figure } from '../FigureList';
import { sumOf, type PayBreakdown, type PayLine } from './payBreakdown';

/**
 * What makes up one employee's pay, as a pay stub reads: each earning down to gross pay, each tax
 * withheld and each deduction down to net pay, reimbursements on top; then the employer's taxes,
 * which are not taken from pay. Tax and deduction names are the service's own.
 *
 * @example
 * <PayDetails pay={payBreakdown(row)} />
 */
export function PayDetails({ pay }: { pay: PayBreakdown }) {
  const { t, lookup } = usePayrollRunMessages();
  const format = useFormat();
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
        ? t('review.hourly', {
            name,
            hours: format.number(line.hours),
            rate: money(Math.round(line.cents / Number(line.hours))),
          })
        : name,
      money(line.cents),
    ];
  };
  const total = (label: string, amount: number): Figure => [label, money(amount), true];
  return (
    <div className="pk-payroll-review__pay">
      <FigureList
        className=""
        figures={[
          ...pay.earnings.map(figure),
          total(t('review.grossPay'), pay.gross),
          ...pay.withheld.map(figure),
          total(t('review.netPay'), pay.net),
          pay.reimbursements > 0 && [t('review.reimbursements'), money(pay.reimbursements)],
        ]}
      />
      <FigureList
        className=""
        figures={[total(t('review.employerTaxes'), sumOf(pay.employer)), ...pay.employer.map(figure)]}
      />
    </div>
  );
}
