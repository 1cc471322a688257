export { PEOPLE_BATCH_POLL_MS, useSendPeopleBatch } from './mutations';
export { usePeopleBatch } from './queries';
export * as peopleBatchQueries from './queryOptions';
