/**
 * `payroll-kit/queries`: the kit's reads as TanStack Query options, one namespace per area
 * (`employeeQueries.detail(client, id)`, `payrollQueries.list(client, companyId, filters)`, …), with
 * the fetch-layer client they take. No React and no `'use client'`, so a server component can
 * prefetch with them and a router loader can `ensureQueryData` before anything renders; the kit's
 * own hooks use the same factories, so what you prefetch is what they read. See `docs/queries.md`.
 *
 * @example
 * import { createPayrollClient, employeeQueries } from 'payroll-kit/queries';
 */
export { createPayrollClient, type PayrollClient, type PayrollClientOptions } from './api/client';
export type { PayrollPreviewQueryOptions, PayrollQueryOptions } from './hooks/payrollQuery';

export * as addressQueries from './hooks/addresses/queryOptions';
export * as companyQueries from './hooks/company/queryOptions';
export * as contractorDocumentQueries from './hooks/contractorDocuments/queryOptions';
export * as contractorPaymentMethodQueries from './hooks/contractorPaymentMethod/queryOptions';
export * as contractorPaymentQueries from './hooks/contractorPayments/queryOptions';
export * as contractorQueries from './hooks/contractors/queryOptions';
export * as earningTypeQueries from './hooks/earningTypes/queryOptions';
export * as reimbursementQueries from './hooks/reimbursements/queryOptions';
export * as benefitQueries from './hooks/benefits/queryOptions';
export * as employeeBenefitQueries from './hooks/employeeBenefits/queryOptions';
export * as employeeQueries from './hooks/employees/queryOptions';
export * as employmentQueries from './hooks/employment/queryOptions';
export * as garnishmentQueries from './hooks/garnishments/queryOptions';
export * as i9VerificationQueries from './hooks/i9Verification/queryOptions';
export * as jobQueries from './hooks/jobs/queryOptions';
export * as locationQueries from './hooks/locations/queryOptions';
export * as onboardingQueries from './hooks/onboarding/queryOptions';
export * as payScheduleQueries from './hooks/paySchedules/queryOptions';
export * as payStubQueries from './hooks/payStubs/queryOptions';
export * as paymentMethodQueries from './hooks/paymentMethod/queryOptions';
export * as portalInvitationQueries from './hooks/portalInvitations/queryOptions';
export * as wireInQueries from './hooks/wireIn/queryOptions';
export * as recoveryCaseQueries from './hooks/recoveryCases/queryOptions';
export * as informationRequestQueries from './hooks/informationRequests/queryOptions';
export * as notificationQueries from './hooks/notifications/queryOptions';
export * as achTransactionQueries from './hooks/achTransactions/queryOptions';
export * as checkQueries from './hooks/checks/queryOptions';
export * as payrollDigestQueries from './hooks/payrollDigests/queryOptions';
export * as invoiceQueries from './hooks/invoices/queryOptions';
export * as payrollQueries from './hooks/payroll/queryOptions';
export * as taxQueries from './hooks/taxes/queryOptions';
export * as timeOffQueries from './hooks/timeOff/queryOptions';
export * as tokenInfoQueries from './hooks/tokenInfo/queryOptions';
export * as reportQueries from './hooks/reports/queryOptions';
export * as departmentQueries from './hooks/departments/queryOptions';
export * as peopleBatchQueries from './hooks/peopleBatches/queryOptions';
export * as companyAttachmentQueries from './hooks/companyAttachments/queryOptions';
export * as timeSheetQueries from './hooks/timeSheets/queryOptions';
export * as salaryEstimateQueries from './hooks/salaryEstimates/queryOptions';
