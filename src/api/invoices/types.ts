/**
 * One company's invoice line for a month (UPSTREAM-3 N.2): its active employees (onboarded, hired
 * by the month's end, not terminated before its start) and contractors (paid in the month), and
 * the first month it was invoiced for.
 *
 * @example
 * const line = `${row.active_employees} employees, ${row.active_contractors} contractors`;
 */
export interface InvoiceCompany {
  company_uuid?: string;
  active_employees?: number;
  active_contractors?: number;
  /** `YYYY-MM`. */
  initial_invoice_period?: string;
}

/**
 * A month's invoice data: the companies invoiced for it.
 *
 * @example
 * const { data } = await getInvoice(client, '2026-06');
 * data.active_companies.length;
 */
export interface InvoiceData {
  active_companies: InvoiceCompany[];
}
