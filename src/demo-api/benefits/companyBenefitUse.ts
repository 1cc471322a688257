import type { DemoService } from '../service';
import { employeeBenefits } from '../employeeBenefits/records';

/**
 * What a company benefit is used by (UPSTREAM-2 K.2): the enrolments that hold it and the payroll
 * items that carry it. They decide whether it may be deactivated (no active enrolment) and deleted
 * (no enrolment at all and no payroll item).
 */

/**
 * The active enrolments in a company benefit.
 *
 * @example
 * enrolledCount(service, benefit.uuid); // 2
 */
export function enrolledCount(service: DemoService, companyBenefitUuid: string): number {
  let count = 0;
  for (const e of service.store.table(employeeBenefits).values())
    if (e.companyBenefitUuid === companyBenefitUuid && e.active) count += 1;
  return count;
}

/**
 * Whether any enrolment, active or not, names the company benefit.
 *
 * @example
 * hasEnrolments(service, benefit.uuid); // false for a benefit nobody joined
 */
export function hasEnrolments(service: DemoService, companyBenefitUuid: string): boolean {
  for (const e of service.store.table(employeeBenefits).values())
    if (e.companyBenefitUuid === companyBenefitUuid) return true;
  return false;
}

/**
 * Whether a calculated or processed payroll carries a line of the company benefit.
 *
 * @example
 * hasPayrollItems(service, benefit.uuid); // true once a payroll deducted it
 */
export function hasPayrollItems(service: DemoService, companyBenefitUuid: string): boolean {
  for (const payroll of service.store.payrolls.values())
    if (payroll.results?.some((r) => r.benefits?.some((b) => b.companyBenefitUuid === companyBenefitUuid)))
      return true;
  return false;
}
