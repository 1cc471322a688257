import type { EmployeeRecord } from '../employees/records';
import { invalidOperation } from '../errors';
import type { DemoService } from '../service';
import { i9Requested } from './i9Form';
import { i9Authorizations, i9Documents, type I9AuthorizationRecord, type I9DocumentRecord } from './records';

/**
 * The employee's I-9 authorization, if one was made.
 *
 * @example
 * authorizationOf(service, employee.uuid)?.employerSignature;
 */
export function authorizationOf(
  service: DemoService,
  employeeUuid: string,
): I9AuthorizationRecord | undefined {
  return service.store.table(i9Authorizations).get(employeeUuid);
}

/**
 * The documents of an employee's I-9, in the order they were sent.
 *
 * @example
 * documentsOf(service, employee.uuid).length;
 */
export function documentsOf(service: DemoService, employeeUuid: string): I9DocumentRecord[] {
  return [...service.store.table(i9Documents).values()]
    .filter((d) => d.employeeUuid === employeeUuid)
    .sort((a, b) => a.seq - b.seq);
}

/**
 * After `employer_sign` the I-9 is complete and immutable (DECISIONS 65): every write is 422
 * `invalid_operation` on `base`.
 *
 * @example
 * requireUnsigned(authorization);
 */
export function requireUnsigned(authorization: I9AuthorizationRecord | undefined): void {
  if (authorization?.employerSignature)
    throw invalidOperation('I-9 cannot be updated as it has already been signed by the employer');
}

/**
 * The employee's I-9 can be made: they self-onboard (422 `invalid_operation` on `base`, "Employee
 * is not self-onboarding.", as `i9_authorization_not_self_onboarding`) and the I-9 is asked of
 * them by `onboarding_documents_config` first (DECISIONS 65).
 *
 * @example
 * requireI9Asked(service, employee);
 */
export function requireI9Asked(service: DemoService, employee: EmployeeRecord): void {
  if (!employee.onboarding_status.startsWith('self_onboarding'))
    throw invalidOperation('Employee is not self-onboarding.');
  if (!i9Requested(service, employee.uuid))
    throw invalidOperation('The I-9 is not asked of this employee: set onboarding_documents_config first.');
}
