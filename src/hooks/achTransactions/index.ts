export { useAchTransactionPages, useAchTransactions } from './queries';
export * as achTransactionQueries from './queryOptions';
