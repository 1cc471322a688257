import { addFirstAddresses, checkLocation } from '../addresses/routes';
import { employeeCreateRules, insertEmployee } from '../employees/routes';
import type { EmployeeRecord } from '../employees/records';
import { ApiError, type ErrorEntry, invalidAttribute, missingParameter } from '../errors';
import { type FieldRules, readFields } from '../fields';
import { US_ADDRESS_RULES, type UsAddress, usAddress } from '../formats/addressRules';
import { COMPENSATION_RULES, JOB_RULES, insertJob } from '../jobs/routes';
import { formatDecimal } from '../money/money';
import { requireSelfOnboardingEmail } from '../selfOnboarding/selfOnboardingMoves';
import type { DemoService } from '../service';
import { addToDepartment, companyDepartment } from '../departments/departmentPeople';
import type { DepartmentRecord } from '../departments/records';
import { settleDepartmentMove } from '../paySchedules/payScheduleAssignments';
import { addBatchBankAccounts, type BatchBankAccounts, checkBatchBankAccounts } from './batchBankAccounts';

/**
 * One item of a people batch (UPSTREAM-3 N.5, DECISIONS 75), checked as the single creates it
 * stands for would check it: the person by the employee create's rules, the home address by the
 * US address rules, the work address by the work address's location rule, the job and its pay by
 * the job's and the compensation's, the department by the company's departments, the bank accounts
 * by the bank account create's and the payment method's rules. Every refused field is named under its part (`person`,
 * `home_address`, …) as `nested_errors`, all at once, and nothing is created unless the whole
 * item passes, so a fixed item sent again is created once.
 */

/** The parts an item may name. */
const PARTS = [
  'entity_type',
  'person',
  'home_address',
  'work_address',
  'job',
  'department',
  'compensation',
  'bank_accounts',
] as const;

const HOME_ADDRESS_RULES = {
  ...US_ADDRESS_RULES,
  country: {
    kind: 'string',
    check: (v: string) => (v === 'USA' ? undefined : 'country must be USA.'),
  },
  work_from_home: { kind: 'boolean' },
} satisfies FieldRules;

const WORK_ADDRESS_RULES = { location_uuid: { kind: 'string', required: true } } satisfies FieldRules;

const DEPARTMENT_RULES = { department_uuid: { kind: 'string', required: true } } satisfies FieldRules;

/** A dashed SSN as the batch sends it (`123-45-6789`), as the employee create takes it (nine digits). */
const DASHED_SSN = /^(\d{3})-(\d{2})-(\d{4})$/;

/** An item whose every part passed: what creating it takes. */
export interface CheckedPerson {
  externalId: string;
  person: Record<string, unknown>;
  homeAddress?: UsAddress;
  locationUuid?: string;
  job?: Record<string, unknown>;
  pay?: { rate: string; payment_unit: string; flsa_status: string };
  department?: DepartmentRecord;
  bankAccounts?: BatchBankAccounts;
}

/** The external id an item names, when it names one (for its result and the batch's exclusions). */
export function externalIdOf(item: unknown): string | undefined {
  const person = (item as { person?: unknown } | null)?.person;
  const id = (person as { external_id?: unknown } | null)?.external_id;
  return typeof id === 'string' && id.trim() !== '' ? id : undefined;
}

/** Runs a part's check, turning its refusal into the part's entries. */
function entriesOf(check: () => void): ErrorEntry[] {
  try {
    check();
    return [];
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) return error.entries;
    throw error;
  }
}

/** The part's object, or an entry saying it is not one. */
function objectPart(item: Record<string, unknown>, part: string): Record<string, unknown> | ErrorEntry {
  const value = item[part];
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : invalidAttribute(part, `${part} must be an object.`);
}

/**
 * Checks one item: its values when every part passes, else every refused field, nested by part.
 *
 * @example
 * const checked = checkPeopleBatchItem(service, company.uuid, item);
 * if ('errors' in checked) results.push({ status: 'failed', errors: checked.errors });
 */
export function checkPeopleBatchItem(
  service: DemoService,
  companyUuid: string,
  raw: unknown,
): CheckedPerson | { errors: ErrorEntry[] } {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    return { errors: [invalidAttribute('batch', 'Each item must be an object.')] };
  const item = raw as Record<string, unknown>;
  const errors: ErrorEntry[] = [];
  const nested = (part: string, entries: ErrorEntry[]) => {
    if (entries.length > 0)
      errors.push({
        error_key: part,
        category: 'nested_errors',
        message: `${part} has errors.`,
        errors: entries,
      });
  };
  for (const key of Object.keys(item))
    if (!(PARTS as readonly string[]).includes(key))
      errors.push(invalidAttribute(key, `${key} is not taken in a people batch by this service.`));
  if (item.entity_type !== 'employee')
    errors.push(
      item.entity_type === undefined
        ? missingParameter('entity_type')
        : invalidAttribute('entity_type', 'entity_type must be employee.'),
    );

  const checked: Partial<CheckedPerson> = {};
  if (item.person === undefined) errors.push(missingParameter('person'));
  else {
    const part = objectPart(item, 'person');
    if ('error_key' in part) errors.push(part as ErrorEntry);
    else {
      const { external_id: externalId, ssn, ...fields } = part as Record<string, unknown>;
      const idEntries: ErrorEntry[] =
        externalId === undefined || externalId === null
          ? [missingParameter('external_id')]
          : typeof externalId !== 'string' || externalId.trim() === '' || externalId.length > 255
            ? [invalidAttribute('external_id', 'external_id must be 1 to 255 characters.')]
            : [];
      const digits = typeof ssn === 'string' ? ssn.replace(DASHED_SSN, '$1$2$3') : ssn;
      const body = ssn === undefined ? fields : { ...fields, ssn: digits };
      const personEntries = entriesOf(() => {
        const values = readFields(body, employeeCreateRules(service.clock.today()));
        requireSelfOnboardingEmail(values);
        checked.person = values;
      });
      nested('person', [...idEntries, ...personEntries]);
      checked.externalId = externalId as string;
    }
  }
  if (item.home_address !== undefined) {
    const part = objectPart(item, 'home_address');
    if ('error_key' in part) errors.push(part as ErrorEntry);
    else
      nested(
        'home_address',
        entriesOf(() => {
          const values = readFields(part as Record<string, unknown>, HOME_ADDRESS_RULES);
          if (values.work_from_home === true)
            throw new ApiError(422, [
              invalidAttribute('work_from_home', 'This service does not make work addresses from homes yet.'),
            ]);
          checked.homeAddress = usAddress(values);
        }),
      );
  }
  if (item.work_address !== undefined) {
    const part = objectPart(item, 'work_address');
    if ('error_key' in part) errors.push(part as ErrorEntry);
    else
      nested(
        'work_address',
        entriesOf(() => {
          const values = readFields(part as Record<string, unknown>, WORK_ADDRESS_RULES);
          checkLocation(service, companyUuid, values.location_uuid);
          checked.locationUuid = values.location_uuid;
        }),
      );
  }
  if (item.job !== undefined) {
    const part = objectPart(item, 'job');
    if ('error_key' in part) errors.push(part as ErrorEntry);
    else
      nested(
        'job',
        entriesOf(() => void (checked.job = readFields(part as Record<string, unknown>, JOB_RULES))),
      );
  }
  if (item.compensation !== undefined) {
    const part = objectPart(item, 'compensation');
    if ('error_key' in part) errors.push(part as ErrorEntry);
    else if (item.job === undefined) errors.push(missingParameter('job'));
    else
      nested(
        'compensation',
        entriesOf(() => {
          const values = readFields(part as Record<string, unknown>, COMPENSATION_RULES);
          checked.pay = {
            rate: formatDecimal(values.rate as number, 2),
            payment_unit: values.payment_unit as string,
            flsa_status: values.flsa_status as string,
          };
        }),
      );
  }
  if (item.department !== undefined) {
    const part = objectPart(item, 'department');
    if ('error_key' in part) errors.push(part as ErrorEntry);
    else
      nested(
        'department',
        entriesOf(() => {
          const values = readFields(part as Record<string, unknown>, DEPARTMENT_RULES);
          checked.department = companyDepartment(service.store, companyUuid, values.department_uuid);
        }),
      );
  }
  if (item.bank_accounts !== undefined) {
    const accounts = checkBatchBankAccounts(service, item.bank_accounts);
    if ('errors' in accounts) errors.push(...accounts.errors);
    else checked.bankAccounts = accounts;
  }
  return errors.length > 0 ? { errors } : (checked as CheckedPerson);
}

/**
 * Creates a checked item's employee with its addresses, job and pay, bank accounts and department,
 * as the single creates would
 * (the same inserts, the same `employee.created` event).
 *
 * @example
 * const employee = createBatchPerson(service, company.uuid, checked);
 */
export function createBatchPerson(
  service: DemoService,
  companyUuid: string,
  checked: CheckedPerson,
): EmployeeRecord {
  const employee = insertEmployee(service, companyUuid, checked.person);
  service.emit('employee.created', 'Employee', employee.uuid, companyUuid);
  addFirstAddresses(service, employee.uuid, checked.homeAddress, checked.locationUuid);
  if (checked.job) insertJob(service, employee, checked.job, checked.pay);
  if (checked.bankAccounts) addBatchBankAccounts(service, employee, checked.bankAccounts);
  if (checked.department) {
    addToDepartment(service, checked.department, { employees: [employee.uuid], contractors: [] });
    settleDepartmentMove(service, companyUuid);
  }
  return employee;
}
