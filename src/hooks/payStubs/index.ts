export { usePayStubPdf, usePayStubs } from './queries';
