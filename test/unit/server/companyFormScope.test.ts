import { describe, expect, it } from 'vitest';
import { proxyForTwoCompanies } from './twoCompanyProxy';

// A company form's path (`/v1/forms/{form_id}`) names no company: the proxy finds its owner in
// the session's companies' own form lists, so an admin of one company cannot read or sign
// another company's forms by uuid.
const setUp = () => proxyForTwoCompanies();

describe('company forms through the proxy', () => {
  it('serves a company form to its own company’s session', async () => {
    const { api, call, signIn } = await setUp();
    signIn([api.companyUuid]);
    const forms = await call('GET', `/v1/companies/${api.companyUuid}/forms`);
    expect(forms.status).toBe(200);
    const form = forms.body[0];
    expect(form).toBeDefined();
    expect((await call('GET', `/v1/forms/${form.uuid}`)).body).toMatchObject({ uuid: form.uuid });
  });

  it('refuses another company’s form by uuid, for reading and for signing', async () => {
    const { api, newcomer, call, signIn } = await setUp();
    signIn([api.companyUuid]);
    const form = (await call('GET', `/v1/companies/${api.companyUuid}/forms`)).body[0];
    signIn([newcomer]);
    const read = await call('GET', `/v1/forms/${form.uuid}`);
    expect(read.status).toBe(404);
    const sign = await call('PUT', `/v1/forms/${form.uuid}/sign`, {
      signature_text: 'Mary Jackson',
      agree: true,
    });
    expect(sign.status).toBe(404);
    expect(sign.body.errors[0]).toMatchObject({ category: 'not_found' });
  });
});
