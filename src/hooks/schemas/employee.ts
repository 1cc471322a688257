import * as z from 'zod/mini';
import { dateOfBirth, email, optional, requiredText, ssn } from './fields';

/**
 * Personal details of an employee (create and update; contract.md#employees). An SSN may be left blank
 * on update: the service keeps the one it has (`has_ssn`).
 *
 * @example
 * employeeSchema.parse({ first_name: 'Ada', last_name: 'Lovelace', ssn: '123456789' });
 */
export const employeeSchema = /* @__PURE__ */ (() =>
  z
    .object({
      first_name: requiredText,
      last_name: requiredText,
      middle_initial: optional(z.string().check(z.maxLength(1, { error: 'validation.tooLong' }))),
      preferred_first_name: optional(z.string()),
      email: optional(email),
      work_email: optional(email),
      date_of_birth: optional(dateOfBirth),
      ssn: optional(ssn),
      self_onboarding: z.optional(z.boolean()),
    })
    .check(
      z.refine((employee) => !employee.self_onboarding || Boolean(employee.email), {
        path: ['email'],
        error: 'validation.required',
      }),
    ))();

/**
 * Values of {@link employeeSchema}.
 *
 * @example
 * const values: EmployeeFormValues = { first_name: 'Ada', last_name: 'Lovelace', middle_initial: '',
 *   preferred_first_name: '', email: '', work_email: '', date_of_birth: '', ssn: '' };
 */
export type EmployeeFormValues = z.input<typeof employeeSchema>;
