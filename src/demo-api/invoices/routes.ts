import { ApiError, invalidParameter } from '../errors';
import { paginate, readPage } from '../pagination';
import type { Route } from '../service';
import { invoiceLine } from './invoiceLines';

/** Companies one invoice request may name (SPEC §7/§8). */
const MAX_COMPANIES = 50;

const PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/;

function refuse(message: string): ApiError {
  return new ApiError(422, [invalidParameter('base', message)]);
}

/**
 * Invoices (UPSTREAM-3 N.2, DECISIONS 75), system token: `GET /v1/invoices/{YYYY-MM}` lists the
 * partner's companies invoiced for that month with their active employees and contractors, 100 a
 * page unless `per` asks fewer. `invoice_period` not `YYYY-MM` or in the future, more than 50
 * `company_uuids`, or one naming no company of the partner: 422 `invalid_parameter` on `base`
 * (SPEC §7). A named company not invoiced for the month is not listed (the demo's reading of N.2's
 * "not active" note, which SPEC §7 does not make an error).
 *
 * @example
 * new Router(invoiceRoutes);
 */
export const invoiceRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v1/invoices/{invoice_period}',
    auth: 'system',
    scope: 'invoices:read',
    handle({ params, query }, service) {
      const period = params.invoice_period ?? '';
      if (!PERIOD.test(period)) throw refuse('invoice_period must be a month as YYYY-MM.');
      if (period > service.clock.today().slice(0, 7))
        throw refuse('invoice_period must not be in the future.');
      const named = query.get('company_uuids');
      const uuids = named === null ? null : [...new Set(named.split(',').map((id) => id.trim()))];
      if (uuids !== null && uuids.length > MAX_COMPANIES)
        throw refuse(`company_uuids may name at most ${MAX_COMPANIES} companies.`);
      if (uuids !== null && uuids.some((id) => !service.store.companies.has(id)))
        throw refuse('company_uuids names a company that is not the partner’s.');
      // Forced pagination: 100 a page unless `per` asks fewer.
      const paging = query.get('per') === null ? { ...readPage(query), per: 100 } : readPage(query);
      const companies = [...service.store.companies.values()].filter(
        (c) => uuids === null || uuids.includes(c.uuid),
      );
      const lines = companies.flatMap((c) => {
        const line = invoiceLine(service, c, period);
        return line ? [line] : [];
      });
      const { items, headers } = paginate(lines, paging);
      return {
        status: 200,
        headers,
        body: {
          active_companies: items.map((l) => ({
            company_uuid: l.companyUuid,
            active_employees: l.activeEmployees,
            active_contractors: l.activeContractors,
            initial_invoice_period: l.initialInvoicePeriod,
          })),
        },
      };
    },
  },
];
