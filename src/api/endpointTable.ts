/*
 * The rows of {@link endpoints}, one export each, so that an operation imports just its own row and
 * a page bundles the endpoints of the flows it renders, not all of them. Operations read them as
 * `import * as endpoints from '../endpointTable'`, which bundlers tree-shake member by member.
 * The rows live in their area's folder (`<area>/endpoints.ts`, or one file per resource where an
 * area has several: `timeOff/policyEndpoints.ts` …): a bundler places a whole module in one chunk, so
 * one file of every row put the rows of a flow's lazy screens in its first load. One line per file.
 */

export * from './tokenInfo/endpoints';
export * from './employees/endpoints';
export * from './addresses/homeAddressEndpoints';
export * from './addresses/workAddressEndpoints';
export * from './jobs/endpoints';
export * from './taxes/endpoints';
export * from './paymentMethod/endpoints';
export * from './onboarding/endpoints';
export * from './onboarding/employeeFormEndpoints';
export * from './locations/endpoints';
export * from './paySchedules/endpoints';
export * from './timeOff/policyEndpoints';
export * from './timeOff/requestEndpoints';
export * from './timeOff/holidayPayEndpoints';
export * from './payroll/endpoints';
export * from './payroll/grossUpEndpoints';
export * from './company/endpoints';
export * from './contractors/endpoints';
export * from './contractorPaymentMethod/endpoints';
export * from './contractorDocuments/endpoints';
export * from './contractorPayments/endpoints';
export * from './events/endpoints';
export * from './employment/terminationEndpoints';
export * from './employment/rehireEndpoints';
export * from './garnishments/endpoints';
export * from './payStubs/endpoints';
export * from './earningTypes/endpoints';
export * from './reimbursements/endpoints';
export * from './benefits/endpoints';
export * from './employeeBenefits/endpoints';
export * from './portalInvitations/endpoints';
export * from './wireIn/endpoints';
export * from './recoveryCases/endpoints';
export * from './informationRequests/endpoints';
export * from './notifications/endpoints';
export * from './achTransactions/endpoints';
export * from './checks/endpoints';
export * from './i9Verification/endpoints';
export * from './payrollDigests/endpoints';
export * from './payrollBatches/endpoints';
export * from './invoices/endpoints';
export * from './reports/endpoints';
export * from './externalPayrolls/endpoints';
export * from './departments/endpoints';
export * from './peopleBatches/endpoints';
export * from './companyAttachments/endpoints';
export * from './flowLinks/endpoints';
export * from './timeSheets/endpoints';
export * from './salaryEstimates/endpoints';
