import { describe, expect, it } from 'vitest';
import { createDemoApi } from '../../../src/testing';
import { call, employees, fixedNow, type ApiJson } from './request';

async function fresh(api: ReturnType<typeof createDemoApi>, body: Record<string, unknown> = {}) {
  const res = await call(api, 'POST', `/v1/companies/${api.companyUuid}/employees`, {
    body: { first_name: 'Mae', last_name: 'Jemison', date_of_birth: '1956-10-17', ssn: '123456789', ...body },
  });
  expect(res.status).toBe(201);
  return res.body;
}

async function location(api: ReturnType<typeof createDemoApi>, state: string) {
  const res = await call(api, 'GET', `/v1/companies/${api.companyUuid}/locations`);
  return res.body.find((l: ApiJson) => l.state === state);
}

describe('employees (UPSTREAM A.1, SPEC §7)', () => {
  it('creates an employee that starts in admin onboarding and never returns the SSN', async () => {
    const api = createDemoApi({ now: fixedNow() });
    const employee = await fresh(api);
    expect(employee).toMatchObject({
      onboarding_status: 'admin_onboarding_incomplete',
      onboarded: false,
      has_ssn: true,
      ssn: '',
    });
    expect(JSON.stringify(employee)).not.toContain('123456789');
  });

  it('validates email, ssn, date_of_birth, and requires email for self-onboarding', async () => {
    const api = createDemoApi({ now: fixedNow() });
    const path = `/v1/companies/${api.companyUuid}/employees`;
    const bad = await call(api, 'POST', path, {
      body: { first_name: 'A', last_name: 'B', email: 'nope', ssn: '12345', date_of_birth: '1990-02-30' },
    });
    expect(bad.body.errors.map((e: ApiJson) => e.error_key).sort()).toEqual([
      'date_of_birth',
      'email',
      'ssn',
    ]);
    const self = await call(api, 'POST', path, {
      body: { first_name: 'A', last_name: 'B', self_onboarding: true },
    });
    expect(self.status).toBe(422);
    expect(self.body.errors[0].error_key).toBe('email');
  });

  it('filters the list by onboarded and terminated, and refuses a filter that is not true or false', async () => {
    const api = createDemoApi({ now: fixedNow() });
    const path = `/v1/companies/${api.companyUuid}/employees?per=100`;
    const everyone = await employees(api);
    const leaver = everyone.find((e) => e.onboarded)!;
    const ended = await call(api, 'POST', `/v1/employees/${leaver.uuid}/terminations`, {
      body: { effective_date: '2026-06-12' },
    });
    expect(ended.status).toBe(201);

    const pending = (await call(api, 'GET', `${path}&onboarded=false`)).body as ApiJson[];
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.map((e) => e.uuid).sort()).toEqual(
      everyone
        .filter((e) => !e.onboarded)
        .map((e) => e.uuid)
        .sort(),
    );
    const onboarded = (await call(api, 'GET', `${path}&onboarded=true`)).body as ApiJson[];
    expect(onboarded.length + pending.length).toBe(everyone.length);
    expect(onboarded.every((e) => e.onboarded)).toBe(true);

    const terminated = (await call(api, 'GET', `${path}&terminated=true`)).body as ApiJson[];
    expect(terminated.map((e) => e.uuid)).toEqual([leaver.uuid]);
    const active = (await call(api, 'GET', `${path}&terminated=false&onboarded=true`)).body as ApiJson[];
    expect(active.map((e) => e.uuid)).not.toContain(leaver.uuid);
    expect(active).toHaveLength(onboarded.length - 1);

    const bad = await call(api, 'GET', `${path}&onboarded=yes`);
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0]).toMatchObject({ error_key: 'onboarded', category: 'invalid_parameter' });
  });

  it('deletes an employee only while onboarding', async () => {
    const api = createDemoApi({ now: fixedNow() });
    const onboarded = (await employees(api)).find((e) => e.onboarded);
    const refused = await call(api, 'DELETE', `/v1/employees/${onboarded.uuid}`);
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_operation' });
    const pending = await fresh(api);
    expect((await call(api, 'DELETE', `/v1/employees/${pending.uuid}`)).status).toBe(204);
    expect((await call(api, 'GET', `/v1/employees/${pending.uuid}`)).status).toBe(404);
  });
});

describe('home and work addresses (UPSTREAM A.2, A.3)', () => {
  it('validates state and zip, keeps an effective-dated history and refuses to delete the active one', async () => {
    const api = createDemoApi({ now: fixedNow() });
    const employee = await fresh(api);
    const path = `/v1/employees/${employee.uuid}/home_addresses`;
    const bad = await call(api, 'POST', path, {
      body: { street_1: '1 A St', city: 'Austin', state: 'XX', zip: '7870' },
    });
    expect(bad.body.errors.map((e: ApiJson) => e.error_key).sort()).toEqual(['state', 'zip']);
    const old = await call(api, 'POST', path, {
      body: { street_1: '1 A St', city: 'Austin', state: 'TX', zip: '78701', effective_date: '2020-01-01' },
    });
    const current = await call(api, 'POST', path, {
      body: {
        street_1: '2 B St',
        city: 'Austin',
        state: 'TX',
        zip: '78702-1234',
        effective_date: '2025-01-01',
      },
    });
    const list = await call(api, 'GET', path);
    expect(list.body.map((a: ApiJson) => [a.uuid, a.active])).toEqual([
      [old.body.uuid, false],
      [current.body.uuid, true],
    ]);
    expect((await call(api, 'DELETE', `/v1/home_addresses/${current.body.uuid}`)).status).toBe(422);
    expect((await call(api, 'DELETE', `/v1/home_addresses/${old.body.uuid}`)).status).toBe(204);
  });

  it('accepts only a location of the company as a work address', async () => {
    const api = createDemoApi({ now: fixedNow() });
    const employee = await fresh(api);
    const path = `/v1/employees/${employee.uuid}/work_addresses`;
    const bad = await call(api, 'POST', path, { body: { location_uuid: employee.uuid } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].error_key).toBe('location_uuid');
    const ny = await location(api, 'NY');
    const good = await call(api, 'POST', path, { body: { location_uuid: ny.uuid } });
    expect(good.body).toMatchObject({ location_uuid: ny.uuid, state: 'NY', active: true });
  });
});

describe('jobs and compensations (UPSTREAM A.4, SPEC §7, DECISIONS 32)', () => {
  it('creates a primary job with a compensation that the partner then sets', async () => {
    const api = createDemoApi({ now: fixedNow() });
    const employee = await fresh(api);
    const job = await call(api, 'POST', `/v1/employees/${employee.uuid}/jobs`, {
      body: { title: 'Pilot', hire_date: '2026-06-01' },
    });
    expect(job.body).toMatchObject({ primary: true, title: 'Pilot' });
    const compensation = job.body.compensations[0];
    const set = await call(api, 'PUT', `/v1/compensations/${compensation.uuid}`, {
      body: { version: compensation.version, rate: '95000', payment_unit: 'Year', flsa_status: 'Exempt' },
    });
    expect(set.body).toMatchObject({ rate: '95000.00', payment_unit: 'Year', flsa_status: 'Exempt' });
  });

  it('refuses Paycheck and unknown FLSA values, and a rate that is not a number', async () => {
    const api = createDemoApi({ now: fixedNow() });
    const [employee] = await employees(api);
    const compensation = employee.jobs[0].compensations[0];
    const res = await call(api, 'PUT', `/v1/compensations/${compensation.uuid}`, {
      body: {
        version: compensation.version,
        payment_unit: 'Paycheck',
        flsa_status: 'Volunteer',
        rate: 'lots',
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: ApiJson) => [e.error_key, e.category]).sort()).toEqual([
      ['flsa_status', 'invalid_attribute_value'],
      ['payment_unit', 'invalid_attribute_value'],
      ['rate', 'invalid_attribute_value'],
    ]);
  });

  it('lets only hourly employees hold several jobs, never two with one title', async () => {
    const api = createDemoApi({ now: fixedNow() });
    const all = await employees(api);
    const salaried = all.find((e) => e.jobs[0]?.payment_unit === 'Year');
    const hourly = all.find((e) => e.jobs[0]?.payment_unit === 'Hour');
    const second = { title: 'Night shift', hire_date: '2026-01-05' };
    const refused = await call(api, 'POST', `/v1/employees/${salaried.uuid}/jobs`, { body: second });
    expect(refused.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_operation' });
    expect((await call(api, 'POST', `/v1/employees/${hourly.uuid}/jobs`, { body: second })).status).toBe(201);
    const duplicate = await call(api, 'POST', `/v1/employees/${hourly.uuid}/jobs`, {
      body: { ...second, title: 'NIGHT SHIFT' },
    });
    expect(duplicate.body.errors[0]).toMatchObject({
      error_key: 'title',
      category: 'invalid_attribute_value',
    });
    const primary = hourly.jobs[0];
    const deletePrimary = await call(api, 'DELETE', `/v1/jobs/${primary.uuid}`);
    expect(deletePrimary.body.errors[0].category).toBe('invalid_operation');
  });

  it('adjusts for minimum wage only with minimum wages of the company locations', async () => {
    const api = createDemoApi({ now: fixedNow() });
    const employee = await fresh(api);
    const job = (
      await call(api, 'POST', `/v1/employees/${employee.uuid}/jobs`, {
        body: { title: 'Barista', hire_date: '2026-06-01' },
      })
    ).body;
    const compensation = job.compensations[0];
    const sf = await location(api, 'CA');
    const wages = (await call(api, 'GET', `/v1/locations/${sf.uuid}/minimum_wages`)).body;
    expect(wages.map((w: ApiJson) => w.authority)).toEqual(['Federal', 'State', 'City']);
    const bogus = await call(api, 'PUT', `/v1/compensations/${compensation.uuid}`, {
      body: {
        version: compensation.version,
        adjust_for_minimum_wage: true,
        minimum_wages: [{ uuid: job.uuid }],
      },
    });
    expect(bogus.body.errors[0].error_key).toBe('minimum_wages');
    const city = wages.find((w: ApiJson) => w.authority === 'City');
    const ok = await call(api, 'PUT', `/v1/compensations/${compensation.uuid}`, {
      body: {
        version: compensation.version,
        rate: '19.18',
        adjust_for_minimum_wage: true,
        minimum_wages: [{ uuid: city.uuid }],
      },
    });
    expect(ok.body.minimum_wages).toEqual([
      { uuid: city.uuid, wage: city.wage, effective_date: city.effective_date },
    ]);
  });
});

describe('federal and state taxes (UPSTREAM A.5, A.6)', () => {
  it('takes a 2020 W-4 with money as numbers and answers money as strings', async () => {
    const api = createDemoApi({ now: fixedNow() });
    const employee = await fresh(api);
    const path = `/v1/employees/${employee.uuid}/federal_taxes`;
    const current = (await call(api, 'GET', path)).body;
    const bad = await call(api, 'PUT', path, {
      body: { version: current.version, w4_data_type: 'pre_2020_w4', filing_status: 'Single' },
    });
    expect(bad.body.errors[0].error_key).toBe('w4_data_type');
    const ok = await call(api, 'PUT', path, {
      body: {
        version: current.version,
        w4_data_type: 'rev_2020_w4',
        filing_status: 'Head of Household',
        extra_withholding: 25.5,
        dependents_amount: 2000,
      },
    });
    expect(ok.body).toMatchObject({
      filing_status: 'Head of Household',
      extra_withholding: '25.50',
      dependents_amount: '2000.00',
    });
  });

  it('asks the work and home state questions and reports bad answers per question with key and state', async () => {
    const api = createDemoApi({ now: fixedNow() });
    const employee = await fresh(api);
    const ny = await location(api, 'NY');
    await call(api, 'POST', `/v1/employees/${employee.uuid}/work_addresses`, {
      body: { location_uuid: ny.uuid },
    });
    await call(api, 'POST', `/v1/employees/${employee.uuid}/home_addresses`, {
      body: { street_1: '1 Main St', city: 'Hoboken', state: 'NJ', zip: '07030' },
    });
    const path = `/v1/employees/${employee.uuid}/state_taxes`;
    const states = (await call(api, 'GET', path)).body;
    expect(states.map((s: ApiJson) => [s.state, s.is_work_state])).toEqual([
      ['NY', true],
      ['NJ', false],
    ]);
    const types = new Set(states[0].questions.map((q: ApiJson) => q.input_question_format.type));
    expect([...types].sort()).toEqual(['Currency', 'Date', 'Number', 'Select', 'Text']);
    expect(states[0].questions.some((q: ApiJson) => q.is_question_for_admin_only)).toBe(true);
    const answer = (key: string, value: unknown) => ({
      key,
      answers: [{ value, valid_from: '2010-01-01', valid_up_to: null }],
    });
    const bad = await call(api, 'PUT', path, {
      body: {
        states: [
          {
            state: 'NY',
            questions: [
              answer('filing_status', 'Z'),
              answer('allowances', -1),
              answer('certificate_date', 'soon'),
            ],
          },
        ],
      },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0]).toMatchObject({
      error_key: 'states',
      category: 'nested_errors',
      metadata: { state: 'NY' },
    });
    expect(bad.body.errors[0].errors.map((e: ApiJson) => e.metadata)).toEqual([
      { key: 'filing_status', state: 'NY' },
      { key: 'allowances', state: 'NY' },
      { key: 'certificate_date', state: 'NY' },
    ]);
    const ok = await call(api, 'PUT', path, {
      body: {
        states: [
          {
            state: 'NY',
            questions: [answer('filing_status', 'M'), answer('additional_withholding', '10.00')],
          },
        ],
      },
    });
    expect(ok.status).toBe(200);
    const filing = ok.body[0].questions.find((q: ApiJson) => q.key === 'filing_status');
    expect(filing.answers).toEqual([{ value: 'M', valid_from: '2010-01-01', valid_up_to: null }]);
  });
});

describe('company locations (UPSTREAM B, SPEC §7)', () => {
  it('validates phone, state and zip, and moves the mailing designation', async () => {
    const api = createDemoApi({ now: fixedNow() });
    const path = `/v1/companies/${api.companyUuid}/locations`;
    const bad = await call(api, 'POST', path, {
      body: { street_1: '1 Main', city: 'Austin', state: 'Texas', zip: 'abc', phone_number: '555-0100' },
    });
    expect(bad.body.errors.map((e: ApiJson) => e.error_key).sort()).toEqual(['phone_number', 'state', 'zip']);
    const created = await call(api, 'POST', path, {
      body: {
        street_1: '1 Congress Ave',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        phone_number: '5125550100',
        mailing_address: true,
      },
    });
    expect(created.status).toBe(201);
    const all = (await call(api, 'GET', path)).body;
    expect(all.filter((l: ApiJson) => l.mailing_address).map((l: ApiJson) => l.uuid)).toEqual([
      created.body.uuid,
    ]);
    expect(all.filter((l: ApiJson) => l.filing_address)).toHaveLength(1);
    const stale = await call(api, 'PUT', `/v1/locations/${created.body.uuid}`, {
      body: { version: 'old', city: 'Dallas' },
    });
    expect(stale.status).toBe(409);
  });
});
