import { hoursText, money } from '../money/money';
import type { DemoService } from '../service';
import { versionOf } from '../version';
import { APPLICABLE_EARNINGS, applicableBenefits, applicableTaxes } from './applicable';
import type { ExternalPayrollRecord } from './records';

/**
 * An external payroll as the list shows it (UPSTREAM-3 M.3): its first six fields.
 *
 * @example
 * externalPayrollBasicView(record).status; // 'unprocessed'
 */
export function externalPayrollBasicView(record: ExternalPayrollRecord) {
  return {
    uuid: record.uuid,
    company_uuid: record.companyUuid,
    check_date: record.checkDate,
    payment_period_start_date: record.periodStart,
    payment_period_end_date: record.periodEnd,
    status: record.status,
  };
}

/**
 * The `version` of an external payroll: its dates and items, what a PUT can change.
 *
 * @example
 * externalPayrollVersion(record); // '6c1f0a9b3e27d4aa'
 */
export function externalPayrollVersion(record: ExternalPayrollRecord): string {
  return versionOf([record.checkDate, record.periodStart, record.periodEnd, record.items]);
}

/**
 * An external payroll as `GET`, create and update show it (UPSTREAM-3 M.3): amounts as decimal
 * strings, hours in thousandths, the applicable lists its items may name, `metadata.deletable`
 * (false once processed) and a `version`.
 *
 * @example
 * externalPayrollView(record, service).applicable_taxes[0]?.name; // 'Federal Income Tax'
 */
export function externalPayrollView(record: ExternalPayrollRecord, service: DemoService) {
  return {
    ...externalPayrollBasicView(record),
    external_payroll_items: record.items.map((item) => ({
      employee_uuid: item.employeeUuid,
      earnings: item.earnings.map((e) => ({
        amount: money(e.amount),
        hours: hoursText(e.hours),
        earning_type: e.earningType,
        earning_id: e.earningId,
      })),
      benefits: item.benefits.map((b) => ({
        benefit_id: b.benefitId,
        company_contribution_amount: money(b.companyContribution),
        employee_deduction_amount: money(b.employeeDeduction),
      })),
      taxes: item.taxes.map((t) => ({ tax_id: t.taxId, amount: money(t.amount) })),
    })),
    applicable_earnings: APPLICABLE_EARNINGS,
    applicable_benefits: applicableBenefits(service, record.companyUuid).map((b) => ({
      id: b.id,
      description: b.record.description,
      active: b.record.active,
    })),
    applicable_taxes: applicableTaxes(service, record.companyUuid),
    metadata: { deletable: record.status === 'unprocessed' },
    version: externalPayrollVersion(record),
  };
}
