import type { CompanyRecord } from '../company/records';
import { employmentHistory } from '../employment/employment';
import type { DemoService } from '../service';

/**
 * The month's invoice lines of UPSTREAM-3 N.2 (DECISIONS 75): a company is invoiced for a month
 * from its first invoiceable event (a processed payroll's check date or a funded contractor
 * payment's date) or its creation in the service (its move to embedded), whichever is later, while
 * it is neither archived nor suspended; it is charged for its active employees (onboarded, hired
 * by the month's last day, not terminated before its first) and its active contractors (paid in
 * the month).
 */

/** One company's line. */
export interface InvoiceLine {
  companyUuid: string;
  activeEmployees: number;
  activeContractors: number;
  initialInvoicePeriod: string;
}

/** The last day of a `YYYY-MM` month. @example lastDayOf('2026-02'); // '2026-02-28' */
function lastDayOf(period: string): string {
  const [year, month] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** The first month the company may be invoiced for, or null when it has had nothing to invoice. */
function initialPeriod(service: DemoService, company: CompanyRecord): string | null {
  const events: string[] = [];
  for (const p of service.store.payrolls.values())
    if (p.companyUuid === company.uuid && p.processed) events.push(p.check_date);
  for (const c of service.store.contractorPayments.values())
    if (c.companyUuid === company.uuid && c.status === 'Funded') events.push(c.date);
  if (events.length === 0) return null;
  const first = events.sort()[0]!.slice(0, 7);
  const created = company.createdAt.slice(0, 7);
  return first > created ? first : created;
}

/**
 * The company's line for the month, or null when it is not invoiced for it.
 *
 * @example
 * invoiceLine(service, company, '2026-06')?.activeEmployees; // 4
 */
export function invoiceLine(
  service: DemoService,
  company: CompanyRecord,
  period: string,
): InvoiceLine | null {
  if (company.archived || company.suspended) return null;
  const initial = initialPeriod(service, company);
  if (initial === null || initial > period) return null;
  const first = `${period}-01`;
  const last = lastDayOf(period);
  let activeEmployees = 0;
  for (const e of service.store.employees.values()) {
    if (e.companyUuid !== company.uuid || e.onboarding_status !== 'onboarding_completed') continue;
    const employed = employmentHistory(service.store, e.uuid).some(
      (h) =>
        h.hire_date !== '' &&
        h.hire_date <= last &&
        (h.termination_date === null || h.termination_date >= first),
    );
    if (employed) activeEmployees += 1;
  }
  const paid = new Set<string>();
  for (const c of service.store.contractorPayments.values())
    if (c.companyUuid === company.uuid && c.status === 'Funded' && c.date >= first && c.date <= last)
      paid.add(c.contractorUuid);
  return {
    companyUuid: company.uuid,
    activeEmployees,
    activeContractors: paid.size,
    initialInvoicePeriod: initial,
  };
}
