/*
 * What each write (or each event the service sends) refreshes, one export each (gathered as
 * {@link invalidateAfter}), so that a hook imports just the writes it makes and a page bundles the
 * invalidations of the flows it renders. Each area declares its own in `hooks/<area>/invalidations.ts`
 * (with `refresh.ts`, the only modules that call `invalidateQueries`: a lint rule keeps it so); this
 * table gathers them, one line per area. Hooks read them as
 * `import * as invalidateAfter from '../invalidationTable'`, which bundlers tree-shake member by member.
 */
export * from './company/invalidations';
export * from './contractorPayments/invalidations';
export * from './contractors/invalidations';
export * from './earningTypes/invalidations';
export * from './reimbursements/invalidations';
export * from './benefits/invalidations';
export * from './employeeBenefits/invalidations';
export * from './employees/invalidations';
export * from './employment/invalidations';
export * from './garnishments/invalidations';
export * from './i9Verification/invalidations';
export * from './jobs/invalidations';
export * from './locations/invalidations';
export * from './paySchedules/invalidations';
export * from './portalInvitations/invalidations';
export * from './wireIn/invalidations';
export * from './recoveryCases/invalidations';
export * from './payrollDigests/invalidations';
export * from './informationRequests/invalidations';
export * from './payroll/invalidations';
export * from './timeOff/invalidations';
export * from './externalPayrolls/invalidations';
export * from './departments/invalidations';
export * from './companyAttachments/invalidations';
export * from './timeSheets/invalidations';
export * from './salaryEstimates/invalidations';
