import type { BenefitContribution, BulkEnrolment } from '../../api/employeeBenefits/types';
import { normalizeMoney } from '../../api/money';
import type { EmployeeBenefitValues } from '../../hooks/employeeBenefits';

/** The typed contribution as the service takes it, or null for none. */
function contributionOf(values: EmployeeBenefitValues): BenefitContribution | null {
  if (values.contribution_type === '') return null;
  if (values.contribution_type === 'tiered')
    return {
      type: 'tiered',
      value: { tiers: values.tiers.map((tier) => ({ rate: tier.rate, threshold: tier.threshold })) },
    };
  return { type: values.contribution_type, value: normalizeMoney(values.contribution_value) };
}

/**
 * The items of one bulk enrolment (`PUT …/employee_benefits`): each chosen employee enrolled on
 * the same terms, in the order chosen (the service answers a refused item by its position). The
 * ranges (a percent at most 100) are the service's to judge, on each item.
 *
 * @example
 * bulk.mutate(bulkEnrolmentItems(form.getValues(), ['e-1', 'e-2']));
 */
export function bulkEnrolmentItems(values: EmployeeBenefitValues, employeeIds: string[]): BulkEnrolment[] {
  const contribution = contributionOf(values);
  return employeeIds.map((employeeId) => ({
    action: 'create',
    employee_uuid: employeeId,
    employee_deduction: normalizeMoney(values.employee_deduction),
    deduct_as_percentage: values.deduct_as_percentage,
    contribution,
    // A percentage contribution matches the deduction, as the single enrolment form sends it.
    elective: values.contribution_type === 'tiered' || values.contribution_type === 'percentage',
    ...(values.effective_date ? { effective_date: values.effective_date } : {}),
  }));
}
