import { describe, expect, it } from 'vitest';
import { createDemoApi } from '../../../src/testing';
import { employees, fixedNow, type ApiJson } from './request';

/** mulberry32: the same "random" requests on every run. */
function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

function isContractError(entry: ApiJson): boolean {
  if (typeof entry !== 'object' || entry === null) return false;
  if (typeof entry.error_key !== 'string' || typeof entry.category !== 'string') return false;
  if (entry.message !== undefined && typeof entry.message !== 'string') return false;
  if (entry.errors !== undefined) return Array.isArray(entry.errors) && entry.errors.every(isContractError);
  return true;
}

describe('fuzz: random and malformed requests', () => {
  it('never answers 5xx, always answers errors in the contract shape, and rejected requests change nothing', async () => {
    const api = createDemoApi({ now: fixedNow(), deliver: async () => new Response(null, { status: 204 }) });
    const random = prng(20260615);
    const people = await employees(api);
    const someone = people.find((e) => !e.onboarded)!;
    const job = people.find((e) => e.jobs.length > 0)!.jobs[0];
    const ids = [
      someone.uuid,
      job.uuid,
      job.compensations[0].uuid,
      api.companyUuid,
      api.archivedCompanyUuid,
      'x',
      '%E0%A4%A',
      '..',
      '',
    ];
    const location = (
      await (
        await api.fetch(`/v1/companies/${api.companyUuid}/locations`, {
          headers: { authorization: `Bearer ${api.tokens.company}` },
        })
      ).json()
    )[0];
    const auth = { headers: { authorization: `Bearer ${api.tokens.company}` } };
    const payroll = (
      await (
        await api.fetch(`/v1/companies/${api.companyUuid}/payrolls?processing_statuses=unprocessed`, auth)
      ).json()
    )[0];
    const policy = (
      await (await api.fetch(`/v1/companies/${api.companyUuid}/time_off_policies`, auth)).json()
    )[0];
    // Each path with the id it is meant for; the fuzz uses that id most of the time so requests
    // get past routing into each route's own validation.
    const templates: [string, string][] = [
      ['/v1/companies/{id}/employees', api.companyUuid],
      ['/v1/companies/{id}/locations', api.companyUuid],
      ['/v1/companies/{id}/terms_of_service', api.companyUuid],
      ['/v1/employees/{id}', someone.uuid],
      ['/v1/employees/{id}/home_addresses', someone.uuid],
      ['/v1/employees/{id}/work_addresses', someone.uuid],
      ['/v1/employees/{id}/jobs', someone.uuid],
      ['/v1/jobs/{id}', job.uuid],
      ['/v1/jobs/{id}/compensations', job.uuid],
      ['/v1/compensations/{id}', job.compensations[0].uuid],
      ['/v1/employees/{id}/federal_taxes', someone.uuid],
      ['/v1/employees/{id}/state_taxes', someone.uuid],
      ['/v1/employees/{id}/payment_method', someone.uuid],
      ['/v1/employees/{id}/bank_accounts', someone.uuid],
      ['/v1/employees/{id}/onboarding_status', someone.uuid],
      ['/v1/employees/{id}/forms', someone.uuid],
      ['/v1/locations/{id}', location.uuid],
      ['/v1/locations/{id}/minimum_wages', location.uuid],
      [`/v1/companies/${api.companyUuid}/payrolls/{id}`, payroll.uuid],
      [`/v1/companies/${api.companyUuid}/payrolls/{id}/prepare`, payroll.uuid],
      [`/v1/companies/${api.companyUuid}/payrolls/{id}/calculate`, payroll.uuid],
      ['/v1/companies/{id}/payrolls', api.companyUuid],
      ['/v1/companies/{id}/pay_schedules', api.companyUuid],
      ['/v1/companies/{id}/pay_periods', api.companyUuid],
      ['/v1/companies/{id}/time_off/requests', api.companyUuid],
      ['/v1/time_off_policies/{id}', policy.uuid],
      ['/v1/time_off_policies/{id}/add_employees', policy.uuid],
      ['/v1/webhook_subscriptions', ''],
      ['/v1/events', ''],
      ['/v1/token_info', ''],
      ['/v1/{id}', 'x'],
      ['/{id}/{id}', 'x'],
    ];
    const fields = [
      'first_name',
      'last_name',
      'version',
      'ssn',
      'email',
      'title',
      'hire_date',
      'rate',
      'payment_unit',
      'flsa_status',
      'state',
      'zip',
      'street_1',
      'city',
      'phone_number',
      'type',
      'split_by',
      'splits',
      'states',
      'onboarding_status',
      'url',
      'subscription_types',
      'location_uuid',
      'effective_date',
      'agree',
      'filing_status',
      'w4_data_type',
      'employee_compensations',
      'employees',
      'off_cycle',
      'off_cycle_reason',
      'start_date',
      'end_date',
      'employee_uuids',
      'frequency',
      'anchor_pay_date',
      'anchor_end_of_pay_period',
      'day_1',
      'policy_type',
      'accrual_method',
      'days',
      '__proto__',
      'constructor',
    ];
    const values = () => [
      null,
      true,
      0,
      -1,
      1e308,
      'x',
      '',
      '2026-02-30',
      '12345',
      '0.00',
      [],
      [{}],
      [{ uuid: someone.uuid, priority: 1, split_amount: null }],
      [{ employee_uuid: someone.uuid, version: 'x', memo: 'm' }],
      'Monthly',
      'Bonus',
      'unlimited',
      {},
      'Hour',
      'Direct Deposit',
      'Percentage',
      someone.version,
      '🙂'.repeat(3),
    ];
    const queries = [
      '',
      '',
      '',
      '',
      '',
      '?page=0',
      '?per=1000',
      '?per=abc',
      '?sort_by=name:sideways',
      '?sort_by=name&search_term=a',
      '?limit=-1',
      '?starting_after_uuid=zz',
      '?effective_date=never',
      '?page=99999999999',
    ];
    const bodyFor = () => {
      const roll = random.next();
      if (roll < 0.1) return '{"broken":';
      if (roll < 0.15) return '[1,2,3]';
      if (roll < 0.18) return '"just text"';
      if (roll < 0.2) return '\u0000\u0001garbage';
      if (roll < 0.203) return JSON.stringify({ first_name: 'x'.repeat(1024 * 1024 + 10) });
      const body: Record<string, unknown> = {};
      const count = Math.floor(random.next() * 6);
      for (let i = 0; i < count; i++) body[random.pick(fields)] = random.pick(values());
      return JSON.stringify(body);
    };
    const tokens = [
      api.tokens.company,
      api.tokens.company,
      api.tokens.company,
      api.tokens.company,
      api.tokens.company,
      api.tokens.system,
      'bogus',
      null,
    ];

    let checked = 0;
    const statuses = new Map<number, number>();
    for (let i = 0; i < 3000; i++) {
      if (i % 150 === 149) await api.clock.advance(61_000);
      const method = random.pick(['GET', 'GET', 'POST', 'PUT', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);
      const [template, meant] = random.pick(templates);
      const path =
        template.replace(/\{id\}/g, () => (random.next() < 0.7 ? meant : random.pick(ids))) +
        random.pick(queries);
      const headers = new Headers({ 'content-type': 'application/json' });
      const token = random.pick(tokens);
      if (token) headers.set('authorization', random.next() < 0.05 ? `Basic ${token}` : `Bearer ${token}`);
      if (random.next() < 0.1)
        headers.set('x-api-version', random.pick(['2026-06-15', '1999-01-01', 'latest', '']));
      if (random.next() < 0.2) headers.set('idempotency-key', random.pick(['k1', 'k2', '', 'x'.repeat(300)]));
      if (random.next() < 0.05) headers.set('x-client-ip', random.pick(['1.2.3.4', 'not-an-ip', '::1']));
      const hasBody = method !== 'GET' && method !== 'OPTIONS';
      const mutating = method !== 'GET';
      const before = mutating ? api.snapshot() : '';
      const response = await api.handle(
        new Request(`${api.baseUrl}${path}`, { method, headers, body: hasBody ? bodyFor() : undefined }),
      );
      expect(response.status, `${method} ${path}`).toBeLessThan(500);
      const text = await response.text();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status >= 400) {
        const body = JSON.parse(text);
        expect(
          Array.isArray(body.errors) && body.errors.length > 0 && body.errors.every(isContractError),
          `${method} ${path}: ${text}`,
        ).toBe(true);
        if (mutating) expect(api.snapshot(), `${method} ${path} changed the store`).toBe(before);
        checked++;
      }
    }
    // Most random requests are wrong somehow; make sure the run exercised the error paths.
    expect(checked).toBeGreaterThan(1500);
    // …and that it got past the cross-cutting checks into the routes' own validation.
    expect(statuses.get(422) ?? 0).toBeGreaterThan(200);
    expect([200, 201, 204].reduce((sum, s) => sum + (statuses.get(s) ?? 0), 0)).toBeGreaterThan(50);
  }, 60_000);
});
