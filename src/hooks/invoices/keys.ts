import { root } from '../queryKeyRoot';

export const invoices = () => [root, 'partner', 'invoices'] as const;
export const invoice = (invoicePeriod: string, companyUuids: readonly string[] | undefined) =>
  [...invoices(), invoicePeriod, companyUuids ? [...companyUuids].sort() : null] as const;
