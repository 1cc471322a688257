import { expect, test } from 'vitest';
import { parseCsv } from '../../../src/flows/EmployeeImport/csv';
import { importTemplateCsv } from '../../../src/flows/EmployeeImport/importColumns';
import {
  checkImportRow,
  importItem,
  readImportCsv,
  refusedColumns,
} from '../../../src/flows/EmployeeImport/importRows';

// The import's file and rows (UPSTREAM-3 N.5): the CSV read as RFC 4180 (quotes, commas and line
// breaks in a field), the header checked, each row checked by the employee form's own schemas
// before sending, the batch item it becomes, and a refusal read back onto the row's columns.

test('reads quoted fields, CRLF and LF, a byte-order mark, and skips blank lines', () => {
  expect(parseCsv('\uFEFFa,"b, ""c"""\r\n\r\n1,"two\nlines"\n')).toEqual([
    ['a', 'b, "c"'],
    ['1', 'two\nlines'],
  ]);
});

test('the template reads back as one row of its own columns, which passes the checks', () => {
  const read = readImportCsv(importTemplateCsv(), 'imp');
  expect('rows' in read && read.rows).toHaveLength(1);
  if (!('rows' in read)) return;
  expect(read.rows[0]).toMatchObject({ line: 2, externalId: 'imp-2' });
  expect(checkImportRow(read.rows[0]!.values)).toEqual({});
  expect(importItem(read.rows[0]!)).toEqual({
    entity_type: 'employee',
    person: {
      external_id: 'imp-2',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      ssn: '123456789',
      date_of_birth: '1990-12-10',
    },
    home_address: { street_1: '1 Main St', city: 'Denver', state: 'CO', zip: '80202' },
    job: { title: 'Engineer', hire_date: '2026-07-01' },
    compensation: { rate: '45.00', payment_unit: 'Hour', flsa_status: 'Nonexempt' },
  });
});

test('refuses a file without rows, with an unknown column, or over 100 rows', () => {
  expect(readImportCsv('first_name,last_name\r\n', 'i')).toEqual({ problem: 'file.empty' });
  expect(readImportCsv('first_name,surname\r\nAda,L', 'i')).toEqual({
    problem: 'file.header',
    columns: 'surname',
  });
  const many = ['first_name,last_name', ...Array.from({ length: 101 }, (_, i) => `A${i},B`)].join('\n');
  expect(readImportCsv(many, 'i')).toEqual({ problem: 'file.tooMany' });
});

test('a row is checked as the employee form checks it, each problem on its column', () => {
  const read = readImportCsv(
    [
      'external_id,first_name,last_name,email,ssn,state,zip,street_1,city,job_title,hire_date,rate,payment_unit,flsa_status',
      'x-1,,Lovelace,nope,12-3,Colorado,802,1 Main St,Denver,,2026-02-30,abc,Paycheck,Nonexempt',
    ].join('\n'),
    'i',
  );
  if (!('rows' in read)) throw new Error('rows expected');
  expect(read.rows[0]!.externalId).toBe('x-1');
  const issues = checkImportRow(read.rows[0]!.values);
  expect(Object.keys(issues).sort()).toEqual(
    ['first_name', 'email', 'ssn', 'state', 'zip', 'job_title', 'hire_date', 'rate', 'payment_unit'].sort(),
  );
  expect(issues.email).toEqual({ key: 'validation.email' });
  expect(issues.first_name).toEqual({ key: 'validation.required' });
});

test('a refusal of the service is read back onto the file’s columns', () => {
  expect(
    refusedColumns({
      idx: 0,
      status: 'failed',
      errors: [
        {
          error_key: 'person',
          category: 'nested_errors',
          errors: [{ error_key: 'last_name', category: 'invalid_attribute_value', message: 'is too long.' }],
        },
        {
          error_key: 'job',
          category: 'nested_errors',
          errors: [{ error_key: 'title', category: 'missing_parameter', message: 'title is required.' }],
        },
        { error_key: 'department', category: 'invalid_attribute_value', message: 'not taken.' },
      ],
    }),
  ).toEqual({
    last_name: { text: 'is too long.' },
    job_title: { text: 'title is required.' },
    first_name: { text: 'not taken.' },
  });
});
