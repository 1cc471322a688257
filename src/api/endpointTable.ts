/*
 * The rows of {@link endpoints}, one export each, so that an operation imports just its own row and
 * a page bundles the endpoints of the flows it renders, not all of them. Operations read them as
 * `import * as endpoints from '../endpointTable'`, which bundlers tree-shake member by member.
 * The rows live in a file per resource (`endpointRows/`): a bundler places a whole module in one
 * chunk, so one file of every row put the rows of a flow's lazy screens in its first load.
 */

export * from './endpointRows/tokenInfo';
export * from './endpointRows/employees';
export * from './endpointRows/homeAddresses';
export * from './endpointRows/workAddresses';
export * from './endpointRows/jobs';
export * from './endpointRows/taxes';
export * from './endpointRows/paymentMethod';
export * from './endpointRows/onboarding';
export * from './endpointRows/employeeForms';
export * from './endpointRows/locations';
export * from './endpointRows/paySchedules';
export * from './endpointRows/timeOffPolicies';
export * from './endpointRows/timeOffRequests';
export * from './endpointRows/holidayPay';
export * from './endpointRows/payrolls';
export * from './endpointRows/company';
export * from './endpointRows/contractors';
export * from './endpointRows/contractorPaymentMethod';
export * from './endpointRows/contractorDocuments';
export * from './endpointRows/contractorPayments';
export * from './endpointRows/events';
export * from './endpointRows/terminations';
export * from './endpointRows/rehires';
export * from './endpointRows/garnishments';
export * from './endpointRows/payStubs';
