import { describe, expect, it } from 'vitest';
import { createDemoApi, type DemoApi } from '../../../src/testing';
import { call, employees, fixedNow, type ApiJson } from './request';

const list = (api: DemoApi) => `/v1/companies/${api.companyUuid}/locations`;

const austin = { street_1: '100 Congress Ave', city: 'Austin', zip: '78701', phone_number: '5125550100' };

async function wagesOf(api: DemoApi, uuid: string) {
  const res = await call(api, 'GET', `/v1/locations/${uuid}/minimum_wages`);
  return (res.body as ApiJson[]).map((w) => [w.authority, w.wage]);
}

describe('company locations: state and ZIP (issue 16)', () => {
  it('refuses "Austin, CA 78701" on state, naming the ZIP’s state, and saves it in TX', async () => {
    const api = createDemoApi({ now: fixedNow(), employees: 0 });
    const before = api.snapshot();
    const wrong = await call(api, 'POST', list(api), { body: { ...austin, state: 'CA' } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual([
      {
        error_key: 'state',
        category: 'invalid_attribute_value',
        message: 'ZIP code 78701 is in TX, not CA.',
        metadata: { zip_state: 'TX' },
      },
    ]);
    expect(api.snapshot()).toBe(before);
    const right = await call(api, 'POST', list(api), { body: { ...austin, state: 'TX' } });
    expect(right.status).toBe(201);
    // ZIP+4 and the 733 prefix (Austin's IRS center) are Texas too.
    const plusFour = await call(api, 'POST', list(api), {
      body: { ...austin, zip: '73301-0001', state: 'TX' },
    });
    expect(plusFour.status).toBe(201);
  });

  it('refuses a ZIP no state uses on zip, and a state change that leaves the ZIP behind', async () => {
    const api = createDemoApi({ now: fixedNow(), employees: 0 });
    const unused = await call(api, 'POST', list(api), { body: { ...austin, zip: '00012', state: 'NY' } });
    expect(unused.body.errors[0]).toMatchObject({ error_key: 'zip', category: 'invalid_attribute_value' });
    const created = (await call(api, 'POST', list(api), { body: { ...austin, state: 'TX' } })).body;
    const before = api.snapshot();
    const moved = await call(api, 'PUT', `/v1/locations/${created.uuid}`, {
      body: { version: created.version, state: 'CA' },
    });
    expect(moved.body.errors[0]).toMatchObject({ error_key: 'state', metadata: { zip_state: 'TX' } });
    expect(api.snapshot()).toBe(before);
  });

  it('works out the minimum wages again when the location moves to another state', async () => {
    const api = createDemoApi({ now: fixedNow(), employees: 0 });
    const created = (
      await call(api, 'POST', list(api), {
        body: {
          street_1: '200 N Spring St',
          city: 'Los Angeles',
          state: 'CA',
          zip: '90012',
          phone_number: '2135550100',
        },
      })
    ).body;
    expect(await wagesOf(api, created.uuid)).toEqual([
      ['Federal', '7.25'],
      ['State', '16.90'],
    ]);
    const moved = await call(api, 'PUT', `/v1/locations/${created.uuid}`, {
      body: { version: created.version, city: 'Austin', state: 'TX', zip: '78701' },
    });
    expect(moved.status).toBe(200);
    // Read back as a reload would: Texas has no state minimum wage above the federal one.
    expect(await wagesOf(api, created.uuid)).toEqual([['Federal', '7.25']]);
    const seattle = await call(api, 'PUT', `/v1/locations/${created.uuid}`, {
      body: { version: moved.body.version, city: 'Seattle', state: 'WA', zip: '98101' },
    });
    expect(seattle.status).toBe(200);
    expect(await wagesOf(api, created.uuid)).toEqual([
      ['Federal', '7.25'],
      ['State', '16.66'],
      ['City', '20.76'],
    ]);
  });
});

describe('company locations: paging and inactive ones (issue 15, UPSTREAM B)', () => {
  it('seeds an inactive location by default', async () => {
    const api = createDemoApi({ now: fixedNow(), employees: 3 });
    const rows = (await call(api, 'GET', `${list(api)}?per=100`)).body as ApiJson[];
    expect(rows).toHaveLength(4);
    expect(rows.filter((l) => !l.active).map((l) => [l.city, l.inactive])).toEqual([['Portland', true]]);
  });

  it('pages 130 locations past 100 with the page headers, and keeps an inactive one read-only', async () => {
    const api = createDemoApi({ now: fixedNow(), employees: 3, locations: 130 });
    const first = await call(api, 'GET', `${list(api)}?per=100`);
    expect(first.body).toHaveLength(100);
    expect(first.headers.get('X-Total-Count')).toBe('130');
    expect(first.headers.get('X-Total-Pages')).toBe('2');
    const second = await call(api, 'GET', `${list(api)}?per=100&page=2`);
    expect(second.body).toHaveLength(30);
    expect(second.headers.get('X-Page')).toBe('2');
    const all = [...first.body, ...second.body] as ApiJson[];
    expect(new Set(all.map((l) => l.uuid)).size).toBe(130);
    const inactive = all.filter((l) => !l.active);
    expect(inactive).toHaveLength(13);
    const lastInactive = second.body.find((l: ApiJson) => !l.active);
    expect(lastInactive).toBeDefined();

    const edit = await call(api, 'PUT', `/v1/locations/${lastInactive.uuid}`, {
      body: { version: lastInactive.version, phone_number: '5035550199' },
    });
    expect(edit.status).toBe(422);
    expect(edit.body.errors[0]).toMatchObject({ error_key: 'base', category: 'invalid_operation' });

    const [employee] = await employees(api);
    const work = await call(api, 'POST', `/v1/employees/${employee.uuid}/work_addresses`, {
      body: { location_uuid: lastInactive.uuid },
    });
    expect(work.body.errors[0]).toMatchObject({ error_key: 'location_uuid' });
  });
});
