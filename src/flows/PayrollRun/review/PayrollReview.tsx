import { useMemo, useState } from 'react';
import type { EmployeeCompensation, Payroll } from '../../../api/types/payrolls';
import {
  centsToMoney,
  moneyToCents,
  usePrimitives,
  useFormat,
  type TableColumn,
  type TableSort,
  Table as DefaultTable,
  Pagination as DefaultPagination,
} from '../../../ui';
import { payrollRowName } from '../../../hooks';
import { expectedCheckDate } from '../payrollDates';
import { usePayrollRunMessages } from '../usePayrollRunMessages';

const PER = 50;

/** Props of {@link PayrollReview}. */
export interface PayrollReviewProps {
  payroll: Payroll;
  /** Per-employee results (after calculation, or of a processed payroll). */
  rows: readonly EmployeeCompensation[] | undefined;
}

/** Cents of a decimal string or number from the wire; 0 when absent. */
export function cents(value: string | number | null | undefined): number {
  if (value === null || value === undefined) return 0;
  return moneyToCents(typeof value === 'number' ? value.toFixed(2) : value) ?? 0;
}

/** The debit date a partner should see: moved by four-day ACH when it was, else the expected one. */
export function debitDate(payroll: Payroll): string | undefined {
  const changed = (payroll as { payment_speed_changed?: { current_debit_date?: string } | null })
    .payment_speed_changed;
  if (changed?.current_debit_date) return changed.current_debit_date;
  const expected = payroll.payroll_status_meta?.expected_debit_time;
  return typeof expected === 'string' ? expected : undefined;
}

/**
 * An employee's own taxes in cents: their `taxes[]` when the rows were read with them, otherwise
 * what gross pay loses on the way to net pay besides deductions.
 */
function employeeTaxes(row: EmployeeCompensation): number {
  if (row.taxes)
    return row.taxes.filter((tax) => !tax.employer).reduce((sum, tax) => sum + cents(tax.amount), 0);
  const deductions = (row.deductions ?? [])
    .filter((line) => line.amount_type !== 'percent')
    .reduce((sum, line) => sum + cents(line.amount), 0);
  return cents(row.gross_pay) - cents(row.net_pay) - deductions;
}

interface ResultRow {
  id: string;
  name: string;
  gross: number;
  taxes: number;
  net: number;
  excluded: boolean;
}

/**
 * What a calculated payroll will pay, before money moves: the company debit, gross pay, employee
 * and employer taxes, net pay, reimbursements, check and debit dates; then each employee's gross,
 * taxes and net, sortable, 50 to a page. Sums are in integer cents.
 *
 * @example
 * <PayrollReview payroll={payroll} rows={rows} />
 */
export function PayrollReview({ payroll, rows }: PayrollReviewProps) {
  const { Table, Pagination } = usePrimitives({ Table: DefaultTable, Pagination: DefaultPagination });
  const { t } = usePayrollRunMessages();
  const format = useFormat();
  const [sort, setSort] = useState<TableSort>({ key: 'name', direction: 'asc' });
  const [page, setPage] = useState(1);
  const totals: Partial<Record<string, string>> = { ...payroll.totals };
  const money = (key: string) => format.money(centsToMoney(cents(totals[key])));
  const debit = debitDate(payroll);

  const results = useMemo(() => {
    const list: ResultRow[] = (rows ?? [])
      .filter((row) => !row.excluded)
      .map((row) => ({
        id: row.employee_uuid,
        name: payrollRowName(row) || t('editor.unknownEmployee'),
        gross: cents(row.gross_pay),
        net: cents(row.net_pay),
        taxes: employeeTaxes(row),
        excluded: row.excluded,
      }));
    const direction = sort.direction === 'asc' ? 1 : -1;
    const key = sort.key as keyof ResultRow;
    return list.sort((a, b) => {
      const left = a[key];
      const right = b[key];
      return (
        (typeof left === 'string' ? left.localeCompare(String(right)) : Number(left) - Number(right)) *
        direction
      );
    });
  }, [rows, sort, t]);

  const pages = Math.max(1, Math.ceil(results.length / PER));
  const shown = results.slice((Math.min(page, pages) - 1) * PER, Math.min(page, pages) * PER);
  const columns: TableColumn<ResultRow>[] = [
    { key: 'name', header: t('review.employee'), cell: (row) => row.name, sortable: true },
    {
      key: 'gross',
      header: t('review.gross'),
      cell: (row) => format.money(centsToMoney(row.gross)),
      sortable: true,
      align: 'end',
    },
    {
      key: 'taxes',
      header: t('review.taxes'),
      cell: (row) => format.money(centsToMoney(row.taxes)),
      sortable: true,
      align: 'end',
    },
    {
      key: 'net',
      header: t('review.net'),
      cell: (row) => format.money(centsToMoney(row.net)),
      sortable: true,
      align: 'end',
    },
  ];

  return (
    <div className="pk-payroll-review">
      <dl className="pk-payroll-review__totals">
        <div data-emphasis>
          <dt>{t('review.companyDebit')}</dt>
          <dd>{money('company_debit')}</dd>
        </div>
        <div>
          <dt>{t('review.grossPay')}</dt>
          <dd>{money('gross_pay')}</dd>
        </div>
        <div>
          <dt>{t('review.employeeTaxes')}</dt>
          <dd>{money('employee_taxes')}</dd>
        </div>
        <div>
          <dt>{t('review.employerTaxes')}</dt>
          <dd>{money('employer_taxes')}</dd>
        </div>
        <div>
          <dt>{t('review.netPay')}</dt>
          <dd>{money('net_pay')}</dd>
        </div>
        <div>
          <dt>{t('review.reimbursements')}</dt>
          <dd>{money('reimbursements')}</dd>
        </div>
        {/* Why the debit is below the net pay: checks are printed, not debited (UPSTREAM E.8). */}
        {cents(totals.check_amount) > 0 ? (
          <div>
            <dt>{t('review.checks')}</dt>
            <dd>{money('check_amount')}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('review.checkDate')}</dt>
          <dd>{format.date(expectedCheckDate(payroll))}</dd>
        </div>
        <div>
          <dt>{t('review.debitDate')}</dt>
          <dd>{debit ? format.date(debit.slice(0, 10)) : '—'}</dd>
        </div>
      </dl>
      <Table
        caption={t('review.caption')}
        columns={columns}
        rows={shown}
        rowKey={(row) => row.id}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPage(1);
        }}
      />
      {pages > 1 ? (
        <Pagination
          page={Math.min(page, pages)}
          totalPages={pages}
          totalCount={results.length}
          per={PER}
          label={t('review.caption')}
          onPageChange={setPage}
        />
      ) : null}
    </div>
  );
}
