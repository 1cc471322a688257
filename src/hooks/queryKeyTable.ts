/*
 * Every cache key of the kit, one export each (the one home of keys: {@link queryKeys} gathers them),
 * so that a hook imports just the keys it uses and a page bundles the keys of the flows it renders.
 * Each area declares its keys in `hooks/<area>/keys.ts`; this table gathers them, one line per area.
 * Hooks read them as `import * as queryKeys from '../queryKeyTable'`, which bundlers tree-shake
 * member by member.
 */
export { all } from './queryKeyRoot';

export * from './addresses/keys';
export * from './company/keys';
export * from './contractorPayments/keys';
export * from './contractors/keys';
export * from './earningTypes/keys';
export * from './reimbursements/keys';
export * from './benefits/keys';
export * from './employeeBenefits/keys';
export * from './employees/keys';
export * from './employment/keys';
export * from './garnishments/keys';
export * from './i9Verification/keys';
export * from './jobs/keys';
export * from './locations/keys';
export * from './onboarding/keys';
export * from './paySchedules/keys';
export * from './portalInvitations/keys';
export * from './wireIn/keys';
export * from './recoveryCases/keys';
export * from './informationRequests/keys';
export * from './notifications/keys';
export * from './achTransactions/keys';
export * from './checks/keys';
export * from './payrollDigests/keys';
export * from './invoices/keys';
export * from './payStubs/keys';
export * from './payroll/keys';
export * from './timeOff/keys';
export * from './tokenInfo/keys';
export * from './reports/keys';
export * from './externalPayrolls/keys';
export * from './departments/keys';
export * from './peopleBatches/keys';
export * from './companyAttachments/keys';
export * from './timeSheets/keys';
export * from './salaryEstimates/keys';
