/*
 * The API's types, gathered: the shared contract pieces, then one line per area (`api/<area>/`), and
 * one per further concept file of an area that holds several.
 */
export type * from './common';
export type * from './errorBody';

export type * from './addresses/types';
export type * from './company/types';
export type * from './company/bankAccountTypes';
export type * from './company/formTypes';
export type * from './company/stateTaxTypes';
export type * from './contractorDocuments/types';
export type * from './contractorPaymentMethod/types';
export type * from './contractorPayments/types';
export type * from './contractors/types';
export type * from './earningTypes/types';
export type * from './reimbursements/types';
export type * from './benefits/types';
export type * from './employeeBenefits/types';
export type * from './employees/types';
export type * from './employment/types';
export type * from './events/types';
export type * from './garnishments/types';
export type * from './i9Verification/types';
export type * from './jobs/types';
export type * from './locations/types';
export type * from './onboarding/types';
export type * from './paySchedules/types';
export type * from './payStubs/types';
export type * from './paymentMethod/types';
export type * from './portalInvitations/types';
export type * from './wireIn/types';
export type * from './recoveryCases/types';
export type * from './informationRequests/types';
export type * from './notifications/types';
export type * from './achTransactions/types';
export type * from './checks/types';
export type * from './payroll/types';
export type * from './taxes/types';
export type * from './timeOff/types';
export type * from './tokenInfo/types';
export type * from './payrollDigests/types';
export type * from './payrollBatches/types';
export type * from './invoices/types';
export type * from './reports/types';
export type * from './externalPayrolls/types';
export type * from './departments/types';
export type * from './peopleBatches/types';
export type * from './companyAttachments/types';
export type * from './flowLinks/types';
export type * from './timeSheets/types';
export type * from './salaryEstimates/types';
