import { describe, expect, it } from 'vitest';
import { demoHttpForEachTest } from './http';
import type { ApiJson } from './request';
import { usd } from '../../support/usd';

/*
 * Reimbursements over HTTP (UPSTREAM-3 M.2, DECISIONS 67): an employee's recurring
 * reimbursements (create 201 with replay, read, update with its version and 409 when stale, soft
 * delete), and every reimbursement of a payroll (recurring, one-off, the `Reimbursement` earning
 * of an off-cycle payroll) paid untaxed: `check_amount = net_pay + reimbursements` to the cent on
 * the payroll, its receipt and the pay stub.
 */

// Monday 15 June 2026, 09:00 in California (the harness's pinned clock).
const http = demoHttpForEachTest({ employees: 4 });

const cents = (text: string) => Math.round(Number(text) * 100);

async function firstEmployee(): Promise<string> {
  const list = await http.call('GET', `/v1/companies/${http.company}/employees?per=1`);
  return list.body[0].uuid;
}

const recurring = (employeeUuid: string) => `/v1/employees/${employeeUuid}/recurring_reimbursements`;

/** The first upcoming regular payroll, prepared: its path and the row of `employeeUuid`. */
async function preparedRow(employeeUuid: string) {
  const list = await http.call(
    'GET',
    `/v1/companies/${http.company}/payrolls?processing_statuses=unprocessed`,
  );
  const path = `/v1/companies/${http.company}/payrolls/${list.body[0].uuid}`;
  const prepared = (await http.call('PUT', `${path}/prepare`)).body;
  return { path, uuid: list.body[0].uuid as string, row: rowOf(prepared, employeeUuid) };
}

function rowOf(payroll: ApiJson, employeeUuid: string): ApiJson {
  return payroll.employee_compensations.find((r: ApiJson) => r.employee_uuid === employeeUuid);
}

/** Calculates the payroll and answers it with its taxes. */
async function calculated(path: string): Promise<ApiJson> {
  expect((await http.call('PUT', `${path}/calculate`)).status).toBe(202);
  await http.advance(1000);
  const payroll = (await http.call('GET', `${path}?include=taxes&per=100`)).body;
  expect(payroll.calculated_at).not.toBeNull();
  return payroll;
}

describe('recurring reimbursements (UPSTREAM-3 M.2)', () => {
  it('creates one (201, amount a decimal string), reads, lists, updates with its version and deletes softly', async () => {
    const employee = await firstEmployee();
    const created = await http.call('POST', recurring(employee), { description: 'Phone', amount: 45 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      employee_uuid: employee,
      description: 'Phone',
      amount: '45.00',
      version: expect.any(String),
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const item = `/v1/recurring_reimbursements/${created.body.uuid}`;
    expect((await http.call('GET', item)).body).toEqual(created.body);
    expect((await http.call('GET', recurring(employee))).body).toEqual([created.body]);

    const updated = await http.call('PUT', item, {
      version: created.body.version,
      amount: '52.5',
      description: 'Phone and internet',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ amount: '52.50', description: 'Phone and internet' });
    expect(updated.body.version).not.toBe(created.body.version);

    // The version read before the update is stale: 409, nothing changes.
    const stale = await http.call('PUT', item, { version: created.body.version, amount: 1 });
    expect(stale.status).toBe(409);
    expect((await http.call('GET', item)).body.amount).toBe('52.50');

    expect((await http.call('DELETE', item)).status).toBe(204);
    // Soft delete: no longer listed, read or updated.
    expect((await http.call('GET', recurring(employee))).body).toEqual([]);
    expect((await http.call('GET', item)).status).toBe(404);
    expect((await http.call('PUT', item, { version: updated.body.version, amount: 1 })).status).toBe(404);
    expect((await http.call('DELETE', item)).status).toBe(404);
  });

  it('refuses a missing description, and an amount not above 0 or above 1,000,000, each on its field', async () => {
    const employee = await firstEmployee();
    const missing = await http.call('POST', recurring(employee), { amount: 10 });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([
      expect.objectContaining({ error_key: 'description', category: 'missing_parameter' }),
    ]);
    for (const amount of [0, -5, 1_000_000.01, 'ten']) {
      const refused = await http.call('POST', recurring(employee), { description: 'Gym', amount });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual([
        expect.objectContaining({ error_key: 'amount', category: 'invalid_attribute_value' }),
      ]);
    }
    const top = await http.call('POST', recurring(employee), {
      description: 'Relocation',
      amount: 1_000_000,
    });
    expect(top.status).toBe(201);
    const update = await http.call('PUT', `/v1/recurring_reimbursements/${top.body.uuid}`, {
      version: top.body.version,
      amount: 0,
    });
    expect(update.status).toBe(422);
    expect(update.body.errors[0]).toMatchObject({ error_key: 'amount', category: 'invalid_attribute_value' });
    const noVersion = await http.call('PUT', `/v1/recurring_reimbursements/${top.body.uuid}`, { amount: 3 });
    expect(noVersion.status).toBe(422);
    expect(noVersion.body.errors[0]).toMatchObject({ error_key: 'version' });
    expect((await http.call('GET', recurring(employee))).body.map((r: ApiJson) => r.amount)).toEqual([
      '1000000.00',
    ]);
  });

  it('replays a create sent again with the same Idempotency-Key', async () => {
    const employee = await firstEmployee();
    const send = () =>
      fetch(`${http.origin}${recurring(employee)}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${http.api.tokens.company}`,
          'content-type': 'application/json',
          'idempotency-key': 'reimbursement-1',
        },
        body: JSON.stringify({ description: 'Mileage', amount: 30 }),
      });
    const first = await send();
    const again = await send();
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect((await again.json()).uuid).toBe((await first.json()).uuid);
    expect((await http.call('GET', recurring(employee))).body).toHaveLength(1);
  });

  it('answers 404 for an unknown employee or reimbursement and for another company', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await http.call('GET', recurring(unknown))).status).toBe(404);
    expect((await http.call('GET', `/v1/recurring_reimbursements/${unknown}`)).status).toBe(404);
    const employee = await firstEmployee();
    const mine = await http.call('POST', recurring(employee), { description: 'Phone', amount: 45 });
    // A company the partner created: its token reaches neither our reimbursement nor our employee.
    const other = await http.call(
      'POST',
      '/v1/partner_managed_companies',
      {
        user: { first_name: 'Dorothy', last_name: 'Vaughan', email: 'dorothy@example.com' },
        company: { name: 'Langley Analytics LLC' },
      },
      http.api.tokens.system,
    );
    const token = other.body.access_token;
    const item = `/v1/recurring_reimbursements/${mine.body.uuid}`;
    expect((await http.call('GET', item, undefined, token)).status).toBe(404);
    expect((await http.call('DELETE', item, undefined, token)).status).toBe(404);
    expect(
      (await http.call('POST', recurring(employee), { description: 'X', amount: 1 }, token)).status,
    ).toBe(404);
    expect((await http.call('GET', item)).status).toBe(200);
  });
});

describe('reimbursements in a payroll (DECISIONS 67)', () => {
  it('pays recurring and one-off reimbursements untaxed: check_amount = net_pay + reimbursements, on the payroll, receipt and pay stub', async () => {
    const employee = await firstEmployee();
    // The same payroll without reimbursements first: what the reimbursements must not change.
    const before = await preparedRow(employee);
    const plain = rowOf(await calculated(before.path), employee);

    const phone = await http.call('POST', recurring(employee), { description: 'Phone', amount: 45 });
    const { path, uuid, row } = await preparedRow(employee);
    expect(row.reimbursements).toEqual([
      { uuid: phone.body.uuid, amount: '45.00', description: 'Phone', recurring: true },
    ]);
    // A one-off added to the row; the recurring line sent back as shown stays the employee's.
    const saved = await http.call('PUT', path, {
      employee_compensations: [
        {
          employee_uuid: employee,
          version: row.version,
          reimbursements: [...row.reimbursements, { amount: '12.34', description: 'Parking' }],
        },
      ],
    });
    expect(saved.status).toBe(200);
    const payroll = await calculated(path);
    const paid = rowOf(payroll, employee);
    expect(paid.reimbursements).toEqual([
      expect.objectContaining({ amount: '12.34', description: 'Parking', recurring: false }),
      { uuid: phone.body.uuid, amount: '45.00', description: 'Phone', recurring: true },
    ]);
    // Untaxed: gross, taxes and net as without them; the check carries them on top, to the cent.
    expect(paid.gross_pay).toBe(plain.gross_pay);
    expect(paid.net_pay).toBe(plain.net_pay);
    expect(paid.taxes).toEqual(plain.taxes);
    expect(cents(paid.check_amount)).toBe(cents(paid.net_pay) + 5734);
    expect(cents(payroll.totals.reimbursements)).toBe(5734);

    expect((await http.call('PUT', `${path}/submit`)).status).toBe(202);
    await http.advance(2000);
    const processed = (await http.call('GET', `${path}?per=100`)).body;
    expect(processed.processed).toBe(true);
    // Processed, the payroll keeps what it paid even after the recurring one changes.
    await http.call('DELETE', `/v1/recurring_reimbursements/${phone.body.uuid}`);
    const kept = rowOf((await http.call('GET', `${path}?per=100`)).body, employee);
    expect(kept.check_amount).toBe(paid.check_amount);
    expect(kept.reimbursements.map((r: ApiJson) => r.amount)).toEqual(['12.34', '45.00']);

    const receipt = (await http.call('GET', `/v1/payrolls/${uuid}/receipt`)).body;
    const line = receipt.employee_compensations.find((r: ApiJson) => r.employee_uuid === employee);
    expect(line).toMatchObject({ net_pay: paid.net_pay, total_reimbursement: '57.34' });

    const stubs = (await http.call('GET', `/v1/employees/${employee}/pay_stubs`)).body;
    const stub = stubs.find((s: ApiJson) => s.payroll_uuid === uuid);
    expect(stub).toMatchObject({ net_pay: paid.net_pay, check_amount: paid.check_amount });
    const pdf = await (
      await fetch(`${http.origin}/v1/payrolls/${uuid}/employees/${employee}/pay_stub`, {
        headers: { authorization: `Bearer ${http.api.tokens.company}` },
      })
    ).text();
    expect(pdf).toContain('(Reimbursements: $57.34)');
    expect(pdf).toContain(`(Check amount: ${usd(paid.check_amount)})`);
    expect(pdf).toContain(`(Gross pay: ${usd(paid.gross_pay)})`);
  });

  it('drops a calculation when a recurring reimbursement changes, and the next one pays the new amount', async () => {
    const employee = await firstEmployee();
    const { path } = await preparedRow(employee);
    const first = rowOf(await calculated(path), employee);
    expect(first.reimbursements).toEqual([]);
    const added = await http.call('POST', recurring(employee), { description: 'Phone', amount: 45 });
    expect(added.status).toBe(201);
    const after = (await http.call('GET', `${path}?per=100`)).body;
    expect(after.calculated_at).toBeNull();
    const again = rowOf(await calculated(path), employee);
    expect(cents(again.check_amount)).toBe(cents(first.net_pay) + 4500);
  });

  it('pays an off-cycle Reimbursement earning untaxed (hand-checked: a $1,000.00 bonus at 22 % federal)', async () => {
    const employee = await firstEmployee();
    await http.call('POST', recurring(employee), { description: 'Phone', amount: 45 });
    const created = await http.call('POST', `/v1/companies/${http.company}/payrolls`, {
      off_cycle: true,
      off_cycle_reason: 'Bonus',
      start_date: '2026-06-06',
      end_date: '2026-06-19',
      employee_uuids: [employee],
      fixed_withholding_rate: true,
    });
    // An off-cycle create answers 200 (DECISIONS 31).
    expect(created.status).toBe(200);
    const path = `/v1/companies/${http.company}/payrolls/${created.body.uuid}`;
    const prepared = (await http.call('PUT', `${path}/prepare`)).body;
    expect(prepared.fixed_withholding_rate).toBe(true);
    const row = rowOf(prepared, employee);
    const saved = await http.call('PUT', path, {
      employee_compensations: [
        {
          employee_uuid: employee,
          version: row.version,
          fixed_compensations: [
            { name: 'Bonus', amount: '1000.00' },
            { name: 'Reimbursement', amount: '100.00' },
          ],
        },
      ],
    });
    expect(saved.status).toBe(200);
    const paid = rowOf(await calculated(path), employee);
    // Off-cycle: no recurring reimbursement; the Reimbursement earning stays a fixed compensation.
    expect(paid.reimbursements).toEqual([]);
    expect(paid.gross_pay).toBe('1000.00');
    const tax = (name: string) => paid.taxes.find((t: ApiJson) => t.name === name && !t.employer)?.amount;
    // Supplemental wages: 22 % of $1,000.00; Social Security 6.2 %; Medicare 1.45 %.
    expect(tax('Federal Income Tax')).toBe('220.00');
    expect(tax('Social Security')).toBe('62.00');
    expect(tax('Medicare')).toBe('14.50');
    expect(cents(paid.check_amount)).toBe(cents(paid.net_pay) + 10000);
  });
});
