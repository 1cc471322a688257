import { expect, test } from 'vitest';
import { createDemoApi } from '../../../src/testing';
import {
  checkImportRow,
  importItem,
  readImportCsv,
  refusedColumns,
  type ImportRow,
} from '../../../src/flows/EmployeeImport/importRows';
import { demoAdmin } from '../../support/demoAdmin';
import { addDepartment } from '../../support/departments';

// The import's department and bank account columns (UPSTREAM-3 N.5): a department named as the
// company names it becomes its uuid, an unknown name is refused on its cell before sending; one
// bank account is checked by the payment method form's schema and sent paid 100% by direct
// deposit; the service's refusals of either come back on their columns.

const DEPARTMENTS = [
  { uuid: 'd-eng', title: 'Engineering' },
  { uuid: 'd-sales', title: 'Sales' },
];

function rows(...lines: string[]): ImportRow[] {
  const read = readImportCsv(
    ['first_name,last_name,department,routing_number,account_number,account_type', ...lines].join('\n'),
    'imp',
  );
  if (!('rows' in read)) throw new Error('rows expected');
  return read.rows;
}

test('a department by name (any case and spacing) and an account pass; each problem is on its cell', () => {
  const [good, bad, noBank] = rows(
    'Ada,Lovelace, engineering ,021000021,998877660,Savings',
    'Grace,Hopper,Marketing,021000022,12,Brokerage',
    'Alan,Turing,,,,',
  );
  expect(checkImportRow(good!.values, DEPARTMENTS)).toEqual({});
  const issues = checkImportRow(bad!.values, DEPARTMENTS);
  expect(Object.keys(issues).sort()).toEqual([
    'account_number',
    'account_type',
    'department',
    'routing_number',
  ]);
  expect(issues.department).toEqual({ key: 'department.unknown', values: { names: 'Engineering, Sales' } });
  expect(issues.account_type).toEqual({ key: 'validation.accountType' });
  // A company without departments says so.
  expect(checkImportRow(bad!.values, []).department).toEqual({ key: 'department.none' });
  expect(checkImportRow(noBank!.values, DEPARTMENTS)).toEqual({});

  expect(importItem(good!, DEPARTMENTS)).toMatchObject({
    department: { department_uuid: 'd-eng' },
    bank_accounts: [
      {
        name: 'Savings',
        routing_number: '021000021',
        account_number: '998877660',
        account_type: 'Savings',
        type: 'Direct Deposit',
        split_by: 'Percentage',
        split_amount: 100,
      },
    ],
  });
  const plain = importItem(noBank!, DEPARTMENTS);
  expect(plain.department).toBeUndefined();
  expect(plain.bank_accounts).toBeUndefined();
});

test('the items are what the demo service creates; its refusals come back on the columns', async () => {
  const api = createDemoApi({ employees: 1 });
  const admin = demoAdmin(api);
  const engineering = await addDepartment(admin, 'Engineering');
  const [good] = rows('Ada,Lovelace,Engineering,021000021,998877660,Checking');
  const sent = await admin.call('POST', `/v1/companies/${api.companyUuid}/people_batches`, {
    idempotency_key: '44444444-4444-4444-8444-444444444444',
    batch_action: 'create',
    batch: [importItem(good!, [engineering])],
  });
  expect(sent.status).toBe(201);
  const batch = (await admin.call('GET', `/v1/people_batches/${(sent.body as { uuid: string }).uuid}`))
    .body as { results: { status: string; employee_uuid: string }[] };
  expect(batch.results[0]!.status).toBe('success');
  const employee = (await admin.call('GET', `/v1/employees/${batch.results[0]!.employee_uuid}`)).body;
  expect(employee).toMatchObject({ department: 'Engineering', department_uuid: engineering.uuid });

  expect(
    refusedColumns({
      idx: 0,
      status: 'failed',
      errors: [
        {
          error_key: 'department',
          category: 'nested_errors',
          errors: [{ error_key: 'department_uuid', category: 'invalid_attribute_value', message: 'gone.' }],
        },
        {
          error_key: 'bank_accounts',
          category: 'nested_errors',
          errors: [
            { error_key: 'routing_number', category: 'invalid_attribute_value', message: 'bad routing.' },
            { error_key: 'split_amount', category: 'invalid_attribute_value', message: 'bad share.' },
          ],
        },
      ],
    }),
  ).toEqual({
    department: { text: 'gone.' },
    routing_number: { text: 'bad routing.' },
    account_number: { text: 'bad share.' },
  });
});
