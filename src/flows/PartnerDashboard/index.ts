export { PartnerDashboard, type PartnerDashboardProps } from './PartnerDashboard';
export { CompanyDigests, type CompanyDigestsProps } from './CompanyDigests';
export { InvoiceLines, type InvoiceLinesProps } from './InvoiceLines';
export { PayrollCancellation, type PayrollCancellationProps } from './PayrollCancellation';
export { partnerDashboardMessages, type PartnerDashboardMessageKey } from './messages';
export {
  partnerDashboardEventTypes,
  type PartnerDashboardEventHandler,
  type PartnerDashboardEventMap,
} from './events';
