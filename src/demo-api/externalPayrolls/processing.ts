import { yearToDate } from '../payroll/payrollCalculation';
import { insertPayroll } from '../payroll/upcomingPayrolls';
import type { DemoService } from '../service';
import { externalPayResult } from './externalPay';
import {
  externalPayrollLiabilities,
  type ExternalPayrollLiabilitiesRecord,
  externalPayrolls,
  type ExternalPayrollRecord,
} from './records';

/** The demo's "under 2 minutes" of UPSTREAM-3 M.3: finalized payrolls process 30 s later (DECISIONS 69). */
export const EXTERNAL_PROCESSING_MS = 30_000;

/**
 * A company's external payrolls, by check date (ties: creation order).
 *
 * @example
 * companyExternalPayrolls(service, companyUuid).filter((p) => p.status === 'unprocessed');
 */
export function companyExternalPayrolls(service: DemoService, companyUuid: string): ExternalPayrollRecord[] {
  return [...service.store.table(externalPayrolls).values()]
    .filter((p) => p.companyUuid === companyUuid)
    .sort((a, b) => a.checkDate.localeCompare(b.checkDate) || a.seq - b.seq);
}

/**
 * The company's liabilities record, made on first use.
 *
 * @example
 * liabilitiesOf(service, companyUuid).selections.get(2);
 */
export function liabilitiesOf(service: DemoService, companyUuid: string): ExternalPayrollLiabilitiesRecord {
  const table = service.store.table(externalPayrollLiabilities);
  let record = table.get(companyUuid);
  if (!record) {
    record = { companyUuid, selections: new Map(), finalizedAt: null, declaredNone: false };
    table.set(companyUuid, record);
  }
  return record;
}

/**
 * Turns one external payroll into a processed payroll with `external: true` (DECISIONS 69): its
 * items as rows paid `Historical`, its wages counted after the year's processed payrolls, so the
 * Social Security and FUTA bases, benefit limits and pay stubs' year-to-date figures include it.
 */
function processOne(service: DemoService, record: ExternalPayrollRecord): void {
  const ytd = yearToDate(service, { check_date: record.checkDate, companyUuid: record.companyUuid });
  const converted = record.items.map((item) =>
    externalPayResult(
      service,
      record.companyUuid,
      item,
      ytd.get(item.employeeUuid) ?? {
        socialSecurityWages: 0,
        medicareWages: 0,
        futaWages: 0,
      },
    ),
  );
  const payroll = insertPayroll(service, {
    companyUuid: record.companyUuid,
    payScheduleUuid: null,
    start_date: record.periodStart,
    end_date: record.periodEnd,
    check_date: record.checkDate,
    off_cycle: false,
    off_cycle_reason: null,
    offCycleOptions: null,
    entries: converted.map((c) => c.entry),
  });
  const now = service.nowIso();
  payroll.external = true;
  payroll.results = converted.map((c) => c.result);
  payroll.calculated_at = now;
  payroll.processed = true;
  payroll.processed_date = now.slice(0, 10);
  payroll.status = 'submit_success';
  payroll.paid = true;
  payroll.prepared = true;
  record.status = 'processed';
  record.payrollUuid = payroll.uuid;
  record.updatedAt = now;
  service.emit('external_payroll.updated', 'ExternalPayroll', record.uuid, record.companyUuid);
}

/**
 * Processes every unprocessed external payroll of the company, oldest check date first (each
 * one's wages count before the next one's), and clears the pending finalize.
 *
 * @example
 * service.clock.schedule(EXTERNAL_PROCESSING_MS, () => processExternalPayrolls(service, companyUuid));
 */
export function processExternalPayrolls(service: DemoService, companyUuid: string): void {
  for (const record of companyExternalPayrolls(service, companyUuid))
    if (record.status === 'unprocessed') processOne(service, record);
}

/**
 * Whether the company onboarding's `external_payroll` step is done (DECISIONS 69): its
 * liabilities finalized and processed, or finished with no external payroll at all.
 *
 * @example
 * externalPayrollStepDone(service, companyUuid); // false until finalized
 */
export function externalPayrollStepDone(service: DemoService, companyUuid: string): boolean {
  const liabilities = service.store.table(externalPayrollLiabilities).get(companyUuid);
  if (!liabilities?.finalizedAt) return false;
  if (liabilities.declaredNone) return true;
  const payrolls = companyExternalPayrolls(service, companyUuid);
  return payrolls.length > 0 && payrolls.every((p) => p.status === 'processed');
}
