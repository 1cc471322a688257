import { describe, expect, it } from 'vitest';
import { demoHttpForEachTest } from './http';
import type { ApiJson } from './request';

/*
 * Gross-up over HTTP (UPSTREAM-3 M.7, DECISIONS 71): `POST /v1/payrolls/{id}/gross_up` answers the
 * smallest gross, to the cent, whose calculation with the payroll's withholding settings pays the
 * employee at least the net asked; it changes nothing; each refusal of the row.
 */

// Monday 15 June 2026, 09:00 in California (the harness's pinned clock).
const http = demoHttpForEachTest({ employees: 4 });

const payrolls = () => `/v1/companies/${http.company}/payrolls`;
const grossUp = (payrollId: string, body: unknown, token?: string) =>
  http.call('POST', `/v1/payrolls/${payrollId}/gross_up`, body, token);

/** The seeded employee of this name (Ada Lovelace works in San Francisco, Grace Lovelace in New York). */
async function employeeNamed(first: string): Promise<string> {
  const list = await http.call('GET', `/v1/companies/${http.company}/employees?per=100`);
  return list.body.find((e: ApiJson) => e.first_name === first && e.last_name === 'Lovelace').uuid;
}

async function offCycle(reason: string, employee: string, options: ApiJson) {
  const created = await http.call('POST', payrolls(), {
    off_cycle: true,
    off_cycle_reason: reason,
    start_date: '2026-06-06',
    end_date: '2026-06-19',
    employee_uuids: [employee],
    ...options,
  });
  expect(created.status).toBe(200);
  return { uuid: created.body.uuid as string, path: `${payrolls()}/${created.body.uuid}` };
}

/** Puts `amount` in the row's `earning` (as the flow applies a gross-up), calculates, answers the row. */
async function paidWith(path: string, employee: string, earning: string, amount: string): Promise<ApiJson> {
  const read = (await http.call('GET', `${path}?per=100`)).body;
  const row = read.employee_compensations.find((r: ApiJson) => r.employee_uuid === employee);
  const saved = await http.call('PUT', path, {
    employee_compensations: [
      {
        employee_uuid: employee,
        version: row.version,
        excluded: false,
        fixed_compensations: [{ name: earning, amount }],
      },
    ],
  });
  expect(saved.status).toBe(200);
  expect((await http.call('PUT', `${path}/calculate`)).status).toBe(202);
  await http.advance(1000);
  const calculated = (await http.call('GET', `${path}?include=taxes&per=100`)).body;
  return calculated.employee_compensations.find((r: ApiJson) => r.employee_uuid === employee);
}

const cents = (text: string) => Math.round(Number(text) * 100);

describe('gross-up (DECISIONS 71)', () => {
  it('grosses a bonus up to a net of $1,000.00 at the supplemental rates: 1,568.61, hand-checked', async () => {
    const ada = await employeeNamed('Ada');
    const bonus = await offCycle('Bonus', ada, {
      fixed_withholding_rate: true,
      skip_regular_deductions: true,
      withholding_pay_period: 'Every other week',
    });
    const before = (await http.call('GET', `${bonus.path}?per=100`)).body.employee_compensations[0];
    const answer = await grossUp(bonus.uuid, { employee_uuid: ada, net_pay: '1000.00' });
    expect(answer.status).toBe(200);
    // 2026, California, supplemental wages (DECISIONS 40, 47 b), each line rounded half up:
    //   1,568.61 × 22% federal = 345.0942 → 345.09; × 6.2% Social Security = 97.25382 → 97.25;
    //   × 1.45% Medicare = 22.744845 → 22.74; × 6.6% California supplemental = 103.52826 → 103.53;
    //   taxes 568.61, net 1,000.00. One cent less, 1,568.60: 345.09 + 97.25 + 22.74 + 103.53
    //   (103.5276) = 568.61, net 999.99. (1,568.63 nets 999.99 too: Social Security and Medicare
    //   both round up there, which is why the service searches rather than stops at a first hit.)
    expect(answer.body).toEqual({ gross_up: '1568.61' });
    // It changes nothing: the row keeps its version and its (empty) earnings.
    const after = (await http.call('GET', `${bonus.path}?per=100`)).body.employee_compensations[0];
    expect(after.version).toBe(before.version);

    const short = await paidWith(bonus.path, ada, 'Bonus', '1568.60');
    expect(short.net_pay).toBe('999.99');
    const paid = await paidWith(bonus.path, ada, 'Bonus', answer.body.gross_up);
    expect(paid.gross_pay).toBe('1568.61');
    expect(paid.net_pay).toBe('1000.00');
    const tax = (name: string) => paid.taxes.find((t: ApiJson) => t.name === name && !t.employer)?.amount;
    expect(tax('Federal Income Tax')).toBe('345.09');
    expect(tax('Social Security')).toBe('97.25');
    expect(tax('Medicare')).toBe('22.74');
    expect(tax('CA Income Tax')).toBe('103.53');
  });

  it('grosses a correction up at the regular rates of its withholding period, as Correction Payment, to the net or one cent above', async () => {
    const grace = await employeeNamed('Grace');
    const correction = await offCycle('Correction', grace, {
      fixed_withholding_rate: false,
      skip_regular_deductions: false,
      withholding_pay_period: 'Monthly',
    });
    const answer = await grossUp(correction.uuid, { employee_uuid: grace, net_pay: '750.25' });
    expect(answer.status).toBe(200);
    const paid = await paidWith(correction.path, grace, 'Correction Payment', answer.body.gross_up);
    expect(paid.gross_pay).toBe(answer.body.gross_up);
    expect(cents(paid.net_pay) - 75025).toBeGreaterThanOrEqual(0);
    expect(cents(paid.net_pay) - 75025).toBeLessThanOrEqual(1);
    // Regular withholding takes less than the supplemental rates would: under 750.25 / (1 − 0.3825).
    expect(cents(answer.body.gross_up)).toBeLessThan(Math.round(75025 / 0.6175));
    const less = await paidWith(
      correction.path,
      grace,
      'Correction Payment',
      ((cents(answer.body.gross_up) - 1) / 100).toFixed(2),
    );
    expect(cents(less.net_pay)).toBeLessThan(75025);
  });

  it('refuses a net pay that is not a positive decimal, each on net_pay, and a missing or foreign employee', async () => {
    const ada = await employeeNamed('Ada');
    const grace = await employeeNamed('Grace');
    const bonus = await offCycle('Bonus', ada, { fixed_withholding_rate: true });
    for (const net_pay of ['abc', '12.345', '0', '-5.00', true]) {
      const refused = await grossUp(bonus.uuid, { employee_uuid: ada, net_pay });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual([
        expect.objectContaining({ error_key: 'net_pay', category: 'invalid_attribute_value' }),
      ]);
    }
    expect((await grossUp(bonus.uuid, { employee_uuid: ada, net_pay: 'abc' })).body.errors[0].message).toBe(
      'Net pay must be a number.',
    );
    const missing = await grossUp(bonus.uuid, {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors.map((e: ApiJson) => [e.error_key, e.category])).toEqual([
      ['employee_uuid', 'missing_parameter'],
      ['net_pay', 'missing_parameter'],
    ]);
    const notOnIt = await grossUp(bonus.uuid, { employee_uuid: grace, net_pay: '10.00' });
    expect(notOnIt.status).toBe(422);
    expect(notOnIt.body.errors).toEqual([
      expect.objectContaining({ error_key: 'employee_uuid', category: 'invalid_attribute_value' }),
    ]);
    // More net than a row's largest gross (1,000,000.00) pays.
    const tooMuch = await grossUp(bonus.uuid, { employee_uuid: ada, net_pay: '900000.00' });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors[0]).toMatchObject({ error_key: 'net_pay' });
  });

  it('refuses a regular or a processed payroll (422 invalid_operation on base); 404 for an unknown payroll or another company', async () => {
    const ada = await employeeNamed('Ada');
    const regular = (await http.call('GET', `${payrolls()}?processing_statuses=unprocessed`)).body.find(
      (p: ApiJson) => !p.off_cycle,
    );
    const onRegular = await grossUp(regular.uuid, { employee_uuid: ada, net_pay: '100.00' });
    expect(onRegular.status).toBe(422);
    expect(onRegular.body.errors).toEqual([
      expect.objectContaining({ error_key: 'base', category: 'invalid_operation' }),
    ]);

    const bonus = await offCycle('Bonus', ada, { fixed_withholding_rate: true });
    await paidWith(bonus.path, ada, 'Bonus', '100.00');
    expect((await http.call('PUT', `${bonus.path}/submit`)).status).toBe(202);
    await http.advance(2000);
    expect((await http.call('GET', bonus.path)).body.processed).toBe(true);
    const onProcessed = await grossUp(bonus.uuid, { employee_uuid: ada, net_pay: '100.00' });
    expect(onProcessed.status).toBe(422);
    expect(onProcessed.body.errors).toEqual([
      expect.objectContaining({ error_key: 'base', category: 'invalid_operation' }),
    ]);

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await grossUp(unknown, { employee_uuid: ada, net_pay: '1.00' })).status).toBe(404);
    const other = await http.call(
      'POST',
      '/v1/partner_managed_companies',
      {
        user: { first_name: 'Dorothy', last_name: 'Vaughan', email: 'dorothy@example.com' },
        company: { name: 'Langley Analytics LLC' },
      },
      http.api.tokens.system,
    );
    const open = await offCycle('Bonus', ada, { fixed_withholding_rate: true });
    const foreign = await grossUp(
      open.uuid,
      { employee_uuid: ada, net_pay: '1.00' },
      other.body.access_token,
    );
    expect(foreign.status).toBe(404);
  });
});
