import { describe, expect, it } from 'vitest';
import { createDemoApi, type DemoApi } from '../../../src/testing';
import { call, employees, fixedNow, type ApiJson } from './request';

const answer = (key: string, value: unknown) => ({
  key,
  answers: [{ value, valid_from: '2010-01-01', valid_up_to: null }],
});

async function steps(api: DemoApi, uuid: string) {
  const res = await call(api, 'GET', `/v1/employees/${uuid}/onboarding_status`);
  return Object.fromEntries(res.body.onboarding_steps.map((s: ApiJson) => [s.id, s.completed]));
}

describe('onboarding status (UPSTREAM A.8)', () => {
  it('computes the steps from real records and finishes onboarding once the required ones are done', async () => {
    const api = createDemoApi({ now: fixedNow() });
    const employee = (
      await call(api, 'POST', `/v1/companies/${api.companyUuid}/employees`, {
        body: { first_name: 'Bessie', last_name: 'Coleman', date_of_birth: '1992-01-26', ssn: '111223333' },
      })
    ).body;
    const id = employee.uuid;
    expect(await steps(api, id)).toMatchObject({
      personal_details: true,
      add_home_address: false,
      compensation_details: false,
    });

    const early = await call(api, 'PUT', `/v1/employees/${id}/onboarding_status`, {
      body: { onboarding_status: 'onboarding_completed' },
    });
    expect(early.status).toBe(422);
    expect(early.body.errors[0].metadata.steps).toContain('add_home_address');

    const locations = (await call(api, 'GET', `/v1/companies/${api.companyUuid}/locations`)).body;
    const wa = locations.find((l: ApiJson) => l.state === 'WA');
    await call(api, 'POST', `/v1/employees/${id}/work_addresses`, { body: { location_uuid: wa.uuid } });
    await call(api, 'POST', `/v1/employees/${id}/home_addresses`, {
      body: { street_1: '9 Oak St', city: 'Portland', state: 'OR', zip: '97201' },
    });
    const job = (
      await call(api, 'POST', `/v1/employees/${id}/jobs`, {
        body: { title: 'Aviator', hire_date: '2026-06-01' },
      })
    ).body;
    const comp = job.compensations[0];
    await call(api, 'PUT', `/v1/compensations/${comp.uuid}`, {
      body: { version: comp.version, rate: '31.00' },
    });
    const federal = (await call(api, 'GET', `/v1/employees/${id}/federal_taxes`)).body;
    await call(api, 'PUT', `/v1/employees/${id}/federal_taxes`, {
      body: { version: federal.version, w4_data_type: 'rev_2020_w4', filing_status: 'Single' },
    });
    expect(await steps(api, id)).toMatchObject({
      state_tax_setup: false,
      federal_tax_setup: true,
      compensation_details: true,
    });
    await call(api, 'PUT', `/v1/employees/${id}/state_taxes`, {
      body: {
        states: [
          { state: 'OR', questions: [answer('filing_status', 'S'), answer('additional_withholding', '0')] },
        ],
      },
    });
    expect(await steps(api, id)).toMatchObject({ state_tax_setup: true, employee_form_signing: false });

    const forms = (await call(api, 'GET', `/v1/employees/${id}/forms`)).body;
    const w4 = forms.find((f: ApiJson) => f.requires_signing);
    const signed = await call(api, 'PUT', `/v1/employees/${id}/forms/${w4.uuid}/sign`, {
      body: { signature_text: 'Bessie Coleman', agree: true },
      headers: { 'X-Client-IP': '198.51.100.4' },
    });
    expect(signed.body.requires_signing).toBe(false);

    const done = await call(api, 'PUT', `/v1/employees/${id}/onboarding_status`, {
      body: { onboarding_status: 'onboarding_completed' },
    });
    expect(done.status).toBe(200);
    expect((await call(api, 'GET', `/v1/employees/${id}`)).body.onboarded).toBe(true);
  });

  it('follows the transition table and refuses anything else', async () => {
    const api = createDemoApi({ now: fixedNow() });
    const employee = (
      await call(api, 'POST', `/v1/companies/${api.companyUuid}/employees`, {
        body: { first_name: 'Sally', last_name: 'Ride', email: 'sally@example.com' },
      })
    ).body;
    // What an invitation needs besides the name and email (DECISIONS 62): a work address and a job with pay.
    const [location] = (await call(api, 'GET', `/v1/companies/${api.companyUuid}/locations`)).body;
    await call(api, 'POST', `/v1/employees/${employee.uuid}/work_addresses`, {
      body: { location_uuid: location.uuid },
    });
    const job = (
      await call(api, 'POST', `/v1/employees/${employee.uuid}/jobs`, {
        body: { title: 'Astronaut', hire_date: '2026-07-01' },
      })
    ).body;
    await call(api, 'PUT', `/v1/compensations/${job.compensations[0].uuid}`, {
      body: { version: job.compensations[0].version, rate: '40.00' },
    });
    const to = (status: string) =>
      call(api, 'PUT', `/v1/employees/${employee.uuid}/onboarding_status`, {
        body: { onboarding_status: status },
      });
    expect((await to('self_onboarding_pending_invite')).status).toBe(200);
    expect((await to('self_onboarding_invited')).status).toBe(200);
    const review = await to('self_onboarding_awaiting_admin_review');
    expect(review.status).toBe(422);
    expect(review.body.errors[0].category).toBe('invalid_operation');
    expect((await to('admin_onboarding_incomplete')).status).toBe(200);
    expect((await to('not_a_status')).body.errors[0]).toMatchObject({
      error_key: 'onboarding_status',
      category: 'invalid_attribute_value',
    });
  });
});

describe('employee forms (UPSTREAM A.9, SPEC §7, DECISIONS 37)', () => {
  async function setup() {
    const api = createDemoApi({ now: fixedNow() });
    const pending = (await employees(api)).find((e) => !e.onboarded);
    const forms = (await call(api, 'GET', `/v1/employees/${pending.uuid}/forms`)).body;
    const sign = (form: ApiJson, body: unknown, headers: Record<string, string> = {}) =>
      call(api, 'PUT', `/v1/employees/${pending.uuid}/forms/${form.uuid}/sign`, { body, headers });
    return { api, pending, forms, sign };
  }

  it('serves a real PDF for each form', async () => {
    const { api, pending, forms } = await setup();
    const pdf = await call(api, 'GET', `/v1/employees/${pending.uuid}/forms/${forms[0].uuid}/pdf`);
    expect(pdf.body.document_content_type).toBe('application/pdf');
    const bytes = atob(pdf.body.document_url.split(',')[1]);
    expect(bytes.startsWith('%PDF-1.4')).toBe(true);
    expect(bytes).toContain(forms[0].title.split(' (')[0]);
    expect(bytes.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('applies the signing rules: agree, ip address, already signed, no signature needed', async () => {
    const { forms, sign } = await setup();
    const w4 = forms.find((f: ApiJson) => f.requires_signing);
    const notice = forms.find((f: ApiJson) => !f.requires_signing);
    expect((await sign(w4, { signature_text: 'X' })).body.errors[0]).toMatchObject({
      error_key: 'agree',
      category: 'missing_parameter',
    });
    expect(
      (await sign(w4, { signature_text: 'X', agree: false, signed_by_ip_address: '1.2.3.4' })).body.errors[0]
        .error_key,
    ).toBe('agree');
    const badIp = await sign(w4, { signature_text: 'X', agree: true, signed_by_ip_address: '999.1.1.1' });
    expect(badIp.body.errors[0]).toMatchObject({
      error_key: 'signed_by_ip_address',
      category: 'invalid_attribute_value',
    });
    const noIp = await sign(w4, { signature_text: 'X', agree: true });
    expect(noIp.body.errors[0].error_key).toBe('signed_by_ip_address');
    expect(
      (await sign(w4, { signature_text: 'X', agree: true }, { 'X-Client-IP': '2001:db8::1' })).status,
    ).toBe(200);
    const again = await sign(w4, { signature_text: 'X', agree: true, signed_by_ip_address: '1.2.3.4' });
    expect(again.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_operation' });
    const needless = await sign(notice, {
      signature_text: 'X',
      agree: true,
      signed_by_ip_address: '1.2.3.4',
    });
    expect(needless.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_operation' });
  });
});
