/**
 * Every screen after the list, loaded as one lazy chunk: split per screen, the chunks each
 * gzipped apart, with shared code split into more chunks, cost 6.5 kB more gzip in total. All of
 * them are prefetched on the same idle moment anyway.
 */
export { ContractorForm } from './ContractorForm';
export { ContractorPage } from './ContractorPage';
export { PayContractors } from './PayContractors';
export { PaymentGroup } from './PaymentGroup';
export { PaymentHistory } from './PaymentHistory';
export { PaymentReceipt } from './PaymentReceipt';
