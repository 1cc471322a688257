import { describe, expect, it } from 'vitest';
import { createDemoApi } from '../../../src/testing';
import { call, fixedNow, type ApiJson } from './request';

async function withAccounts(count: number) {
  const api = createDemoApi({ now: fixedNow() });
  const employee = (
    await call(api, 'POST', `/v1/companies/${api.companyUuid}/employees`, {
      body: { first_name: 'Ida', last_name: 'Wells' },
    })
  ).body;
  const accounts = [];
  for (let i = 0; i < count; i++) {
    const res = await call(api, 'POST', `/v1/employees/${employee.uuid}/bank_accounts`, {
      body: {
        name: `Account ${i}`,
        routing_number: '021000021',
        account_number: `99887766${i}`,
        account_type: i ? 'Savings' : 'Checking',
      },
    });
    accounts.push(res.body);
  }
  const path = `/v1/employees/${employee.uuid}/payment_method`;
  return { api, employee, accounts, path, method: async () => (await call(api, 'GET', path)).body };
}

describe('bank accounts (UPSTREAM A.7, SPEC §7)', () => {
  it('checks the ABA routing checksum and hides the account number', async () => {
    const { api, employee, accounts } = await withAccounts(1);
    expect(accounts[0].hidden_account_number).toBe('XXXX7660');
    expect(JSON.stringify(accounts[0])).not.toContain('998877660');
    const bad = await call(api, 'POST', `/v1/employees/${employee.uuid}/bank_accounts`, {
      body: { name: 'X', routing_number: '021000022', account_number: '12', account_type: 'Brokerage' },
    });
    expect(bad.body.errors.map((e: ApiJson) => e.error_key).sort()).toEqual([
      'account_number',
      'account_type',
      'routing_number',
    ]);
    const duplicate = await call(api, 'POST', `/v1/employees/${employee.uuid}/bank_accounts`, {
      body: {
        name: 'Again',
        routing_number: '021000021',
        account_number: '998877660',
        account_type: 'Checking',
      },
    });
    expect(duplicate.body.errors[0].error_key).toBe('account_number');
  });

  it('switches the payment method to 100% direct deposit when the first account is added', async () => {
    const { method, accounts } = await withAccounts(1);
    expect(await method()).toMatchObject({
      type: 'Direct Deposit',
      split_by: 'Percentage',
      splits: [{ uuid: accounts[0].uuid, priority: 1, split_amount: 100 }],
    });
  });
});

describe('payment method splits (UPSTREAM A.7)', () => {
  it('requires Percentage splits to total 100', async () => {
    const { api, path, method, accounts } = await withAccounts(2);
    const { version } = await method();
    const res = await call(api, 'PUT', path, {
      body: {
        version,
        type: 'Direct Deposit',
        split_by: 'Percentage',
        splits: [
          { uuid: accounts[0].uuid, priority: 1, split_amount: 60 },
          { uuid: accounts[1].uuid, priority: 2, split_amount: 30 },
        ],
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ error_key: 'splits', category: 'invalid_attribute_value' });
  });

  it('takes Amount splits in cents with one null remainder, last by priority', async () => {
    const { api, path, method, accounts } = await withAccounts(2);
    const { version } = await method();
    const body = (splits: unknown[]) => ({ version, type: 'Direct Deposit', split_by: 'Amount', splits });
    const remainderFirst = await call(api, 'PUT', path, {
      body: body([
        { uuid: accounts[0].uuid, priority: 1, split_amount: null },
        { uuid: accounts[1].uuid, priority: 2, split_amount: 5000 },
      ]),
    });
    expect(remainderFirst.body.errors[0].error_key).toBe('splits');
    const ok = await call(api, 'PUT', path, {
      body: body([
        { uuid: accounts[1].uuid, priority: 2, split_amount: null },
        { uuid: accounts[0].uuid, priority: 1, split_amount: 5000 },
      ]),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.splits.map((s: ApiJson) => [s.priority, s.split_amount])).toEqual([
      [1, 5000],
      [2, null],
    ]);
  });

  it('reports each bad split as nested_errors with its idx, and changes nothing', async () => {
    const { api, path, method, accounts } = await withAccounts(2);
    const before = await method();
    const res = await call(api, 'PUT', path, {
      body: {
        version: before.version,
        type: 'Direct Deposit',
        split_by: 'Amount',
        splits: [
          { uuid: accounts[0].uuid, priority: 1, split_amount: 10.5 },
          { uuid: 'not-an-account', priority: 0, split_amount: null },
        ],
      },
    });
    expect(res.status).toBe(422);
    expect(
      res.body.errors.map((e: ApiJson) => [e.category, e.idx, e.errors.map((f: ApiJson) => f.error_key)]),
    ).toEqual([
      ['nested_errors', 0, ['split_amount']],
      ['nested_errors', 1, ['uuid', 'priority']],
    ]);
    expect(res.body.errors[0].metadata).toEqual({
      entity_type: 'EmployeeBankAccount',
      entity_uuid: accounts[0].uuid,
    });
    expect(await method()).toEqual(before);
  });

  it('requires unique priorities sequential from 1', async () => {
    const { api, path, method, accounts } = await withAccounts(2);
    const { version } = await method();
    const res = await call(api, 'PUT', path, {
      body: {
        version,
        type: 'Direct Deposit',
        split_by: 'Percentage',
        splits: [
          { uuid: accounts[0].uuid, priority: 1, split_amount: 50 },
          { uuid: accounts[1].uuid, priority: 3, split_amount: 50 },
        ],
      },
    });
    expect(res.body.errors[0]).toMatchObject({ error_key: 'splits', category: 'invalid_attribute_value' });
  });

  it('switches to Check without splits and refuses a stale version', async () => {
    const { api, path, method } = await withAccounts(1);
    const { version } = await method();
    const check = await call(api, 'PUT', path, { body: { version, type: 'Check' } });
    expect(check.body).toMatchObject({ type: 'Check', split_by: null, splits: [] });
    const stale = await call(api, 'PUT', path, { body: { version, type: 'Check' } });
    expect(stale.status).toBe(409);
  });
});
