export { useCan, useTokenInfo } from './queries';
export * as tokenInfoQueries from './queryOptions';
