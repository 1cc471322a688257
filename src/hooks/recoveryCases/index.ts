export { useRedebitRecoveryCase } from './mutations';
export { useRecoveryCases } from './queries';
export * as recoveryCaseQueries from './queryOptions';
