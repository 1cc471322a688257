import { type ErrorEntry, invalidAttribute, missingParameter, unprocessable } from '../errors';
import { parseDecimal } from '../money/money';
import type { DemoService } from '../service';
import { APPLICABLE_EARNINGS, applicableBenefits, applicableTaxes } from './applicable';
import type { ExternalPayrollItem } from './records';

/** The most one amount may be: $10,000,000.00 (a clean 422 rather than an unbounded number). */
const MAX_CENTS = 10_000_000_00;
/** The most hours one line may carry: 10,000.000. */
const MAX_HOURS = 10_000_000;

/** The body of an external payroll update, read. */
export interface ExternalItemsUpdate {
  replaceFields: boolean;
  items: ExternalPayrollItem[];
}

type Raw = Record<string, unknown>;

function asObject(value: unknown): Raw | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : undefined;
}

/** A decimal amount at or above zero (text or a JSON number), cents; its problem on `key` otherwise. */
function amountOf(value: unknown, key: string, errors: ErrorEntry[], places = 2, max = MAX_CENTS): number {
  if (value === undefined || value === null) return 0;
  const units =
    typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))
      ? parseDecimal(String(value), places)
      : undefined;
  if (units === undefined || units < 0 || units > max) {
    errors.push(invalidAttribute(key, `${key} must be a number from 0 to ${max / 10 ** places}.`));
    return 0;
  }
  return units;
}

/** The lines of one list of an item (`earnings`, `benefits`, `taxes`), each read by `read`. */
function linesOf<T>(data: Raw, key: string, errors: ErrorEntry[], read: (line: Raw) => T | undefined): T[] {
  const raw = data[key];
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw) || raw.length > 100) {
    errors.push(invalidAttribute(key, `${key} must be a list of at most 100 lines.`));
    return [];
  }
  const out: T[] = [];
  for (const line of raw) {
    const object = asObject(line);
    if (!object) {
      errors.push(invalidAttribute(key, `Each of ${key} must be an object.`));
      continue;
    }
    const read_ = read(object);
    if (read_ !== undefined) out.push(read_);
  }
  return out;
}

/**
 * Reads `PUT …/external_payrolls/{id}` (UPSTREAM-3 M.3): `external_payroll_items` (required, at
 * most one item per employee of the company), each earning, benefit and tax by an id of the
 * payroll's applicable lists, amounts at or above zero. Every failing item yields its own
 * `nested_errors` entry (SPEC §7) with its `idx` and employee; nothing is applied then.
 *
 * @example
 * const { items } = readExternalItems(service, companyUuid, body);
 */
export function readExternalItems(service: DemoService, companyUuid: string, body: Raw): ExternalItemsUpdate {
  const top: ErrorEntry[] = [];
  for (const key of Object.keys(body))
    if (!['replace_fields', 'external_payroll_items', 'version'].includes(key))
      top.push(invalidAttribute(key, `${key} is not an attribute of this resource.`));
  const replace = body.replace_fields;
  if (replace !== undefined && replace !== null && typeof replace !== 'boolean')
    top.push(invalidAttribute('replace_fields', 'replace_fields must be true or false.'));
  const raw = body.external_payroll_items;
  if (raw === undefined || raw === null) top.push(missingParameter('external_payroll_items'));
  else if (!Array.isArray(raw) || raw.length > 500)
    top.push(
      invalidAttribute(
        'external_payroll_items',
        'external_payroll_items must be a list of at most 500 items.',
      ),
    );
  if (top.length > 0) throw unprocessable(top);

  const benefitIds = new Set(applicableBenefits(service, companyUuid).map((b) => b.id));
  const taxIds = new Set(applicableTaxes(service, companyUuid).map((t) => t.id));
  const seen = new Set<string>();
  const items: ExternalPayrollItem[] = [];
  const nested: ErrorEntry[] = [];
  (raw as unknown[]).forEach((entry, idx) => {
    const errors: ErrorEntry[] = [];
    const data = asObject(entry) ?? {};
    const uuid = data.employee_uuid;
    const employee = typeof uuid === 'string' ? service.store.employees.get(uuid) : undefined;
    if (typeof uuid !== 'string') errors.push(missingParameter('employee_uuid'));
    else if (!employee || employee.companyUuid !== companyUuid)
      errors.push(invalidAttribute('employee_uuid', 'The employee is not one of this company.'));
    else if (seen.has(uuid))
      errors.push(invalidAttribute('employee_uuid', 'The employee is already on this payroll.'));
    if (typeof uuid === 'string') seen.add(uuid);
    const earnings = linesOf(data, 'earnings', errors, (line) => {
      const known = APPLICABLE_EARNINGS.find(
        (e) => e.earning_id === line.earning_id && e.earning_type === line.earning_type,
      );
      if (!known) {
        errors.push(
          invalidAttribute('earning_id', 'earning_id and earning_type must name an applicable earning.'),
        );
        return undefined;
      }
      return {
        earningType: known.earning_type,
        earningId: known.earning_id,
        amount: amountOf(line.amount, 'amount', errors),
        hours: amountOf(line.hours, 'hours', errors, 3, MAX_HOURS),
      };
    });
    const benefits = linesOf(data, 'benefits', errors, (line) => {
      if (typeof line.benefit_id !== 'number' || !benefitIds.has(line.benefit_id)) {
        errors.push(invalidAttribute('benefit_id', 'benefit_id must name an applicable benefit.'));
        return undefined;
      }
      return {
        benefitId: line.benefit_id,
        employeeDeduction: amountOf(line.employee_deduction_amount, 'employee_deduction_amount', errors),
        companyContribution: amountOf(
          line.company_contribution_amount,
          'company_contribution_amount',
          errors,
        ),
      };
    });
    const taxes = linesOf(data, 'taxes', errors, (line) => {
      if (typeof line.tax_id !== 'number' || !taxIds.has(line.tax_id)) {
        errors.push(invalidAttribute('tax_id', 'tax_id must name an applicable tax.'));
        return undefined;
      }
      return { taxId: line.tax_id, amount: amountOf(line.amount, 'amount', errors) };
    });
    if (errors.length > 0) {
      const metadata = typeof uuid === 'string' ? { entity_type: 'Employee', entity_uuid: uuid } : {};
      nested.push({ error_key: 'external_payroll_items', category: 'nested_errors', idx, metadata, errors });
      return;
    }
    items.push({ employeeUuid: uuid as string, earnings, benefits, taxes });
  });
  if (nested.length > 0) throw unprocessable(nested);
  return { replaceFields: replace === true, items };
}
