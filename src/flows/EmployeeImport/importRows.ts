import type { ApiErrorEntry } from '../../api/errorBody';
import type { Department } from '../../api/departments/types';
import type { PeopleBatchItem, PeopleBatchResult } from '../../api/peopleBatches/types';
import {
  bankAccountSchema,
  compensationSchema,
  employeeSchema,
  homeAddressSchema,
  jobSchema,
} from '../../hooks/schemas';
import { parseCsv } from './csv';
import { IMPORT_COLUMNS, type ImportColumn } from './importColumns';

/**
 * An employee import's rows (lazy: out of the flow's first load): the CSV read against the
 * template's header, each row checked as the single creates would check it before anything is
 * sent (the employee form's own schemas: personal details, home address, job, pay, and the
 * payment method form's bank account; the department by the company's department names), the
 * batch item each valid row becomes, and the service's refusals read back onto the row's columns.
 */

/** A company's department as the import names it: by its title. */
export type ImportDepartment = Pick<Department, 'uuid' | 'title'>;

/** The largest file one import sends (the service takes at most 100 people a batch). */
export const MAX_IMPORT_ROWS = 100;

/** One row of the file: its line, its id for the service, and its values by column. */
export interface ImportRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  externalId: string;
  values: Record<ImportColumn, string>;
}

/** Why a file cannot be previewed at all, as a message key of the flow. */
export type ImportFileProblem = 'file.empty' | 'file.header' | 'file.tooMany';

/** A column's problem: a message key (the validation words) or the service's own text. */
export interface ColumnIssue {
  /** A validation message key (`validation.email`) when `text` is absent. */
  key?: string;
  /** The service's own message, for a refusal only the service knew. */
  text?: string;
  /** Values of the message `key`. */
  values?: Record<string, string>;
}

/**
 * Reads the file: the header must name `first_name` and `last_name` and only template columns;
 * each following line is a row (missing cells blank). Rows without their own `external_id` are
 * named `{importId}-{line}`, so a row sent again within this import is the same person to the
 * service.
 *
 * @example
 * const read = readImportCsv(text, crypto.randomUUID());
 * if ('problem' in read) show(t(read.problem)); else preview(read.rows);
 */
export function readImportCsv(
  text: string,
  importId: string,
): { rows: ImportRow[] } | { problem: ImportFileProblem; columns?: string } {
  const [header, ...lines] = parseCsv(text);
  if (!header || lines.length === 0) return { problem: 'file.empty' };
  const names = header.map((name) => name.trim().toLowerCase());
  const unknown = names.filter((name) => !(IMPORT_COLUMNS as readonly string[]).includes(name));
  if (unknown.length > 0 || !names.includes('first_name') || !names.includes('last_name'))
    return { problem: 'file.header', columns: unknown.join(', ') };
  if (lines.length > MAX_IMPORT_ROWS) return { problem: 'file.tooMany' };
  const rows = lines.map((cells, index) => {
    const values = Object.fromEntries(IMPORT_COLUMNS.map((column) => [column, ''])) as Record<
      ImportColumn,
      string
    >;
    names.forEach((name, at) => {
      values[name as ImportColumn] = (cells[at] ?? '').trim();
    });
    const line = index + 2;
    return { line, externalId: values.external_id || `${importId}-${line}`, values };
  });
  return { rows };
}

/** A dashed SSN (`123-45-6789`), as the employee form's nine digits. */
const ssnDigits = (ssn: string) => (/^\d{3}-\d{2}-\d{4}$/.test(ssn) ? ssn.replace(/-/g, '') : ssn);

const ADDRESS: readonly ImportColumn[] = ['street_1', 'street_2', 'city', 'state', 'zip'];
const PAY: readonly ImportColumn[] = ['rate', 'payment_unit', 'flsa_status'];
const JOB: readonly ImportColumn[] = ['job_title', 'hire_date', ...PAY];
const BANK: readonly ImportColumn[] = ['routing_number', 'account_number', 'account_type'];
const given = (values: Record<ImportColumn, string>, columns: readonly ImportColumn[]) =>
  columns.some((column) => values[column] !== '');

/** Each part of the row as the employee form would send it. */
function partsOf(values: Record<ImportColumn, string>) {
  return {
    person: {
      first_name: values.first_name,
      last_name: values.last_name,
      middle_initial: values.middle_initial,
      preferred_first_name: values.preferred_first_name,
      email: values.email,
      work_email: values.work_email,
      date_of_birth: values.date_of_birth,
      ssn: ssnDigits(values.ssn),
    },
    address: given(values, ADDRESS)
      ? {
          street_1: values.street_1,
          street_2: values.street_2,
          city: values.city,
          state: values.state.toUpperCase(),
          zip: values.zip,
        }
      : undefined,
    job: given(values, JOB) ? { title: values.job_title, hire_date: values.hire_date } : undefined,
    pay: given(values, PAY)
      ? { rate: values.rate, payment_unit: values.payment_unit, flsa_status: values.flsa_status }
      : undefined,
    // One account, named by its type (the file has no column for a name).
    bank: given(values, BANK)
      ? {
          name: values.account_type,
          routing_number: values.routing_number,
          account_number: values.account_number,
          account_type: values.account_type,
        }
      : undefined,
  };
}

/** Department titles compare trimmed, spaces collapsed, case-insensitive (as the service's). */
const titleKey = (title: string) => title.trim().replace(/\s+/g, ' ').toLowerCase();

/** The department a row names, if the company has one of that name. */
const departmentOf = (departments: readonly ImportDepartment[], name: string) =>
  departments.find((d) => titleKey(d.title) === titleKey(name));

/** A schema field's column (the job's `title` is the file's `job_title`; the department's uuid, its name). */
const columnOf = (part: string, field: string): ImportColumn | undefined => {
  const column =
    part === 'job' && field === 'title' ? 'job_title' : part === 'department' ? 'department' : field;
  return (IMPORT_COLUMNS as readonly string[]).includes(column) ? (column as ImportColumn) : undefined;
};

interface Checkable {
  safeParse(value: unknown): {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
}

/**
 * The row's problems by column, as the employee form's schemas find them (a required field, an
 * email, a nine-digit SSN, a state code, a ZIP, a date, a rate, a routing number, an account
 * number and type) and a department name the company does not have; none when the row can be sent.
 *
 * @example
 * const issues = checkImportRow(row.values, departments); // { email: { key: 'validation.email' } }
 */
export function checkImportRow(
  values: Record<ImportColumn, string>,
  departments: readonly ImportDepartment[] = [],
): Partial<Record<ImportColumn, ColumnIssue>> {
  const parts = partsOf(values);
  const issues: Partial<Record<ImportColumn, ColumnIssue>> = {};
  const check = (part: string, schema: Checkable, value: unknown) => {
    for (const issue of schema.safeParse(value).error?.issues ?? []) {
      const column = columnOf(part, String(issue.path[0] ?? ''));
      if (column && !issues[column]) issues[column] = { key: issue.message };
    }
  };
  check('person', employeeSchema, parts.person);
  if (parts.address) check('address', homeAddressSchema, parts.address);
  if (parts.job) check('job', jobSchema, parts.job);
  if (parts.pay) check('pay', compensationSchema, parts.pay);
  if (parts.bank) check('bank', bankAccountSchema, parts.bank);
  if (values.department !== '' && !departmentOf(departments, values.department))
    issues.department =
      departments.length === 0
        ? { key: 'department.none' }
        : { key: 'department.unknown', values: { names: departments.map((d) => d.title).join(', ') } };
  return issues;
}

/** Leaves out blank values: the service reads an absent field as not given. */
const filled = <T extends Record<string, string>>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== '')) as Partial<T>;

/**
 * The batch item a checked row becomes: its department by uuid, its account paid 100% by direct
 * deposit.
 *
 * @example
 * const items = rows.map((row) => importItem(row, departments));
 */
export function importItem(row: ImportRow, departments: readonly ImportDepartment[] = []): PeopleBatchItem {
  const { person, address, job, pay, bank } = partsOf(row.values);
  const department = departmentOf(departments, row.values.department);
  return {
    entity_type: 'employee',
    person: {
      ...filled(person),
      first_name: person.first_name,
      last_name: person.last_name,
      external_id: row.externalId,
    },
    ...(address
      ? {
          home_address: {
            ...filled(address),
            street_1: address.street_1,
            city: address.city,
            state: address.state,
            zip: address.zip,
          },
        }
      : {}),
    ...(job ? { job } : {}),
    ...(department ? { department: { department_uuid: department.uuid } } : {}),
    ...(pay ? { compensation: pay } : {}),
    ...(bank
      ? {
          bank_accounts: [
            { ...bank, type: 'Direct Deposit', split_by: 'Percentage', split_amount: 100 } as const,
          ],
        }
      : {}),
  };
}

/**
 * A refused item's fields, read back onto the row's columns (the service's words); what names no
 * column of the file (a part refused whole) is said under `first_name`, the row's first field, or
 * under `account_number` for the accounts' shares.
 *
 * @example
 * const issues = refusedColumns(result); // { last_name: { text: 'is too long (100 characters at most).' } }
 */
export function refusedColumns(result: PeopleBatchResult): Partial<Record<ImportColumn, ColumnIssue>> {
  const issues: Partial<Record<ImportColumn, ColumnIssue>> = {};
  const add = (column: ImportColumn | undefined, entry: ApiErrorEntry) => {
    const target = column ?? 'first_name';
    if (!issues[target]) issues[target] = { text: entry.message ?? entry.category };
  };
  for (const part of result.errors) {
    const fields = part.errors ?? [];
    if (fields.length === 0) add(part.error_key === 'bank_accounts' ? 'account_number' : undefined, part);
    for (const field of fields)
      add(
        columnOf(part.error_key === 'home_address' ? 'address' : part.error_key, field.error_key) ??
          (part.error_key === 'bank_accounts' ? 'account_number' : undefined),
        field,
      );
  }
  return issues;
}
