import { beforeEach, describe, expect, it } from 'vitest';
import { demoHttpForEachTest } from './http';
import { counterIds, type ApiJson } from './request';
import {
  addContractor,
  companyPath,
  eventTypes,
  FIXED_BUSINESS,
  HOURLY_INDIVIDUAL,
  onboard,
} from './contractorsSetup';

/**
 * Contractor payments over HTTP (UPSTREAM-2 I.4, SPEC §7, DECISIONS 56). The clock is pinned to
 * Monday 2026-06-15 16:00 UTC (09:00 in California); the seeded company pays by 2-day ACH. Dates
 * and totals below are worked by hand on the Federal Reserve calendar: Friday 2026-06-19 is
 * Juneteenth, and Saturday 2026-07-04 is not observed.
 */

const http = demoHttpForEachTest({ ids: counterIds() });
let hourly: ApiJson;
let fixed: ApiJson;
beforeEach(async () => {
  hourly = await addContractor(http, HOURLY_INDIVIDUAL);
  fixed = await addContractor(http, FIXED_BUSINESS);
  await onboard(http, hourly.uuid);
  await onboard(http, fixed.uuid);
});

const HOUR = 60 * 60 * 1000;
const errorsOf = (body: ApiJson) => body.errors.map((e: ApiJson) => [e.error_key, e.category]);
/** Each nested entry as [idx, contractor_uuid, [inner key, category]…]. */
const nestedOf = (body: ApiJson) =>
  body.errors.map((e: ApiJson) => [
    e.idx,
    e.metadata.contractor_uuid,
    e.errors.map((inner: ApiJson) => [inner.error_key, inner.category]),
  ]);

const payments = () => `${companyPath(http)}/contractor_payments`;
const groups = () => `${companyPath(http)}/contractor_payment_groups`;
const pay = (body: Record<string, unknown>) => http.call('POST', payments(), body);
const preview = async (line: Record<string, unknown>) => {
  const res = await http.call('POST', `${payments()}/preview`, { contractor_payments: [line] });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.expected_debit_date;
};
/** Katherine's 12.5 hours at $42.50 ($531.25) and a $100.00 bonus; Hamilton's $1,234.56 and $65.44 back, by check. */
const lines = () => [
  { contractor_uuid: hourly.uuid, hours: '12.5', bonus: '100.00' },
  { contractor_uuid: fixed.uuid, wage: '1234.56', reimbursement: '65.44', payment_method: 'Check' },
];

describe('a payment line (SPEC §7, DECISIONS 56)', () => {
  it('takes hours only for Hourly and wage only for Fixed, each refused in its nested entry', async () => {
    const wage = await pay({ contractor_uuid: hourly.uuid, date: '2026-06-22', wage: '100.00' });
    expect(wage.status).toBe(422);
    expect(wage.body.errors[0]).toMatchObject({
      error_key: 'contractor_payments',
      category: 'nested_errors',
    });
    expect(nestedOf(wage.body)).toEqual([[0, hourly.uuid, [['wage', 'invalid_attribute_value']]]]);
    const group = await http.call('POST', groups(), {
      check_date: '2026-06-22',
      creation_token: 'wrong-fields',
      contractor_payments: [
        { contractor_uuid: hourly.uuid, wage: '10.00' },
        { contractor_uuid: fixed.uuid, hours: '3' },
      ],
    });
    expect(nestedOf(group.body)).toEqual([
      [0, hourly.uuid, [['wage', 'invalid_attribute_value']]],
      [1, fixed.uuid, [['hours', 'invalid_attribute_value']]],
    ]);
    expect(group.body.errors[1].errors[0].message).toBe(
      'Hamilton Rigging LLC is paid fixed wage and hours cannot be set on a contractor payment',
    );
  });

  it('needs amounts of zero or more with one above zero', async () => {
    const negative = await pay({ contractor_uuid: fixed.uuid, date: '2026-06-22', wage: '-1.00' });
    expect(nestedOf(negative.body)).toEqual([[0, fixed.uuid, [['wage', 'invalid_attribute_value']]]]);
    const zero = await pay({
      contractor_uuid: fixed.uuid,
      date: '2026-06-22',
      wage: '0',
      reimbursement: '0.00',
    });
    expect(nestedOf(zero.body)).toEqual([[0, fixed.uuid, [['base', 'invalid_attribute_value']]]]);
  });

  it('takes at most 744 hours and $1,000,000.00 an amount, as the payroll editor, on the field, in preview too (issue 43)', async () => {
    const hours = await http.call('POST', `${payments()}/preview`, {
      contractor_payments: [
        { contractor_uuid: hourly.uuid, date: '2026-06-22', hours: '100000', bonus: '1000000.01' },
      ],
    });
    expect(hours.status).toBe(422);
    expect(nestedOf(hours.body)).toEqual([
      [
        0,
        hourly.uuid,
        [
          ['hours', 'invalid_attribute_value'],
          ['bonus', 'invalid_attribute_value'],
        ],
      ],
    ]);
    const group = await http.call('POST', groups(), {
      check_date: '2026-06-22',
      creation_token: 'too-much',
      contractor_payments: [
        { contractor_uuid: hourly.uuid, hours: '744.001' },
        { contractor_uuid: fixed.uuid, wage: '1000000.01', reimbursement: '2000000' },
      ],
    });
    expect(group.status).toBe(422);
    expect(nestedOf(group.body)).toEqual([
      [0, hourly.uuid, [['hours', 'invalid_attribute_value']]],
      [
        1,
        fixed.uuid,
        [
          ['wage', 'invalid_attribute_value'],
          ['reimbursement', 'invalid_attribute_value'],
        ],
      ],
    ]);
    // The bounds themselves are taken: 744 hours at $42.50 and a $1,000,000.00 wage.
    const most = await pay({ contractor_uuid: hourly.uuid, date: '2026-06-22', hours: '744' });
    expect(most.status).toBe(200);
    const largest = await pay({ contractor_uuid: fixed.uuid, date: '2026-06-22', wage: '1000000.00' });
    expect(largest.status).toBe(200);
  });

  it('dates Direct Deposit and Check today or later, a Historical Payment before today', async () => {
    const past = await pay({ contractor_uuid: fixed.uuid, date: '2026-06-12', wage: '10.00' });
    expect(nestedOf(past.body)).toEqual([[0, fixed.uuid, [['date', 'invalid_attribute_value']]]]);
    const historicalToday = await pay({
      contractor_uuid: fixed.uuid,
      date: '2026-06-15',
      wage: '10.00',
      payment_method: 'Historical Payment',
    });
    expect(nestedOf(historicalToday.body)).toEqual([[0, fixed.uuid, [['date', 'invalid_attribute_value']]]]);
    const historical = await pay({
      contractor_uuid: fixed.uuid,
      date: '2026-05-29',
      wage: '10.00',
      payment_method: 'Historical Payment',
    });
    expect(historical.status).toBe(200);
    expect(historical.body).toMatchObject({
      status: 'Unfunded',
      may_cancel: false,
      debit_date: '2026-05-29',
    });
  });

  it('pays only an onboarded contractor (invalid_operation in the entry)', async () => {
    const fresh = await addContractor(http, { ...FIXED_BUSINESS, business_name: 'New Co' });
    const res = await pay({ contractor_uuid: fresh.uuid, date: '2026-06-22', wage: '10.00' });
    expect(nestedOf(res.body)).toEqual([[0, fresh.uuid, [['base', 'invalid_operation']]]]);
  });
});

describe('a single payment', () => {
  it('answers 200 with the amounts as decimal strings and the wage total to the cent', async () => {
    const res = await pay({
      contractor_uuid: hourly.uuid,
      date: '2026-06-22',
      hours: '12.5',
      bonus: '100.00',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      contractor_uuid: hourly.uuid,
      payment_method: 'Direct Deposit',
      status: 'Unfunded',
      may_cancel: true,
      wage_type: 'Hourly',
      hourly_rate: '42.50',
      hours: '12.500',
      wage: '0.00',
      bonus: '100.00',
      wage_total: '631.25',
      debit_date: '2026-06-17',
    });
    expect(await eventTypes(http, res.body.uuid)).toEqual(['contractor_payment.created']);
  });

  it('previews the debit date by business days of the company payment speed', async () => {
    const line = { contractor_uuid: fixed.uuid, wage: '10.00' };
    // Mon 22nd: Fri 19th is Juneteenth, so Thu 18th, Wed 17th.
    expect(await preview({ ...line, date: '2026-06-22' })).toBe('2026-06-17');
    // Sat 27th pays Fri 26th: Thu 25th, Wed 24th.
    expect(await preview({ ...line, date: '2026-06-27' })).toBe('2026-06-24');
    // Too soon for two days: the first day still open, today.
    expect(await preview({ ...line, date: '2026-06-15' })).toBe('2026-06-15');
    // A check is "debited" on its own date.
    expect(await preview({ ...line, date: '2026-06-22', payment_method: 'Check' })).toBe('2026-06-22');
    const config = await http.call('PUT', `${companyPath(http)}/payment_configs`, {
      payment_configs: { payment_speed: '4-day' },
    });
    expect(config.status).toBe(200);
    // Mon Jul 6th, four days: Fri 3rd (the Saturday holiday is not observed), Thu 2nd, Wed 1st, Tue Jun 30th.
    expect(await preview({ ...line, date: '2026-07-06' })).toBe('2026-06-30');
  });

  it('refuses a bad preview with the standard error shape', async () => {
    const res = await http.call('POST', `${payments()}/preview`, {});
    expect(res.status).toBe(422);
    expect(errorsOf(res.body)).toEqual([['contractor_payments', 'missing_parameter']]);
  });

  it('funds at 16:00 in California on the debit date by the demo clock, then has a receipt', async () => {
    const { body: payment } = await pay({
      contractor_uuid: hourly.uuid,
      date: '2026-06-22',
      hours: '12.5',
      bonus: '100.00',
    });
    const receipt = () => http.call('GET', `/v1/contractor_payments/${payment.uuid}/receipt`);
    const read = async () => (await http.call('GET', `${payments()}/${payment.uuid}`)).body;
    expect((await receipt()).status).toBe(404);
    // 2026-06-17 16:00 PDT is 23:00 UTC: 55 hours after the pinned clock.
    await http.advance(55 * HOUR - 60_000);
    expect((await read()).status).toBe('Unfunded');
    await http.advance(60_000);
    expect(await read()).toMatchObject({ status: 'Funded', may_cancel: false });
    expect(await eventTypes(http, payment.uuid)).toEqual([
      'contractor_payment.created',
      'contractor_payment.funded',
    ]);
    const res = await receipt();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      contractor_payment_uuid: payment.uuid,
      debit_date: '2026-06-17',
      name_of_recipient: 'Katherine Johnson',
      totals: { company_debit: '631.25' },
    });
  });

  it("funds at once with the demo's fund call; a check is never funded", async () => {
    const { body: direct } = await pay({ contractor_uuid: fixed.uuid, date: '2026-06-22', wage: '500.00' });
    const funded = await http.call('PUT', `/v1/contractor_payments/${direct.uuid}/fund`);
    expect(funded.status).toBe(200);
    expect(funded.body.status).toBe('Funded');
    expect((await http.call('PUT', `/v1/contractor_payments/${direct.uuid}/fund`)).status).toBe(422);
    const { body: check } = await pay({
      contractor_uuid: fixed.uuid,
      date: '2026-06-22',
      wage: '500.00',
      payment_method: 'Check',
    });
    const refused = await http.call('PUT', `/v1/contractor_payments/${check.uuid}/fund`);
    expect(errorsOf(refused.body)).toEqual([['base', 'invalid_operation']]);
    expect((await http.call('GET', `/v1/contractor_payments/${check.uuid}/receipt`)).status).toBe(404);
  });

  it('cancels only while unfunded and before the debit date', async () => {
    const { body: first } = await pay({ contractor_uuid: fixed.uuid, date: '2026-06-22', wage: '500.00' });
    expect((await http.call('DELETE', `${payments()}/${first.uuid}`)).status).toBe(204);
    expect((await http.call('GET', `${payments()}/${first.uuid}`)).status).toBe(404);
    expect(await eventTypes(http, first.uuid)).toEqual([
      'contractor_payment.created',
      'contractor_payment.cancelled',
    ]);
    const { body: funded } = await pay({ contractor_uuid: fixed.uuid, date: '2026-06-22', wage: '500.00' });
    await http.call('PUT', `/v1/contractor_payments/${funded.uuid}/fund`);
    const late = await http.call('DELETE', `${payments()}/${funded.uuid}`);
    expect(errorsOf(late.body)).toEqual([['base', 'invalid_operation']]);
    const { body: check } = await pay({
      contractor_uuid: fixed.uuid,
      date: '2026-06-17',
      wage: '500.00',
      payment_method: 'Check',
    });
    await http.advance(48 * HOUR);
    const due = await http.call('DELETE', `${payments()}/${check.uuid}`);
    expect(errorsOf(due.body)).toEqual([['base', 'invalid_operation']]);
  });

  it('keeps the contractor from being deleted once paid', async () => {
    await pay({ contractor_uuid: fixed.uuid, date: '2026-06-22', wage: '500.00' });
    const res = await http.call('DELETE', `/v1/contractors/${fixed.uuid}`);
    expect(errorsOf(res.body)).toEqual([['base', 'invalid_operation']]);
  });
});

describe('payment history by date range (UPSTREAM-2 I.4)', () => {
  it('needs start_date and end_date, and totals wages and reimbursements per contractor', async () => {
    const missing = await http.call('GET', `${payments()}?end_date=2026-06-30`);
    expect(errorsOf(missing.body)).toEqual([['start_date', 'missing_parameter']]);
    await pay({ contractor_uuid: hourly.uuid, date: '2026-06-22', hours: '12.5', bonus: '100.00' });
    await pay({ contractor_uuid: fixed.uuid, date: '2026-06-22', wage: '1234.56', reimbursement: '65.44' });
    await pay({ contractor_uuid: fixed.uuid, date: '2026-07-15', wage: '99.99' });
    const res = await http.call('GET', `${payments()}?start_date=2026-06-01&end_date=2026-06-30`);
    expect(res.status).toBe(200);
    expect(res.body.total).toEqual({ wages: '1865.81', reimbursements: '65.44' });
    expect(
      res.body.contractor_payments.map((c: ApiJson) => [c.contractor_uuid, c.wage_total, c.payments.length]),
    ).toEqual([
      [hourly.uuid, '631.25', 1],
      [fixed.uuid, '1234.56', 1],
    ]);
    const one = await http.call(
      'GET',
      `${payments()}?start_date=2026-06-01&end_date=2026-07-31&contractor_uuid=${fixed.uuid}`,
    );
    expect(one.body.total).toEqual({ wages: '1334.55', reimbursements: '65.44' });
  });
});

describe('payment groups (UPSTREAM-2 I.4, DECISIONS 56)', () => {
  it('previews a group with its debit date, totals to the cent, and a creation token', async () => {
    const res = await http.call('POST', `${groups()}/preview`, {
      check_date: '2026-06-22',
      contractor_payments: lines(),
    });
    expect(res.status).toBe(200);
    expect(res.body.uuid).toBeUndefined();
    expect(typeof res.body.creation_token).toBe('string');
    expect(res.body).toMatchObject({
      check_date: '2026-06-22',
      debit_date: '2026-06-17',
      submission_blockers: [],
    });
    expect(res.body.totals).toEqual({
      amount: '1931.25',
      debit_amount: '631.25',
      wage_amount: '1865.81',
      reimbursement_amount: '65.44',
      check_amount: '1300.00',
    });
    expect((await http.call('GET', `${groups()}?start_date=2026-06-01&end_date=2026-12-31`)).body).toEqual(
      [],
    );
  });

  it('creates once per creation_token (reused: 409 duplicate_operation) and lists by check date', async () => {
    const body = { check_date: '2026-06-22', creation_token: 'june-22', contractor_payments: lines() };
    const missing = await http.call('POST', groups(), { ...body, creation_token: undefined });
    expect(errorsOf(missing.body)).toEqual([['creation_token', 'missing_parameter']]);
    const created = await http.call('POST', groups(), body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'Unfunded',
      debit_date: '2026-06-17',
      creation_token: 'june-22',
    });
    expect(
      created.body.contractor_payments.map((p: ApiJson) => [p.contractor_uuid, p.wage_total, p.date]),
    ).toEqual([
      [hourly.uuid, '631.25', '2026-06-22'],
      [fixed.uuid, '1234.56', '2026-06-22'],
    ]);
    const again = await http.call('POST', groups(), body);
    expect(again.status).toBe(409);
    expect(errorsOf(again.body)).toEqual([['creation_token', 'duplicate_operation']]);
    const list = await http.call('GET', `${groups()}?start_date=2026-06-01&end_date=2026-06-30`);
    expect(list.body.map((g: ApiJson) => g.uuid)).toEqual([created.body.uuid]);
    expect(list.body[0].contractor_payments).toBeUndefined();
    expect((await http.call('GET', `${groups()}?start_date=2026-07-01&end_date=2026-07-31`)).body).toEqual(
      [],
    );
    expect(await eventTypes(http, created.body.uuid)).toEqual(['contractor_payment_group.created']);
  });

  it('is Funded once every Direct Deposit payment is (the check stays Unfunded)', async () => {
    const { body: group } = await http.call('POST', groups(), {
      check_date: '2026-06-22',
      creation_token: 'june-22',
      contractor_payments: lines(),
    });
    const read = async () => (await http.call('GET', `/v1/contractor_payment_groups/${group.uuid}`)).body;
    await http.advance(55 * HOUR);
    const funded = await read();
    expect(funded.status).toBe('Funded');
    expect(funded.contractor_payments.map((p: ApiJson) => p.status)).toEqual(['Funded', 'Unfunded']);
    const cancel = await http.call('DELETE', `/v1/contractor_payment_groups/${group.uuid}`);
    expect(errorsOf(cancel.body)).toEqual([['base', 'invalid_operation']]);
  });

  it("funds with the demo's fund call, and cancels while every payment may be", async () => {
    const create = (token: string) =>
      http.call('POST', groups(), {
        check_date: '2026-06-22',
        creation_token: token,
        contractor_payments: lines(),
      });
    const { body: first } = await create('first');
    const funded = await http.call('PUT', `/v1/contractor_payment_groups/${first.uuid}/fund`);
    expect(funded.body.status).toBe('Funded');
    expect((await http.call('PUT', `/v1/contractor_payment_groups/${first.uuid}/fund`)).status).toBe(422);
    const { body: second } = await create('second');
    expect((await http.call('DELETE', `/v1/contractor_payment_groups/${second.uuid}`)).status).toBe(204);
    expect((await http.call('GET', `/v1/contractor_payment_groups/${second.uuid}`)).status).toBe(404);
    const paymentUuid = second.contractor_payments[0].uuid;
    expect((await http.call('GET', `${payments()}/${paymentUuid}`)).status).toBe(404);
    expect(await eventTypes(http, second.uuid)).toEqual([
      'contractor_payment_group.created',
      'contractor_payment_group.cancelled',
    ]);
  });

  it('raises the fast-ACH submission blocker as payrolls do, and applies the chosen option', async () => {
    const settings = await http.call(
      'PUT',
      `/__demo/companies/${http.api.companyUuid}/settings`,
      { fast_ach_threshold: '500.00' },
      null,
    );
    expect(settings.status).toBe(200);
    const body = { check_date: '2026-06-17', creation_token: 'over', contractor_payments: lines() };
    const previewed = await http.call('POST', `${groups()}/preview`, body);
    expect(previewed.body.submission_blockers).toMatchObject([
      {
        blocker_type: 'fast_ach_threshold_exceeded',
        status: 'unresolved',
        unblock_options: [
          { unblock_type: 'wire_in', check_date: '2026-06-17', metadata: { wire_in_amount: '631.25' } },
          { unblock_type: 'move_to_four_day', check_date: '2026-06-22' },
        ],
      },
    ]);
    const unchosen = await http.call('POST', groups(), body);
    expect(unchosen.status).toBe(422);
    expect(errorsOf(unchosen.body)).toEqual([['submission_blockers', 'missing_parameter']]);
    const moved = await http.call('POST', groups(), {
      ...body,
      submission_blockers: [
        { blocker_type: 'fast_ach_threshold_exceeded', selected_option: 'move_to_four_day' },
      ],
    });
    expect(moved.status).toBe(201);
    expect(moved.body).toMatchObject({ check_date: '2026-06-22', debit_date: '2026-06-15' });
    expect(moved.body.submission_blockers[0]).toMatchObject({
      status: 'resolved',
      selected_option: 'move_to_four_day',
    });
  });
});
