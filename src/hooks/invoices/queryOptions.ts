/**
 * `invoiceQueries`: a month's invoice lines as TanStack Query options.
 *
 * @module
 */
import type { PayrollClient } from '../../api/client';
import { getInvoice } from '../../api/invoices/operations';
import { payrollRead } from '../payrollQuery';
import * as queryKeys from '../queryKeyTable';

/**
 * The month's (`YYYY-MM`) invoice lines: active employees and contractors per company.
 *
 * @example
 * await queryClient.prefetchQuery(invoiceQueries.month(client, '2026-06'));
 */
export const month = (client: PayrollClient, invoicePeriod: string, companyUuids?: readonly string[]) =>
  payrollRead(queryKeys.invoice(invoicePeriod, companyUuids), (call) =>
    getInvoice(client, invoicePeriod, companyUuids ? { company_uuids: companyUuids } : {}, call),
  );
