export { usePayrollDigest } from './queries';
export * as payrollDigestQueries from './queryOptions';
