import { describe, expect, it } from 'vitest';
import {
  addOnboardedContractor,
  FIXED_BUSINESS,
  fundContractorPayment,
  payContractor,
} from '../../support/contractors';
import { demoHttpForEachTest } from './http';
import type { ApiJson } from './request';

/*
 * Invoices over HTTP (UPSTREAM-3 N.2, DECISIONS 75; SPEC §7), system token: a month's companies
 * with their active employees (onboarded, employed in the month) and contractors (paid in it), from
 * the first month the company had something to invoice; bad months and filters 422 on `base`.
 */

// Monday 15 June 2026; the seeded company was created today and paid its first payroll on 10 June.
const http = demoHttpForEachTest({ employees: 4 });
const system = () => http.api.tokens.system;
const invoice = (period: string, query = '') =>
  http.call('GET', `/v1/invoices/${period}${query}`, undefined, system());

describe('invoices (UPSTREAM-3 N.2)', () => {
  it('lists the month’s active employees and contractors per company invoiced for it', async () => {
    const contractor = await addOnboardedContractor(http, FIXED_BUSINESS);
    const group = await payContractor(http, {
      contractorUuid: contractor,
      checkDate: '2026-06-22',
      wage: '500.00',
      creationToken: 'june',
    });
    await fundContractorPayment(http, group.uuid);
    const june = await invoice('2026-06');
    expect(june.status).toBe(200);
    expect(june.headers.get('x-per-page')).toBe('100');
    // Three of the four seeded employees are onboarded; one contractor paid in June.
    expect(june.body).toEqual({
      active_companies: [
        {
          company_uuid: http.company,
          active_employees: 3,
          active_contractors: 1,
          initial_invoice_period: '2026-06',
        },
      ],
    });
    // Before its first invoiceable month the company is not invoiced; a filter lists only whom it names.
    expect((await invoice('2026-05')).body).toEqual({ active_companies: [] });
    expect((await invoice('2026-06', `?company_uuids=${http.company}`)).body.active_companies).toHaveLength(
      1,
    );
  });

  it('refuses a month not YYYY-MM or in the future, and more than 50 or unknown companies, on base', async () => {
    const refused = async (period: string, query = '') => {
      const answer = await invoice(period, query);
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual([
        expect.objectContaining({ error_key: 'base', category: 'invalid_parameter' }),
      ]);
    };
    await refused('2026-7');
    await refused('2026-13');
    await refused('2026-07');
    await refused('june');
    const many = Array.from(
      { length: 51 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    await refused('2026-06', `?company_uuids=${many.join(',')}`);
    await refused('2026-06', `?company_uuids=${many[0]}`);
    expect((await invoice('2026-06', '?per=0')).status).toBe(422);
    expect((await http.call('GET', '/v1/invoices/2026-06')).status).toBe(401);
    expect((await invoice('..%2F2026-06')).status).toBeLessThan(500);
    expect(((await invoice('2026-06')).body as ApiJson).active_companies).toHaveLength(1);
  });
});
