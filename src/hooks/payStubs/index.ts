export { usePayStubPdf, usePayStubs } from './queries';
export * as payStubQueries from './queryOptions';
