import { root } from '../queryKeyRoot';

/** An employee's benefit enrolments: the list and every one of them below this key. */
export const employeeBenefits = (employeeId: string) =>
  [root, 'employee-part', employeeId, 'employee_benefits'] as const;
export const employeeBenefit = (employeeId: string, enrolmentId: string) =>
  [...employeeBenefits(employeeId), 'detail', enrolmentId] as const;
/** The enrolments of one company benefit (under the company's benefits, so their refresh reaches it). */
export const companyBenefitEnrolments = (companyId: string, benefitId: string) =>
  [root, 'company', companyId, 'company_benefits', 'enrolments', benefitId] as const;
