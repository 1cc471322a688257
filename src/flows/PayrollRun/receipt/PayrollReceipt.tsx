import { usePayrollReceipt } from '../../../hooks';
import {
  centsToMoney,
  usePrimitives,
  useFormat,
  type TableColumn,
  Button as DefaultButton,
  Table as DefaultTable,
  Skeleton as DefaultSkeleton,
  Alert as DefaultAlert,
} from '../../../ui';
import type { Payroll, PayrollReceipt as Receipt } from '../../../api/types/payrolls';
import { FigureList, type Figure } from '../FigureList';
import { expectedCheckDate } from '../payrollDates';
import { cents } from '../review/payBreakdown';
import { usePayrollRunMessages } from '../usePayrollRunMessages';

/** Props of {@link PayrollReceipt}. */
export interface PayrollReceiptProps {
  payrollId: string;
  /** The payroll, for the pay period and check date the printed receipt names. */
  payroll?: Payroll;
}

type ReceiptLine = Receipt['employee_compensations'][number];

/**
 * An employee's gross pay, in cents, from the receipt's own figures (the receipt carries no gross):
 * net pay is gross less the employee's taxes and deductions, plus reimbursements.
 */
function grossCents(line: ReceiptLine): number {
  return (
    cents(line.net_pay) +
    cents(line.total_tax) +
    cents(line.total_garnishments) -
    cents(line.total_reimbursement)
  );
}

const sum = (lines: ReceiptLine[], amount: (line: ReceiptLine) => number) =>
  lines.reduce((total, line) => total + amount(line), 0);

/**
 * The receipt of a processed payroll (contract.md#payroll-run): the company, pay period and check
 * date, the debit and what it is made of, the taxes, each employee's gross, taxes, deductions and
 * net pay with their totals, and the licensee's notice. "Print receipt" prints only the receipt
 * (or saves it as PDF through the browser's print dialog), so it names everything on its own.
 *
 * @example
 * <PayrollReceipt payrollId={payrollId} payroll={payroll} />
 */
export function PayrollReceipt({ payrollId, payroll }: PayrollReceiptProps) {
  const { Button, Table, Skeleton, Alert } = usePrimitives({
    Button: DefaultButton,
    Table: DefaultTable,
    Skeleton: DefaultSkeleton,
    Alert: DefaultAlert,
  });
  const { t } = usePayrollRunMessages();
  const format = useFormat();
  const receipt = usePayrollReceipt(payrollId);

  if (receipt.isError) {
    return (
      <Alert
        tone="danger"
        action={
          <Button type="button" variant="secondary" onClick={() => void receipt.refetch()}>
            {t('landing.retry')}
          </Button>
        }
      >
        {t('receipt.error')}
      </Alert>
    );
  }
  if (!receipt.data) return <Skeleton lines={4} />;
  const data = receipt.data;
  const money = (value: string | number | undefined) => format.money(centsToMoney(cents(value)));
  const moneyOfCents = (amount: number) => format.money(centsToMoney(amount));
  const lines = data.employee_compensations;
  const print = () => {
    const root = document.documentElement;
    root.setAttribute('data-pk-printing', '');
    const done = () => root.removeAttribute('data-pk-printing');
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    // Browsers without afterprint (or a blocked dialog) still get the page back.
    setTimeout(done, 1000);
  };
  const columns: TableColumn<ReceiptLine>[] = [
    {
      key: 'name',
      header: t('review.employee'),
      cell: (row) => `${row.employee_first_name} ${row.employee_last_name}`,
    },
    { key: 'method', header: t('editor.paymentMethod'), cell: (row) => row.payment_method },
    { key: 'gross', header: t('review.gross'), align: 'end', cell: (row) => moneyOfCents(grossCents(row)) },
    { key: 'taxes', header: t('review.taxes'), align: 'end', cell: (row) => money(row.total_tax) },
    {
      key: 'deductions',
      header: t('receipt.deductions'),
      align: 'end',
      cell: (row) => money(row.total_garnishments),
    },
    { key: 'net', header: t('review.net'), align: 'end', cell: (row) => money(row.net_pay) },
  ];
  const totals: Figure[] = [
    [t('review.grossPay'), moneyOfCents(sum(lines, grossCents))],
    [t('review.employeeTaxes'), moneyOfCents(sum(lines, (line) => cents(line.total_tax)))],
    [t('receipt.deductions'), moneyOfCents(sum(lines, (line) => cents(line.total_garnishments)))],
    [t('review.netPay'), moneyOfCents(sum(lines, (line) => cents(line.net_pay)))],
  ];
  const licensee = data.licensee as
    { name?: string; address?: string; city?: string; state?: string; postal_code?: string } | undefined;

  return (
    <article className="pk-payroll-receipt" aria-labelledby="pk-payroll-receipt-title">
      <div className="pk-flow-section__header pk-payroll-run__header">
        <h3 id="pk-payroll-receipt-title" className="pk-payroll-run__subtitle">
          {t('receipt.title')}
        </h3>
        <Button type="button" variant="secondary" className="pk-payroll-receipt__print" onClick={print}>
          {t('receipt.print')}
        </Button>
      </div>
      <FigureList
        figures={[
          [t('receipt.company'), data.name_of_sender],
          !!payroll && [
            t('landing.period'),
            `${format.date(payroll.pay_period.start_date)} – ${format.date(payroll.pay_period.end_date)}`,
          ],
          !!payroll && [t('review.checkDate'), format.date(expectedCheckDate(payroll))],
          [t('review.companyDebit'), money(data.totals.company_debit), true],
          [t('receipt.netPayDebit'), money(data.totals.net_pay_debit)],
          [t('receipt.taxDebit'), money(data.totals.tax_debit)],
          [t('receipt.reimbursementDebit'), money(data.totals.reimbursement_debit)],
          [t('review.debitDate'), data.debit_date ? format.date(data.debit_date) : '—'],
        ]}
      />
      {data.taxes.length > 0 ? (
        <>
          <h4 className="pk-payroll-receipt__heading">{t('receipt.taxes')}</h4>
          <ul className="pk-payroll-receipt__taxes">
            {data.taxes.map((tax) => (
              <li key={tax.name}>
                <span>{tax.name}</span> <span>{money(tax.amount)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Table
        caption={t('receipt.employees')}
        columns={columns}
        rows={lines}
        rowKey={(row) => row.employee_uuid}
      />
      <FigureList label={t('receipt.totals')} figures={totals} />
      {licensee?.name ? (
        <p className="pk-payroll-run__muted">
          {t('receipt.licensee', {
            name: licensee.name,
            address: [licensee.address, licensee.city, licensee.state, licensee.postal_code]
              .filter(Boolean)
              .join(', '),
          })}
        </p>
      ) : null}
      {typeof data.recipient_notice === 'string' ? (
        <p className="pk-payroll-run__muted">{data.recipient_notice}</p>
      ) : null}
    </article>
  );
}
