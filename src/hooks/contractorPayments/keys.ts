import { root } from '../queryKeyRoot';

/** Every contractor payment read of a company: history, groups, receipts. */
export const contractorPayments = (companyId: string) =>
  [root, 'company', companyId, 'contractor_payments'] as const;
export const contractorPaymentHistory = (companyId: string, query: unknown) =>
  [...contractorPayments(companyId), 'history', query] as const;
export const contractorPaymentGroups = (companyId: string, query: unknown) =>
  [...contractorPayments(companyId), 'groups', query] as const;
export const contractorPaymentGroup = (companyId: string, groupId: string) =>
  [...contractorPayments(companyId), 'group', groupId] as const;
export const contractorPaymentReceipt = (companyId: string, paymentId: string) =>
  [...contractorPayments(companyId), 'receipt', paymentId] as const;
