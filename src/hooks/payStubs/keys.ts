import { root } from '../queryKeyRoot';

/** Every pay stub read of every employee: a processed payroll adds a stub to each it paid. */
export const payStubs = () => [root, 'pay_stubs'] as const;
export const payStubList = (employeeId: string, query: unknown) =>
  [...payStubs(), employeeId, query] as const;
export const payStubPdf = (payrollId: string, employeeId: string) =>
  [...payStubs(), employeeId, 'pdf', payrollId] as const;
