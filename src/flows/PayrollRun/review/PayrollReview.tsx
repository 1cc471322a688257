import { useMemo, useState } from 'react';
import type { EmployeeCompensation, Payroll } from '../../../api/payroll/types';
import {
  centsToMoney,
  usePrimitives,
  useFormat,
  type TableColumn,
  type TableSort,
  Table as DefaultTable,
} from '../../../ui';
import { payrollRowName } from '../../../hooks';
import { ListPages } from '../../shared/ListPages';
import { RowAction } from '../../shared/RowAction';
import { FigureList, type Figure } from '../FigureList';
import { debitDate, expectedCheckDate } from '../payrollDates';
import { usePayrollMoneyMessages } from '../usePayrollMoneyMessages';
import { usePayrollRunMessages } from '../usePayrollRunMessages';
import { cents, payBreakdown, type PayBreakdown } from './payBreakdown';
import { paidFigures, payFigures } from './payFigures';
import { PayStubLink } from './PayStubLink';

const PER = 50;

/** Props of {@link PayrollReview}. */
export interface PayrollReviewProps {
  payroll: Payroll;
  /** Per-employee results (after calculation, or of a processed payroll). */
  rows: readonly EmployeeCompensation[] | undefined;
}

interface ResultRow extends PayBreakdown {
  id: string;
  name: string;
}

/** The summary's figures: the words' key and the total's. */
const TOTALS = [
  ['landing.totalDebit', 'company_debit'],
  ['review.grossPay', 'gross_pay'],
  ['review.employeeTaxes', 'employee_taxes'],
  ['review.employerTaxes', 'employer_taxes'],
  ['review.netPay', 'net_pay'],
  ['review.reimbursements', 'reimbursements'],
  // Why the debit is below the net pay: checks are printed, not debited (UPSTREAM E.8).
  ['review.checks', 'check_amount'],
] as const;

/**
 * What a calculated payroll will pay, before money moves: the company debit, gross pay, employee
 * and employer taxes, net pay, reimbursements, check and debit dates; then each employee's gross,
 * taxes and net, sortable, 50 to a page, each name opening what makes them up ({@link payFigures}).
 * Sums are in integer cents.
 *
 * @example
 * <PayrollReview payroll={payroll} rows={rows} />
 */
export function PayrollReview({ payroll, rows }: PayrollReviewProps) {
  const { Table } = usePrimitives({ Table: DefaultTable });
  const messages = usePayrollRunMessages();
  const { t } = messages;
  const format = useFormat();
  const [sort, setSort] = useState<TableSort>({ key: 'name', direction: 'asc' });
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string>();
  const totals: Partial<Record<string, string>> = { ...payroll.totals };
  const debit = debitDate(payroll);
  // The review rides the run's later chunk with the money words: the child support's are there.
  const money = usePayrollMoneyMessages();
  const childSupport = cents(totals.child_support_debit);

  const results = useMemo(() => {
    const list: ResultRow[] = (rows ?? [])
      .filter((row) => !row.excluded)
      .map((row) => ({
        ...payBreakdown(row),
        id: row.employee_uuid,
        name: payrollRowName(row) || t('editor.unknownEmployee'),
      }));
    const direction = sort.direction === 'asc' ? 1 : -1;
    const key = sort.key as keyof ResultRow;
    return list.sort((a, b) => {
      const left = a[key];
      const right = b[key];
      return (typeof left === 'string' ? left.localeCompare(right as string) : +left - +right) * direction;
    });
  }, [rows, sort, t]);

  const pages = Math.max(1, Math.ceil(results.length / PER));
  const shown = results.slice((Math.min(page, pages) - 1) * PER, Math.min(page, pages) * PER);
  const columns: TableColumn<ResultRow>[] = [
    {
      key: 'name',
      header: t('editor.employee'),
      // A disclosure: the employee's name opens what makes up their pay, right under it.
      cell: (row) => (
        <>
          <RowAction
            variant="ghost"
            label={row.name}
            aria-expanded={open === row.id}
            onClick={() => setOpen(open === row.id ? undefined : row.id)}
          />
          {open === row.id ? (
            <>
              <FigureList className="pk-payroll-lines" figures={payFigures(row, messages, format)} />
              {row.reimbursementLines.length > 0 ? (
                <FigureList className="pk-payroll-lines" figures={paidFigures(row, messages, format)} />
              ) : null}
              {/* Once processed, each person's pay stub (the same figures, as the employee gets them). */}
              {payroll.processed ? (
                <PayStubLink payrollId={payroll.uuid} employeeId={row.id} name={row.name} />
              ) : null}
            </>
          ) : null}
        </>
      ),
      sortable: true,
    },
    ...(['gross', 'taxes', 'net'] as const).map((key): TableColumn<ResultRow> => ({
      key,
      header: t(`review.${key}`),
      cell: (row) => format.money(centsToMoney(row[key])),
      sortable: true,
      align: 'end',
    })),
  ];

  return (
    <div className="pk-payroll-review">
      <FigureList
        figures={[
          ...TOTALS.map(
            ([words, total], index): Figure | false =>
              // The checks line only when someone is paid by check.
              (total !== 'check_amount' || cents(totals[total]) > 0) && [
                t(words),
                format.money(centsToMoney(cents(totals[total]))),
                index === 0,
              ],
          ),
          // Why the debit is above net pay and taxes: the service sends the child support to the agency.
          childSupport > 0 && [money.t('review.childSupport'), format.money(centsToMoney(childSupport))],
          [t('landing.checkDate'), format.date(expectedCheckDate(payroll))],
          [t('review.debitDate'), debit ? format.date(debit.slice(0, 10)) : '—'],
        ]}
      />
      {/* Who pays the agency: said wherever child support is withheld (issue 43). */}
      {childSupport > 0 ? (
        <p className="pk-payroll-run__muted">
          {money.t('review.childSupportNote', { amount: format.money(centsToMoney(childSupport)) })}
        </p>
      ) : null}
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
      <ListPages
        page={{ page: Math.min(page, pages), totalPages: pages, totalCount: results.length, per: PER }}
        label={t('review.caption')}
        onPageChange={setPage}
      />
    </div>
  );
}
