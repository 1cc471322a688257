export { useInvoice } from './queries';
export * as invoiceQueries from './queryOptions';
