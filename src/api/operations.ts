/* The operations, gathered: one line per area (`api/<area>/operations.ts`), and one per further
   concept file of an area that holds several (`company/bankAccountOperations.ts` …). */
export * from './employees/operations';
export * from './addresses/operations';
export * from './jobs/operations';
export * from './taxes/operations';
export * from './paymentMethod/operations';
export * from './onboarding/operations';
export * from './locations/operations';
export * from './paySchedules/operations';
export * from './timeOff/operations';
export * from './payroll/operations';
export * from './tokenInfo/operations';
export * from './events/operations';
export * from './company/operations';
export * from './company/bankAccountOperations';
export * from './company/signatoryOperations';
export * from './company/formOperations';
export * from './company/stateTaxOperations';
export * from './contractors/operations';
export * from './contractorPaymentMethod/operations';
export * from './contractorDocuments/operations';
export * from './contractorPayments/operations';
export * from './employment/terminationOperations';
export * from './employment/rehireOperations';
export * from './garnishments/operations';
export * from './payStubs/operations';
export * from './earningTypes/operations';
