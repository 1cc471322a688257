import { describe, expect, it } from 'vitest';
import { addDepartment } from '../../support/departments';
import { demoHttpForEachTest } from './http';
import type { ApiJson } from './request';

/*
 * A people batch item's `department{department_uuid}` and `bank_accounts[]` over HTTP (UPSTREAM-3
 * N.5): the person is made in the department and paid by Direct Deposit into the accounts in the
 * order sent (one `split_by` for all; whole percentages, or cents with `null`, the remainder, on the
 * last account). Each refusal sits on its field path by the single creates' own rules: a bank
 * account's fields as the bank account create names them, the shares as the payment method's
 * split rules, under `bank_accounts` at the account's index.
 */

const http = demoHttpForEachTest({ employees: 1 });

const CHECKING = {
  name: 'Main',
  routing_number: '021000021',
  account_number: '998877660',
  account_type: 'Checking',
};
const SAVINGS = {
  name: 'Rainy day',
  routing_number: '021000021',
  account_number: '55443322',
  account_type: 'Savings',
};

const item = (n: number, extra: Record<string, unknown>) => ({
  entity_type: 'employee',
  person: { external_id: `row-${n}`, first_name: `Ada${n}`, last_name: 'Import' },
  ...extra,
});

async function sendBatch(key: string, batch: unknown[]): Promise<ApiJson[]> {
  const created = await http.call('POST', `/v1/companies/${http.company}/people_batches`, {
    idempotency_key: key,
    batch_action: 'create',
    batch,
  });
  expect(created.status).toBe(201);
  return (await http.call('GET', `/v1/people_batches/${created.body.uuid}`)).body.results;
}

describe('people batches: department and bank accounts (UPSTREAM-3 N.5)', () => {
  it('puts the person in the department and pays them into the accounts with the shares sent', async () => {
    const engineering = await addDepartment(http, 'Engineering');
    const [byAmount, byPercent] = await sendBatch('22222222-2222-4222-8222-222222222222', [
      item(1, {
        department: { department_uuid: engineering.uuid },
        bank_accounts: [
          { ...SAVINGS, type: 'Direct Deposit', split_by: 'Amount', split_amount: 25000 },
          { ...CHECKING, type: 'Direct Deposit', split_by: 'Amount', split_amount: null },
        ],
      }),
      item(2, {
        bank_accounts: [{ ...CHECKING, type: 'Direct Deposit', split_by: 'Percentage', split_amount: 100 }],
      }),
    ]);
    expect(byAmount).toMatchObject({ status: 'success', errors: [] });
    expect(byPercent).toMatchObject({ status: 'success', errors: [] });
    const uuid = byAmount!.employee_uuid as string;
    const department = (await http.call('GET', `/v1/departments/${engineering.uuid}`)).body;
    expect(department.employees).toEqual([{ uuid }]);
    expect((await http.call('GET', `/v1/employees/${uuid}`)).body.department_uuid).toBe(engineering.uuid);

    const accounts = (await http.call('GET', `/v1/employees/${uuid}/bank_accounts`)).body as ApiJson[];
    expect(accounts.map((a) => [a.name, a.account_type, a.hidden_account_number])).toEqual([
      ['Rainy day', 'Savings', 'XXXX3322'],
      ['Main', 'Checking', 'XXXX7660'],
    ]);
    // $250.00 to savings first, the rest to checking.
    const method = (await http.call('GET', `/v1/employees/${uuid}/payment_method`)).body;
    expect(method).toMatchObject({ type: 'Direct Deposit', split_by: 'Amount' });
    expect(method.splits.map((s: ApiJson) => [s.uuid, s.priority, s.split_amount])).toEqual([
      [accounts[0]!.uuid, 1, 25000],
      [accounts[1]!.uuid, 2, null],
    ]);
    const other = (await http.call('GET', `/v1/employees/${byPercent!.employee_uuid}/payment_method`)).body;
    expect(other.splits.map((s: ApiJson) => s.split_amount)).toEqual([100]);
  });

  it('refuses each bad department and account on its field path and makes nothing of those items', async () => {
    const before = (await http.call('GET', `/v1/companies/${http.company}/employees`)).body.length;
    const [unknownDepartment, badAccount, mixed, noRemainder, percentTotal] = await sendBatch(
      '33333333-3333-4333-8333-333333333333',
      [
        item(1, { department: { department_uuid: 'no-such-department' } }),
        item(2, {
          bank_accounts: [
            { ...CHECKING, type: 'Direct Deposit', split_by: 'Percentage', split_amount: 100 },
            {
              name: 'X',
              routing_number: '021000022',
              account_number: '12',
              account_type: 'Brokerage',
              type: 'Check',
              split_by: 'Percentage',
              split_amount: 0,
            },
          ],
        }),
        item(3, {
          bank_accounts: [
            { ...SAVINGS, type: 'Direct Deposit', split_by: 'Percentage', split_amount: 50 },
            { ...CHECKING, type: 'Direct Deposit', split_by: 'Amount', split_amount: null },
          ],
        }),
        item(4, {
          bank_accounts: [
            { ...SAVINGS, type: 'Direct Deposit', split_by: 'Amount', split_amount: null },
            { ...CHECKING, type: 'Direct Deposit', split_by: 'Amount', split_amount: 1000 },
          ],
        }),
        item(5, {
          bank_accounts: [
            { ...SAVINGS, type: 'Direct Deposit', split_by: 'Percentage', split_amount: 60 },
            { ...CHECKING, type: 'Direct Deposit', split_by: 'Percentage', split_amount: 30.5 },
          ],
        }),
      ],
    );
    expect(unknownDepartment!.errors).toEqual([
      expect.objectContaining({
        error_key: 'department',
        category: 'nested_errors',
        errors: [
          expect.objectContaining({ error_key: 'department_uuid', category: 'invalid_attribute_value' }),
        ],
      }),
    ]);
    // The bank account create's own fields, and the type, on the account's index.
    expect(badAccount!.errors).toEqual([
      expect.objectContaining({ error_key: 'bank_accounts', category: 'nested_errors', idx: 1 }),
    ]);
    expect(badAccount!.errors[0].errors.map((e: ApiJson) => e.error_key).sort()).toEqual([
      'account_number',
      'account_type',
      'routing_number',
      'type',
    ]);
    expect(mixed!.errors).toEqual([
      expect.objectContaining({ error_key: 'bank_accounts', category: 'invalid_attribute_value' }),
    ]);
    // The payment method's split rules: the remainder is the last account's; a percentage is whole.
    expect(noRemainder!.errors).toEqual([
      expect.objectContaining({ error_key: 'bank_accounts', message: expect.stringMatching(/remainder/) }),
    ]);
    expect(percentTotal!.errors).toEqual([
      expect.objectContaining({
        error_key: 'bank_accounts',
        category: 'nested_errors',
        idx: 1,
        errors: [expect.objectContaining({ error_key: 'split_amount' })],
      }),
    ]);
    for (const result of [unknownDepartment, badAccount, mixed, noRemainder, percentTotal])
      expect(result).toMatchObject({ status: 'failed' });
    expect((await http.call('GET', `/v1/companies/${http.company}/employees`)).body).toHaveLength(before);
  });
});
