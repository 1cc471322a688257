import { describe, expect, it } from 'vitest';
import { addContractor, FIXED_BUSINESS } from '../../support/contractors';
import { proxyForTwoCompanies } from './twoCompanyProxy';

// The demo's 1099 call through the proxy (issue 25): `POST /v1/sandbox/generate_1099` names its
// contractor in the body, not the path, so the proxy's path scoping cannot place it; the company's
// own token can only reach its own contractors, and another company's session gets a clean 4xx.
describe('generate_1099 through the proxy', () => {
  it('makes a 1099 for its own company’s contractor and refuses another company’s session', async () => {
    const { api, newcomer, call, signIn } = await proxyForTwoCompanies();
    signIn([api.companyUuid]);
    // Started last year, so last year has a 1099 to make.
    const { uuid } = await addContractor({ api, call }, { ...FIXED_BUSINESS, start_date: '2025-03-01' });

    const made = await call('POST', '/v1/sandbox/generate_1099', { contractor_id: uuid });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'US_1099', year: 2025, contractor_uuid: uuid });
    const forms = await call('GET', `/v1/contractors/${uuid}/forms`);
    expect(forms.body.map((form: { uuid: string }) => form.uuid)).toEqual([made.body.uuid]);
    const pdf = await call('GET', `/v1/contractors/${uuid}/forms/${made.body.uuid}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.body.document_content_type).toBe('application/pdf');

    // Another company's session: not found, and nothing made for the contractor.
    signIn([newcomer]);
    const across = await call('POST', '/v1/sandbox/generate_1099', { contractor_id: uuid, year: 2024 });
    expect(across.status).toBe(404);
    expect(across.body.errors[0]).toMatchObject({ category: 'not_found' });

    // Hostile values: a contract-shaped 422 on the fields, never a 5xx.
    signIn([api.companyUuid]);
    const hostile = await call('POST', '/v1/sandbox/generate_1099', {
      contractor_id: { $ne: null },
      year: 'x',
    });
    expect(hostile.status).toBe(422);
    expect(hostile.body.errors.map((error: { error_key: string; category: string }) => error)).toEqual([
      expect.objectContaining({ error_key: 'contractor_id', category: 'invalid_attribute_value' }),
      expect.objectContaining({ error_key: 'year', category: 'invalid_attribute_value' }),
    ]);
    expect((await call('GET', `/v1/contractors/${uuid}/forms`)).body).toHaveLength(1);
  });
});
