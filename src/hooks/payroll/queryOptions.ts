/**
 * `payrollQueries`: a company's payrolls as TanStack Query options (key and fetch paired once), for
 * `useQuery`, `prefetchQuery` on the server and `ensureQueryData` in a router loader.
 *
 * @module
 */
import type { PayrollClient } from '../../api/client';
import { payrollQuery, payrollRead } from '../payrollQuery';
import {
  getPayroll,
  getPayrollBlockers,
  getPayrollReceipt,
  getPayrollRows,
  listPayrolls,
  type PayrollRowsQuery,
} from '../../api/payroll/operations';
import type { Payroll } from '../../api/payroll/types';
import * as queryKeys from '../queryKeyTable';
import { readPayrollPayFacts } from './payFacts';
import { readPayrollStatus } from './readPayrollStatus';

/** Filters of a payroll list: processing status, type, pay-period bounds, includes, order, page. */
type PayrollListFilters = Parameters<typeof listPayrolls>[2];

/**
 * One page of a company's payrolls.
 *
 * @example
 * await queryClient.prefetchQuery(payrollQueries.list(client, companyId, { processingStatuses: ['unprocessed'] }));
 */
export const list = (client: PayrollClient, companyId: string, filters: PayrollListFilters = {}) =>
  payrollQuery(queryKeys.payrollList(companyId, filters), (call) =>
    listPayrolls(client, companyId, filters, call),
  );

/**
 * Why payroll cannot run now (empty when nothing blocks it).
 *
 * @example
 * const blockers = await queryClient.ensureQueryData(payrollQueries.blockers(client, companyId));
 */
export const blockers = (client: PayrollClient, companyId: string) =>
  payrollRead(queryKeys.payrollBlockers(companyId), (call) => getPayrollBlockers(client, companyId, call));

/**
 * The receipt of a processed payroll.
 *
 * @example
 * await queryClient.prefetchQuery(payrollQueries.receipt(client, payrollId));
 */
export const receipt = (client: PayrollClient, payrollId: string) =>
  payrollRead(queryKeys.payrollReceipt(payrollId), (call) => getPayrollReceipt(client, payrollId, call));

/**
 * A payroll's summary for review and submit (totals, company taxes, dates, status meta, blockers),
 * with no rows, so it stays small at 5,000 employees.
 *
 * @example
 * const summary = await queryClient.ensureQueryData(payrollQueries.summary(client, companyId, payrollId));
 */
export const summary = (client: PayrollClient, companyId: string, payrollId: string) =>
  payrollQuery(queryKeys.payrollSummary(companyId, payrollId), async (call): Promise<Payroll> => {
    const { data } = await getPayroll(
      client,
      companyId,
      payrollId,
      { include: ['totals', 'taxes', 'payroll_status_meta', 'risk_blockers'], page: 1, per: 1 },
      call,
    );
    return { ...data, employee_compensations: undefined };
  });

/**
 * One page (at most 100) of a payroll's rows: each employee's gross, taxes and net.
 *
 * @example
 * await queryClient.prefetchQuery(payrollQueries.rows(client, companyId, payrollId, { page: 1, include: ['taxes'] }));
 */
export const rows = (client: PayrollClient, companyId: string, payrollId: string, query: PayrollRowsQuery) =>
  payrollQuery(
    queryKeys.payrollRowPage(companyId, payrollId, query),
    async (call) => (await getPayrollRows(client, companyId, payrollId, query, call)).rows,
  );

/**
 * A payroll's status (what `usePayrollRunStatus` polls).
 *
 * @example
 * const payroll = await queryClient.fetchQuery(payrollQueries.status(client, companyId, payrollId));
 */
export const status = (client: PayrollClient, companyId: string, payrollId: string) =>
  payrollQuery(queryKeys.payrollStatus(companyId, payrollId), (call) =>
    readPayrollStatus(client, companyId, payrollId, call.signal),
  );

/**
 * The pay of every employee of a company (annual salary, hourly rates), their job titles and who
 * is still in onboarding, for the payroll editor; read once per five minutes. With `periodEnd`,
 * the pay in effect for the payroll's period (a raise dated later is not its pay).
 *
 * @example
 * const facts = await queryClient.ensureQueryData(payrollQueries.payFacts(client, companyId, '2026-06-19'));
 */
export const payFacts = (client: PayrollClient, companyId: string, periodEnd?: string) =>
  payrollQuery(
    queryKeys.payFacts(companyId, periodEnd),
    (call) => readPayrollPayFacts(client, companyId, call.signal, periodEnd),
    5 * 60_000,
  );
