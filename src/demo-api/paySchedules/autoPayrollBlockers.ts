import { activeBankAccount } from '../company/bankAccounts';
import type { DemoService } from '../service';
import { employeesPaidOn } from './payScheduleAssignments';
import type { PayScheduleRecord } from './records';

/** What the service says for each blocker when auto-payroll is refused. */
export const AUTO_PAYROLL_BLOCKER_MESSAGES: Readonly<Record<string, string>> = {
  company_suspended: 'The company is suspended, so its payrolls cannot run automatically.',
  missing_funding_method: 'Add and verify a company bank account before turning on auto-payroll.',
  employees_not_on_direct_deposit:
    'Some employees on this schedule are paid by check; put them on direct deposit first.',
};

/** One reason auto-payroll cannot be turned on (UPSTREAM C `auto_payroll_enablement_blockers`). */
export interface AutoPayrollBlocker {
  key: string;
  metadata: Record<string, unknown>;
}

/**
 * Why a schedule's payrolls cannot run themselves, from the records the demo keeps:
 *
 * - `company_suspended`: the company is suspended;
 * - `missing_funding_method`: the company has no bank account, or has not verified it, so there
 *   is nothing to debit;
 * - `employees_not_on_direct_deposit`: an onboarded employee on this schedule is paid by check
 *   (an automatic payroll cannot hand out paper checks); `metadata.employee_uuids` names them.
 *
 * `missing_state_tax_requirements` and `one_day_ach_speed_not_supported` are not modelled: the
 * demo keeps no company state tax setup and pays by two-day ACH only.
 *
 * @example
 * autoPayrollBlockers(service, schedule).map((b) => b.key); // ['employees_not_on_direct_deposit']
 */
export function autoPayrollBlockers(service: DemoService, schedule: PayScheduleRecord): AutoPayrollBlocker[] {
  const company = service.store.companies.get(schedule.companyUuid);
  const blockers: AutoPayrollBlocker[] = [];
  if (company?.suspended) blockers.push({ key: 'company_suspended', metadata: {} });
  if (activeBankAccount(service, schedule.companyUuid)?.verification_status !== 'verified')
    blockers.push({ key: 'missing_funding_method', metadata: {} });
  const byCheck = employeesPaidOn(service, schedule.companyUuid, schedule.uuid).filter(
    (uuid) =>
      service.store.employees.get(uuid)?.onboarding_status === 'onboarding_completed' &&
      service.store.paymentMethods.get(uuid)?.type !== 'Direct Deposit',
  );
  if (byCheck.length > 0)
    blockers.push({ key: 'employees_not_on_direct_deposit', metadata: { employee_uuids: byCheck } });
  return blockers;
}
