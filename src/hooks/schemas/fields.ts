import * as z from 'zod/mini';
import type { ValidationMessageKey } from './messageKeys';
import { usStates } from './usStates';

/**
 * Zod error option carrying a message key (translated by the UI layer, never English here).
 *
 * @example
 * z.string().check(z.minLength(1, messageKey('validation.required')));
 */
export function messageKey(message: ValidationMessageKey): { error: ValidationMessageKey } {
  return { error: message };
}

/** Two-letter codes the service accepts for `state` (50 states, DC and territories). */
const STATE_CODES = /* @__PURE__ */ (() => new Set(usStates))();

/**
 * A required, trimmed text.
 *
 * @example
 * requiredText.parse('Ada');
 */
export const requiredText = /* @__PURE__ */ (() =>
  z
    .string({ error: 'validation.required' })
    .check(z.trim(), z.minLength(1, { error: 'validation.required' })))();

/**
 * Phone: exactly 10 digits (contract.md#fields).
 *
 * @example
 * phoneNumber.parse('5105550100');
 */
export const phoneNumber = /* @__PURE__ */ (() =>
  z.string({ error: 'validation.required' }).check(z.regex(/^[0-9]{10}$/, { error: 'validation.phone' })))();

/**
 * US zip: 5 digits or 5+4 with a hyphen (contract.md#fields).
 *
 * @example
 * zipCode.parse('94607-1234');
 */
export const zipCode = /* @__PURE__ */ (() =>
  z
    .string({ error: 'validation.required' })
    .check(z.regex(/^[0-9]{5}(-[0-9]{4})?$/, { error: 'validation.zip' })))();

/**
 * A valid two-letter state code.
 *
 * @example
 * stateCode.parse('CA');
 */
export const stateCode = /* @__PURE__ */ (() =>
  z
    .string({ error: 'validation.required' })
    .check(z.refine((value) => STATE_CODES.has(value), { error: 'validation.state' })))();

/**
 * The EIN's pattern: 9 digits, a hyphen after the second tolerated. For a rule that tests the
 * pattern itself (a form's cross-field check) without the schema.
 *
 * @example
 * EIN_PATTERN.test('12-3456789'); // true
 */
export const EIN_PATTERN = /^[0-9]{2}-?[0-9]{7}$/;

/**
 * Whether an EIN of the right shape has a prefix the IRS issues: never `00`.
 *
 * @example
 * einPrefixIssued('00-0000000'); // false
 */
export const einPrefixIssued = (value: string): boolean => !value.trim().startsWith('00');

/**
 * Company EIN: 9 digits (contract.md#errors); a hyphen after the second digit is tolerated on
 * input; the prefix `00` is never issued, and says so (`validation.einPrefix`).
 *
 * @example
 * ein.parse('12-3456789');
 */
export const ein = /* @__PURE__ */ (() =>
  z
    .string({ error: 'validation.required' })
    .check(
      z.regex(EIN_PATTERN, { error: 'validation.ein' }),
      z.refine(einPrefixIssued, { error: 'validation.einPrefix' }),
    ))();

/**
 * The SSN's pattern: 9 digits, no dashes. For a rule that tests the pattern itself.
 *
 * @example
 * SSN_PATTERN.test('123456789'); // true
 */
export const SSN_PATTERN = /^[0-9]{9}$/;

/**
 * SSN: 9 digits, no dashes (contract.md#employees).
 *
 * @example
 * ssn.parse('123456789');
 */
export const ssn = /* @__PURE__ */ (() =>
  z.string({ error: 'validation.required' }).check(z.regex(SSN_PATTERN, { error: 'validation.ssn' })))();

/**
 * ABA routing number: 9 digits with a valid checksum (3·7·1 weights).
 *
 * @example
 * routingNumber.parse('021000021');
 */
export const routingNumber = /* @__PURE__ */ (() =>
  z.string({ error: 'validation.required' }).check(
    z.regex(/^[0-9]{9}$/, { error: 'validation.routingNumber' }),
    z.refine(
      (value) => {
        const d = value.split('').map(Number);
        const sum =
          3 * ((d[0] ?? 0) + (d[3] ?? 0) + (d[6] ?? 0)) +
          7 * ((d[1] ?? 0) + (d[4] ?? 0) + (d[7] ?? 0)) +
          ((d[2] ?? 0) + (d[5] ?? 0) + (d[8] ?? 0));
        return sum % 10 === 0;
      },
      { error: 'validation.routingNumber' },
    ),
  ))();

/**
 * Bank account number: 4 to 17 digits.
 *
 * @example
 * accountNumber.parse('000123456789');
 */
export const accountNumber = /* @__PURE__ */ (() =>
  z
    .string({ error: 'validation.required' })
    .check(z.regex(/^[0-9]{4,17}$/, { error: 'validation.accountNumber' })))();

/**
 * Money as a decimal string, at most two decimals, not negative (`"1250.00"`). A minus sign
 * says "must be positive" rather than the format message: the amount is well formed, its sign is not.
 *
 * @example
 * money.parse('42.5');
 */
export const money = /* @__PURE__ */ (() =>
  z.string({ error: 'validation.required' }).check(
    z.refine((value) => !/^\s*-/.test(value), { error: 'validation.positive', abort: true }),
    z.regex(/^[0-9]+(\.[0-9]{1,2})?$/, { error: 'validation.money' }),
  ))();

/**
 * Hours as a decimal string, at most three decimals (`"40.000"`).
 *
 * @example
 * hours.parse('7.5');
 */
export const hours = /* @__PURE__ */ (() =>
  z
    .string({ error: 'validation.required' })
    .check(z.regex(/^[0-9]+(\.[0-9]{1,3})?$/, { error: 'validation.hours' })))();

/** Whether a decimal text has the decimals `format` allows and is at most `max` (a comparison only, no sum). */
function decimalWithin(text: string, format: RegExp, max: number): boolean {
  return format.test(text) && Number(text) <= max;
}

/**
 * Hours the payroll service takes on a row (hourly pay, paid time off): at most three decimals,
 * 0 to 744 (a month of hours), its own bounds. A plain predicate, so the editor checks each
 * keystroke without a schema library; {@link payrollHours} is the same rule as a schema.
 *
 * @example
 * isPayrollHours('80.5'); // true
 * isPayrollHours('745'); // false
 */
export function isPayrollHours(text: string): boolean {
  return decimalWithin(text.trim(), /^\d+(\.\d{1,3})?$/, 744);
}

/**
 * An amount the payroll service takes on a row (earning, reimbursement): at most two decimals,
 * 0 to 1,000,000.00; a leading `$` and thousands commas, as people type them, are allowed.
 *
 * @example
 * isPayrollAmount('$1,250.50'); // true
 * isPayrollAmount('1000000.01'); // false
 */
export function isPayrollAmount(text: string): boolean {
  return decimalWithin(text.trim().replace(/^\$|,/g, ''), /^\d+(\.\d{1,2})?$/, 1_000_000);
}

/**
 * A memo the payroll service takes on a row: at most 500 characters.
 *
 * @example
 * isPayrollMemo('Shift swap with Grace'); // true
 */
export function isPayrollMemo(text: string): boolean {
  return text.length <= 500;
}

/**
 * {@link isPayrollHours} as a schema field.
 *
 * @example
 * payrollHours.safeParse('745').success; // false
 */
export const payrollHours = /* @__PURE__ */ (() =>
  z
    .string({ error: 'validation.required' })
    .check(z.refine(isPayrollHours, { error: 'validation.hours' })))();

/**
 * {@link isPayrollAmount} as a schema field.
 *
 * @example
 * payrollAmount.safeParse('$1,250.50').success; // true
 */
export const payrollAmount = /* @__PURE__ */ (() =>
  z
    .string({ error: 'validation.required' })
    .check(z.refine(isPayrollAmount, { error: 'validation.money' })))();

/**
 * {@link isPayrollMemo} as a schema field.
 *
 * @example
 * payrollMemo.safeParse('Shift swap with Grace').success; // true
 */
export const payrollMemo = /* @__PURE__ */ (() =>
  z.string().check(z.refine(isPayrollMemo, { error: 'validation.tooLong' })))();

/**
 * The `YYYY-MM-DD` shape of a date, for a check that needs only the shape (a date input's value).
 *
 * @example
 * ISO_DATE_PATTERN.test('2026-06-15'); // true
 */
export const ISO_DATE_PATTERN = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

/**
 * A `YYYY-MM-DD` calendar date.
 *
 * @example
 * isoDate.parse('2026-06-15');
 */
export const isoDate = /* @__PURE__ */ (() =>
  z.string({ error: 'validation.required' }).check(
    // An empty date input is a missing answer, worded like every other required field.
    z.minLength(1, { error: 'validation.required', abort: true }),
    z.regex(ISO_DATE_PATTERN, { error: 'validation.date' }),
    z.refine(
      (value) => {
        const date = new Date(`${value}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
      },
      { error: 'validation.date' },
    ),
  ))();

/** Today's calendar date where the user is, as `YYYY-MM-DD`. */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A date of birth: a valid `YYYY-MM-DD` date not after today (the service refuses a future one).
 *
 * @example
 * dateOfBirth.parse('1990-04-12');
 */
export const dateOfBirth = /* @__PURE__ */ (() =>
  z.string({ error: 'validation.required' }).check(
    z.minLength(1, { error: 'validation.required', abort: true }),
    z.regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/, { error: 'validation.date', abort: true }),
    // ISO dates compare as strings.
    z.refine((value) => value <= localToday(), { error: 'validation.dateOfBirthFuture' }),
  ))();

/**
 * A checkbox's value: a boolean. `z.custom`, not `z.boolean`: the same check, without a schema
 * type a form's bundle would hold for this alone.
 *
 * @example
 * z.object({ mailing_address: checkbox() });
 */
export const checkbox = () => z.custom<boolean>((value) => typeof value === 'boolean');

/**
 * The agreement box of a signature: only `true` agrees (`validation.agree`). One rule for every
 * signed document (employee and company forms, the contractor's W-9).
 *
 * @example
 * z.object({ agree: agreement() });
 */
export const agreement = () => z.custom<boolean>((value) => value === true, messageKey('validation.agree'));

/**
 * An email address.
 *
 * @example
 * email.parse('ada@example.com');
 */
export const email = /* @__PURE__ */ (() => z.email({ error: 'validation.email' }))();

/**
 * Unit of a pay rate: Hour, Week, Month or Year (contract.md#employees).
 *
 * @example
 * paymentUnit.parse('Hour');
 */
export const paymentUnit = /* @__PURE__ */ (() =>
  z.enum(['Hour', 'Week', 'Month', 'Year'], { error: 'validation.paymentUnit' }))();

/**
 * FLSA status (contract.md#employees).
 *
 * @example
 * flsaStatus.parse('Exempt');
 */
export const flsaStatus = /* @__PURE__ */ (() =>
  z.enum(
    [
      'Exempt',
      'Salaried Nonexempt',
      'Nonexempt',
      'Owner',
      'Commission Only Exempt',
      'Commission Only Nonexempt',
    ],
    { error: 'validation.flsaStatus' },
  ))();

/**
 * Treat an empty input as "not given", so optional fields of a form can be left blank.
 *
 * @example
 * optional(ssn).parse(''); // undefined
 */
export function optional<Schema extends z.ZodMiniType>(schema: Schema) {
  // `z.preprocess` of the classic API is exactly this pipe; zod/mini spells it out.
  return z.pipe(
    z.transform<unknown, unknown>((value) => (value === '' || value === null ? undefined : value)),
    z.optional(schema),
  );
}
