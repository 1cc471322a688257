import { endpoint } from '../endpointRow';

// Invoices (UPSTREAM-3 N.2): a month's active employees and contractors per company (system token,
// through the proxy for a partner session only)
export const getInvoice = endpoint('GET', '/v1/invoices/{invoice_period}');
