import type { EmployeeRecord } from '../employees/records';
import { ApiError, type ErrorEntry, invalidOperation, missingParameter } from '../errors';
import { type FieldRules, readFields } from '../fields';
import { US_ADDRESS_RULES } from '../formats/addressRules';
import type { FormRecord } from '../onboarding/records';
import type { DemoService } from '../service';
import { i9Authorizations, onboardingDocumentsConfigs } from './records';

/** The form name of the I-9 among an employee's forms (UPSTREAM A.9). */
export const I9_FORM_NAME = 'US_I-9';

/** The I-9 form of an employee, if they have one. @example i9FormOf(service, employee.uuid)?.signedAt; */
export function i9FormOf(service: DemoService, employeeUuid: string): FormRecord | undefined {
  return service.store.forms.childrenOf(employeeUuid).find((form) => form.name === I9_FORM_NAME);
}

/** Whether the I-9 is asked of the employee (`onboarding_documents_config`, UPSTREAM A.10). */
export function i9Requested(service: DemoService, employeeUuid: string): boolean {
  return service.store.table(onboardingDocumentsConfigs).get(employeeUuid)?.i9_document === true;
}

/**
 * Keeps the I-9 form in step with the employee (DECISIONS 65): a self-onboarding employee of whom
 * the I-9 is asked has it to sign (so `employee_form_signing` waits for it); one on the admin path,
 * or of whom it is no longer asked, does not (the I-9 is then on paper). A signed form stays.
 *
 * @example
 * syncI9Form(service, employee);
 */
export function syncI9Form(service: DemoService, employee: EmployeeRecord): void {
  if (employee.onboarding_status === 'onboarding_completed') return;
  const wanted =
    i9Requested(service, employee.uuid) && employee.onboarding_status.startsWith('self_onboarding');
  const form = i9FormOf(service, employee.uuid);
  if (wanted && !form) {
    const uuid = service.ids();
    service.store.forms.set(uuid, {
      uuid,
      employeeUuid: employee.uuid,
      name: I9_FORM_NAME,
      title: 'Form I-9',
      description: 'Employment Eligibility Verification',
      year: service.clock.now().getUTCFullYear(),
      requires_signing: true,
      signedAt: null,
      signature_text: null,
      signed_by_ip_address: null,
      seq: service.store.nextSeq(),
    });
  } else if (!wanted && form && !form.signedAt) service.store.forms.delete(form.uuid);
}

/** The preparer prefixes of an I-9 signature: up to four (UPSTREAM A.9). */
const PREPARERS = ['preparer', 'preparer2', 'preparer3', 'preparer4'] as const;

/** The fields a used preparer must give (UPSTREAM A.9). */
const PREPARER_REQUIRED = ['first_name', 'last_name', 'street_1', 'city', 'state', 'zip'] as const;

/** The rules of one preparer's fields, by its prefix: the US address rules and names, optional here. */
function preparerRules(prefix: string): FieldRules {
  const { street_1, street_2, city, state, zip } = US_ADDRESS_RULES;
  const fields: FieldRules = {
    first_name: { kind: 'string' },
    last_name: { kind: 'string' },
    street_1: { ...street_1, required: false },
    street_2,
    city: { ...city, required: false },
    state: { ...state, required: false },
    zip: { ...zip, required: false },
    agree: { kind: 'boolean' },
  };
  return {
    [prefix]: { kind: 'boolean' },
    ...Object.fromEntries(Object.entries(fields).map(([name, rule]) => [`${prefix}_${name}`, rule])),
  };
}

const isPreparerField = (key: string) => /^preparer\d?(_|$)/.test(key);

/**
 * The body of a form signature before its common rules are read (UPSTREAM A.9, L.4): preparer
 * fields only on the I-9 (another form: 422 `invalid_operation` on `base`, "This form does not
 * allow preparer information"); a preparer who is used gives first and last name, street, city,
 * state and ZIP (422 `missing_parameter` on each missing one, all at once); the I-9 is signed
 * only after the employee's authorization is in (422 `invalid_operation` on `base`). Answers the
 * body without the preparer fields.
 *
 * @example
 * const values = readFields(formSignatureBody(service, form, body), SIGN_RULES);
 */
export function formSignatureBody(
  service: DemoService,
  form: FormRecord,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const preparerKeys = Object.keys(body).filter(isPreparerField);
  if (form.name !== I9_FORM_NAME) {
    if (preparerKeys.length > 0) throw invalidOperation('This form does not allow preparer information.');
    return body;
  }
  if (!service.store.table(i9Authorizations).has(form.employeeUuid))
    throw invalidOperation('The I-9 authorization must be completed before the I-9 is signed.');
  const sent = Object.fromEntries(preparerKeys.map((key) => [key, body[key]]));
  const entries: ErrorEntry[] = [];
  try {
    readFields(sent, Object.assign({}, ...PREPARERS.map(preparerRules)) as FieldRules);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    entries.push(...error.entries);
  }
  for (const prefix of PREPARERS) {
    const used = sent[prefix] === true || preparerKeys.some((key) => key.startsWith(`${prefix}_`));
    if (!used) continue;
    for (const name of PREPARER_REQUIRED) {
      const key = `${prefix}_${name}`;
      const value = sent[key];
      if (
        (value === undefined || value === null || value === '') &&
        !entries.some((e) => e.error_key === key)
      )
        entries.push(missingParameter(key));
    }
  }
  if (entries.length > 0) throw new ApiError(422, entries);
  return Object.fromEntries(Object.entries(body).filter(([key]) => !isPreparerField(key)));
}
