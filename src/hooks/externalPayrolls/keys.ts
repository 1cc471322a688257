import { root } from '../queryKeyRoot';

export const externalPayrolls = (companyId: string) =>
  [root, 'company', companyId, 'external_payrolls'] as const;
export const externalPayrollList = (companyId: string, query: unknown) =>
  [...externalPayrolls(companyId), 'list', query] as const;
export const externalPayroll = (companyId: string, externalPayrollId: string) =>
  [...externalPayrolls(companyId), 'detail', externalPayrollId] as const;
export const externalPayrollTaxSuggestions = (companyId: string, externalPayrollId: string) =>
  [...externalPayrolls(companyId), 'tax_suggestions', externalPayrollId] as const;
export const externalPayrollTaxLiabilities = (companyId: string) =>
  [...externalPayrolls(companyId), 'tax_liabilities'] as const;
