export { useCan } from './queries';
export * as tokenInfoQueries from './queryOptions';
