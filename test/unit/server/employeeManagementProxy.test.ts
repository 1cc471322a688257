import { describe, expect, it } from 'vitest';
import { isApiError } from '../../../src/api/errors';
import { listEmployees } from '../../../src/api/employees/operations';
import {
  createGarnishment,
  getGarnishment,
  listChildSupportAgencies,
} from '../../../src/api/garnishments/operations';
import { getPayStubPdf, listPayStubs } from '../../../src/api/payStubs/operations';
import { proxyForTwoCompanies } from './twoCompanyProxy';
import { usd } from '../../support/usd';

// Employee management's operations through the partner proxy, called with the library's own
// client as a page would: the child support agencies (a literal path beside
// `/v1/garnishments/{garnishment_id}`), a pay stub's PDF (a document, not JSON), and a
// garnishment's uuid, which names no company and is scoped through its employee.
const setUp = () => proxyForTwoCompanies({ employees: 4 });

describe('employee management through the proxy', () => {
  it('lists the child support agencies and hands a pay stub over as its PDF', async () => {
    const { api, client, signIn } = await setUp();
    signIn([api.companyUuid]);
    const agencies = (await listChildSupportAgencies(client)).data;
    expect(agencies.find((agency) => agency.state === 'FL')?.required_attributes).toEqual([
      { key: 'case_number', label: 'Case Number' },
    ]);

    // The seeded company has paid one payroll (check date 10 June): its employees have a stub.
    const employees = (await listEmployees(client, api.companyUuid, { per: 100 })).items;
    let shown: { stub: string; payroll: string; employee: string } | undefined;
    for (const employee of employees) {
      const stub = (await listPayStubs(client, employee.uuid)).items[0];
      if (stub) {
        shown = { stub: stub.gross_pay, payroll: stub.payroll_uuid, employee: employee.uuid };
        break;
      }
    }
    expect(shown).toBeDefined();
    const { data: pdf, headers } = await getPayStubPdf(client, shown!.payroll, shown!.employee);
    expect(headers.get('content-type')).toBe('application/pdf');
    const text = await pdf.text();
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain(`(Gross pay: ${usd(shown!.stub)})`);
  });

  it('serves a garnishment to its own company’s session and refuses it to another company’s', async () => {
    const { api, newcomer, client, signIn } = await setUp();
    signIn([api.companyUuid]);
    const [employee] = (await listEmployees(client, api.companyUuid, { per: 1 })).items;
    const { data: garnishment } = await createGarnishment(
      client,
      employee!.uuid,
      { court_ordered: true, garnishment_type: 'student_loan', amount: '75.00', recurring: true },
      { idempotencyKey: 'garnishment-1' },
    );
    expect((await getGarnishment(client, garnishment.uuid)).data).toMatchObject({
      uuid: garnishment.uuid,
      amount: '75.00',
    });

    signIn([newcomer]);
    const refused = await getGarnishment(client, garnishment.uuid).catch((error: unknown) => error);
    expect(isApiError(refused) && refused.status).toBe(404);
  });
});
