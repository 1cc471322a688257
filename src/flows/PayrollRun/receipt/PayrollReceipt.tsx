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
import type { EmployeeCompensation, Payroll, PayrollReceipt as Receipt } from '../../../api/payroll/types';
import { FigureList, type Figure } from '../FigureList';
import { expectedCheckDate } from '../payrollDates';
import { cents, payBreakdown, type PayBreakdown } from '../review/payBreakdown';
import type { PayrollRunMessageKey } from '../messages';
import { usePayrollRunMessages } from '../usePayrollRunMessages';

/** Props of {@link PayrollReceipt}. */
export interface PayrollReceiptProps {
  payrollId: string;
  /** The payroll, for the pay period and check date the printed receipt names. */
  payroll?: Payroll;
  /**
   * The payroll's rows (read with `include=taxes`), when at hand: each employee's gross and
   * deductions are then read from their lines, benefits included (the receipt itself carries no
   * gross and counts only garnishments as deductions).
   */
  rows?: readonly EmployeeCompensation[];
}

type ReceiptLine = Receipt['employee_compensations'][number];

/**
 * Each employee's amounts and their totals: the column's key and words, the total's words, and the
 * amount in cents, from the employee's row when given (`pay`). Without it the receipt carries no
 * gross: it is then read as net pay plus the employee's taxes and garnishments.
 */
const AMOUNTS: ReadonlyArray<
  readonly [
    key: string,
    header: PayrollRunMessageKey,
    total: PayrollRunMessageKey,
    amount: (line: ReceiptLine, pay?: PayBreakdown) => number,
  ]
> = [
  [
    'gross',
    'review.gross',
    'review.grossPay',
    (line: ReceiptLine, pay?: PayBreakdown) =>
      pay ? pay.gross : cents(line.net_pay) + cents(line.total_tax) + cents(line.total_garnishments),
  ],
  ['taxes', 'review.taxes', 'review.employeeTaxes', (line: ReceiptLine) => cents(line.total_tax)],
  [
    'deductions',
    'receipt.deductions',
    'receipt.deductions',
    // Benefits, the payroll's own deductions and garnishments: all that gross loses besides taxes.
    (line: ReceiptLine, pay?: PayBreakdown) =>
      pay ? pay.gross - pay.taxes - pay.net : cents(line.total_garnishments),
  ],
  ['net', 'review.net', 'review.netPay', (line: ReceiptLine) => cents(line.net_pay)],
  [
    'reimbursements',
    'review.reimbursements',
    'review.reimbursements',
    (line: ReceiptLine) => cents(line.total_reimbursement),
  ],
  [
    'check',
    'review.checkAmount',
    'review.checkAmount',
    // What the employee receives (DECISIONS 67): net pay plus the untaxed reimbursements.
    (line: ReceiptLine) => cents(line.net_pay) + cents(line.total_reimbursement),
  ],
];

/**
 * The receipt of a processed payroll (contract.md#payroll-run): the company, pay period and check
 * date, the debit and what it is made of, the taxes, each employee's gross, taxes, deductions
 * (benefits included when `rows` are given), net pay, reimbursements and check amount with their
 * totals, and the licensee's notice. "Print receipt" prints only the receipt
 * (or saves it as PDF through the browser's print dialog), so it names everything on its own.
 *
 * @example
 * <PayrollReceipt payrollId={payrollId} payroll={payroll} rows={rows} />
 */
export function PayrollReceipt({ payrollId, payroll, rows }: PayrollReceiptProps) {
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
            {t('list.retry')}
          </Button>
        }
      >
        {t('receipt.error')}
      </Alert>
    );
  }
  if (!receipt.data) return <Skeleton lines={4} />;
  const data = receipt.data;
  const moneyOfCents = (amount: number) => format.money(centsToMoney(amount));
  const money = (value: string | number | undefined) => moneyOfCents(cents(value));
  const lines = data.employee_compensations;
  const pays = new Map(
    (rows ?? []).filter((row) => !row.excluded).map((row) => [row.employee_uuid, payBreakdown(row)]),
  );
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
      header: t('editor.employee'),
      cell: (row) => `${row.employee_first_name} ${row.employee_last_name}`,
    },
    { key: 'method', header: t('editor.paymentMethod'), cell: (row) => row.payment_method },
    ...AMOUNTS.map(([key, header, , amount]): TableColumn<ReceiptLine> => ({
      key,
      header: t(header),
      align: 'end',
      cell: (row) => moneyOfCents(amount(row, pays.get(row.employee_uuid))),
    })),
  ];
  const totals = AMOUNTS.map(([, , label, amount]): Figure => [
    t(label),
    moneyOfCents(lines.reduce((total, line) => total + amount(line, pays.get(line.employee_uuid)), 0)),
  ]);
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
          !!payroll && [t('landing.checkDate'), format.date(expectedCheckDate(payroll))],
          [t('landing.totalDebit'), money(data.totals.company_debit), true],
          [t('receipt.netPayDebit'), money(data.totals.net_pay_debit)],
          [t('review.taxes'), money(data.totals.tax_debit)],
          [t('review.reimbursements'), money(data.totals.reimbursement_debit)],
          [t('review.debitDate'), data.debit_date ? format.date(data.debit_date) : '—'],
        ]}
      />
      {data.taxes.length > 0 ? (
        <>
          <h4 className="pk-payroll-receipt__heading">{t('review.taxes')}</h4>
          <FigureList
            className="pk-payroll-lines"
            figures={data.taxes.map((tax): Figure => [tax.name, money(tax.amount)])}
          />
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
