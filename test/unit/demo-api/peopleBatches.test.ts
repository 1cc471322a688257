import { describe, expect, it } from 'vitest';
import { demoHttpForEachTest } from './http';
import type { ApiJson } from './request';

/*
 * People batches over HTTP (UPSTREAM-3 N.5, DECISIONS 75): each item created as its single creates
 * would be (person, home and work address, job and pay) or refused with every field named under
 * its part; the body's idempotency key (409 as N.5, the header not read); a file sent again with
 * its failed rows fixed makes those rows only (the others excluded as already created).
 */

const http = demoHttpForEachTest({ employees: 2 });

const person = (n: number, extra: Record<string, unknown> = {}) => ({
  entity_type: 'employee',
  person: {
    external_id: `row-${n}`,
    first_name: `Ada${n}`,
    last_name: 'Import',
    email: `ada${n}@example.com`,
    ssn: `123-45-${String(6700 + n)}`,
    date_of_birth: '1990-02-03',
  },
  home_address: { street_1: `${n} Main St`, city: 'Denver', state: 'CO', zip: '80202' },
  job: { title: 'Cook', hire_date: '2026-06-01' },
  compensation: { rate: '21.50', payment_unit: 'Hour', flsa_status: 'Nonexempt' },
  ...extra,
});

const send = (key: string, batch: unknown[]) =>
  http.call('POST', `/v1/companies/${http.company}/people_batches`, {
    idempotency_key: key,
    batch_action: 'create',
    batch,
  });

async function results(key: string, batch: unknown[]) {
  const created = await send(key, batch);
  expect(created.status).toBe(201);
  const read = await http.call('GET', `/v1/people_batches/${created.body.uuid}`);
  expect(read.status).toBe(200);
  return { created: created.body, batch: read.body };
}

const employees = async () =>
  (await http.call('GET', `/v1/companies/${http.company}/employees?per=100`)).body as ApiJson[];

describe('people batches (UPSTREAM-3 N.5)', () => {
  it('creates each valid person whole and names every refused field of the others', async () => {
    const before = (await employees()).length;
    const locations = (await http.call('GET', `/v1/companies/${http.company}/locations`)).body as ApiJson[];
    const { created, batch } = await results('11111111-1111-4111-8111-111111111111', [
      person(1, { work_address: { location_uuid: locations[0]!.uuid } }),
      person(2, {
        person: { external_id: 'row-2', first_name: '', last_name: 'Import', email: 'not-an-email' },
        home_address: { street_1: '2 Main St', city: 'Denver', state: 'Colorado', zip: '80202' },
      }),
      person(3, { compensation: { rate: '20.00', payment_unit: 'Paycheck', flsa_status: 'Nonexempt' } }),
      person(4, { job: undefined }),
    ]);
    expect(created).toMatchObject({ status: 'partial_success', batch_action: 'create' });
    expect(batch).toMatchObject({
      status: 'partial_success',
      submitted_items: 4,
      processed_items: 4,
      excluded_items: 0,
      exclusions: [],
    });
    const [one, two, three, four] = batch.results as ApiJson[];
    expect(one).toMatchObject({
      external_id: 'row-1',
      role: 'employee',
      status: 'success',
      idx: 0,
      errors: [],
    });
    expect(two).toMatchObject({ external_id: 'row-2', status: 'failed', idx: 1 });
    expect(two!.employee_uuid).toBeUndefined();
    expect(two!.errors).toEqual([
      expect.objectContaining({
        error_key: 'person',
        category: 'nested_errors',
        errors: [
          expect.objectContaining({ error_key: 'first_name' }),
          expect.objectContaining({ error_key: 'email', category: 'invalid_attribute_value' }),
        ],
      }),
      expect.objectContaining({
        error_key: 'home_address',
        errors: [expect.objectContaining({ error_key: 'state', category: 'invalid_attribute_value' })],
      }),
    ]);
    // Paycheck is refused as the single compensation create refuses it (DECISIONS 32).
    expect(three!.errors).toEqual([
      expect.objectContaining({
        error_key: 'compensation',
        errors: [expect.objectContaining({ error_key: 'payment_unit' })],
      }),
    ]);
    // Pay without a job: the job is missing.
    expect(four!.errors).toEqual([
      expect.objectContaining({ error_key: 'job', category: 'missing_parameter' }),
    ]);
    expect(await employees()).toHaveLength(before + 1);

    // The employee made is the one a single create (and its job, pay and addresses) would make.
    const uuid = one!.employee_uuid as string;
    const employee = (await http.call('GET', `/v1/employees/${uuid}`)).body;
    expect(employee).toMatchObject({ first_name: 'Ada1', last_name: 'Import', has_ssn: true });
    expect(employee.ssn).toBe(''); // never returned (SPEC §2.4)
    const home = (await http.call('GET', `/v1/employees/${uuid}/home_addresses`)).body as ApiJson[];
    expect(home).toEqual([expect.objectContaining({ street_1: '1 Main St', state: 'CO', active: true })]);
    const work = (await http.call('GET', `/v1/employees/${uuid}/work_addresses`)).body as ApiJson[];
    expect(work).toEqual([expect.objectContaining({ location_uuid: locations[0]!.uuid })]);
    const jobs = (await http.call('GET', `/v1/employees/${uuid}/jobs`)).body as ApiJson[];
    expect(jobs).toEqual([
      expect.objectContaining({ title: 'Cook', hire_date: '2026-06-01', primary: true }),
    ]);
    const pay = (await http.call('GET', `/v1/jobs/${jobs[0]!.uuid}/compensations`)).body as ApiJson[];
    expect(pay).toEqual([
      expect.objectContaining({ rate: '21.50', payment_unit: 'Hour', flsa_status: 'Nonexempt' }),
    ]);
  });

  it('makes only the fixed rows when the whole file is sent again under a new key', async () => {
    const bad = person(2, {
      home_address: { street_1: '2 Main St', city: 'Denver', state: 'CO', zip: '8020' },
    });
    const first = await results('key-1', [person(1), bad, person(3)]);
    expect(first.batch.status).toBe('partial_success');
    const before = (await employees()).length;

    const again = await results('key-2', [person(1), person(2), person(3)]);
    expect(again.batch).toMatchObject({
      status: 'completed',
      submitted_items: 3,
      processed_items: 1,
      excluded_items: 2,
      results: [expect.objectContaining({ external_id: 'row-2', idx: 1, status: 'success' })],
      exclusions: [
        expect.objectContaining({ external_id: 'row-1', category: 'already_created', item_count: 1 }),
        expect.objectContaining({ external_id: 'row-3', category: 'already_created', item_count: 1 }),
      ],
    });
    expect(await employees()).toHaveLength(before + 1);
    expect((await employees()).filter((e) => e.first_name === 'Ada1')).toHaveLength(1);
  });

  it('answers a reused key with 409 naming the batch, and ignores an Idempotency-Key header', async () => {
    const created = await send('key-1', [person(1)]);
    expect(created.status).toBe(201);
    const count = (await employees()).length;
    const reused = await send('key-1', [person(5)]);
    expect(reused.status).toBe(409);
    expect(reused.body.errors).toEqual([
      {
        error_key: 'idempotency_key',
        category: 'invalid_attribute_value',
        message: 'Idempotency token already used',
        metadata: { entity_type: 'PeopleBatch', entity_uuid: created.body.uuid },
      },
    ]);
    // The header is not this operation's key: two bodies under one header are two batches.
    const withHeader = (key: string) =>
      fetch(`${http.origin}/v1/companies/${http.company}/people_batches`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${http.api.tokens.company}`,
          'content-type': 'application/json',
          'idempotency-key': 'same-header',
        },
        body: JSON.stringify({ idempotency_key: key, batch_action: 'create', batch: [person(Number(key))] }),
      });
    expect((await withHeader('6')).status).toBe(201);
    const second = await withHeader('7');
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect(await employees()).toHaveLength(count + 2);
  });

  it('refuses a malformed body on its fields, a duplicated external id, and another company’s batch', async () => {
    const malformed = await http.call('POST', `/v1/companies/${http.company}/people_batches`, {
      batch_action: 'delete',
      batch: [],
      extra: 1,
    });
    expect(malformed.status).toBe(422);
    expect((malformed.body.errors as ApiJson[]).map((e) => [e.error_key, e.category])).toEqual([
      ['extra', 'invalid_attribute_value'],
      ['idempotency_key', 'missing_parameter'],
      ['batch_action', 'invalid_attribute_value'],
      ['batch', 'invalid_attribute_value'],
    ]);
    const doubled = await results('key-d', [person(1), person(1), 'not an item']);
    expect(doubled.batch).toMatchObject({
      status: 'failed',
      excluded_items: 2,
      exclusions: [expect.objectContaining({ external_id: 'row-1', category: 'duplicate_external_id' })],
      results: [
        expect.objectContaining({
          idx: 2,
          status: 'failed',
          errors: [expect.objectContaining({ error_key: 'batch' })],
        }),
      ],
    });
    const other = await http.call(
      'POST',
      '/v1/partner_managed_companies',
      {
        user: { first_name: 'Dorothy', last_name: 'Vaughan', email: 'dorothy@example.com' },
        company: { name: 'Langley Analytics LLC' },
      },
      http.api.tokens.system,
    );
    const token = other.body.access_token as string;
    expect(
      (await http.call('GET', `/v1/people_batches/${doubled.created.uuid}`, undefined, token)).status,
    ).toBe(404);
    const foreign = await http.call(
      'POST',
      `/v1/companies/${http.company}/people_batches`,
      { idempotency_key: 'x', batch_action: 'create', batch: [person(9)] },
      token,
    );
    expect(foreign.status).toBe(404);
    expect((await http.call('GET', '/v1/people_batches/00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
  });
});
