import { root } from '../queryKeyRoot';

/** Where an employee stands in their employment: termination, rehire, history. */
export const employment = (employeeId: string) => [root, 'employee-part', employeeId, 'employment'] as const;
/** The employee's one termination, or null. */
export const termination = (employeeId: string) => [...employment(employeeId), 'termination'] as const;
export const rehire = (employeeId: string) => [...employment(employeeId), 'rehire'] as const;
export const employmentHistory = (employeeId: string) => [...employment(employeeId), 'history'] as const;
/** Under the company's payrolls: a payroll processed or a termination changes them. */
export const dismissalPayPeriods = (companyId: string) =>
  [root, 'company', companyId, 'payrolls', 'dismissal_pay_periods'] as const;
