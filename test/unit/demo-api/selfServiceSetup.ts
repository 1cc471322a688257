import { expect } from 'vitest';
import { type DemoAdmin, expectCall, saveOverCurrentVersion, SIGNER_IP } from '../../support/demoAdmin';
import { addEmployee, addHomeAddress, addJob, addWorkAddress, setPay } from '../../support/employees';
import type { ApiJson } from './request';

/*
 * Self-service through the demo service over HTTP (DECISIONS 62, 64, 65): an employee the admin
 * prepares for self-onboarding, and the employee's own steps. A `DemoHttp` is a `DemoAdmin`, so
 * the shared set-up of test/support runs on it (and on the in-process service of the upstream
 * client's tests); each step's status is checked there.
 */

/** A reply whose body the tests read field by field. */
export interface Reply {
  status: number;
  body: ApiJson;
}

/** A self-onboarding employee as the admin creates them: names and a personal email. */
export const SELF_ONBOARDER = {
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  self_onboarding: true,
} as const;

/** A hire date a week after the pinned day (Monday 15 June 2026). */
export const HIRE_DATE = '2026-06-22';

/** The employee's home in Oregon (their work location is the Seattle office: no state income tax). */
const OREGON_HOME = {
  street_1: '9 Oak St',
  city: 'Portland',
  state: 'OR',
  zip: '97201',
  effective_date: '2024-01-01',
};

/** Moves the employee's onboarding status; answers the service's reply. */
export function moveTo(http: DemoAdmin, uuid: string, onboarding_status: string): Promise<Reply> {
  return http.call('PUT', `/v1/employees/${uuid}/onboarding_status`, { onboarding_status });
}

/** The employee's onboarding status as the service answers it. */
export async function statusOf(http: DemoAdmin, uuid: string): Promise<string> {
  return (await expectCall<ApiJson>(http, 200, 'GET', `/v1/employees/${uuid}/onboarding_status`))
    .onboarding_status;
}

/** A refusal's entries as `[error_key, category]` pairs. */
export function errorsOf(body: ApiJson): [string, string][] {
  return body.errors.map((e: ApiJson) => [e.error_key, e.category]);
}

/**
 * An employee ready to be invited: created for self-onboarding, a work address at the Seattle
 * office, a job hired on `hireDate` at $32.50 an hour.
 */
export async function invitableEmployee(http: DemoAdmin, hireDate = HIRE_DATE): Promise<string> {
  const { uuid } = await addEmployee(http, SELF_ONBOARDER);
  const locations = await expectCall<ApiJson[]>(
    http,
    200,
    'GET',
    `/v1/companies/${http.api.companyUuid}/locations`,
  );
  await addWorkAddress(http, uuid, locations.find((l) => l.state === 'WA').uuid);
  const job = await addJob(http, uuid, { title: 'Engineer', hire_date: hireDate });
  await setPay(http, job.current_compensation_uuid);
  return uuid;
}

/** An employee invited to self-onboard (200). */
export async function invitedEmployee(http: DemoAdmin, hireDate = HIRE_DATE): Promise<string> {
  const uuid = await invitableEmployee(http, hireDate);
  const invited = await moveTo(http, uuid, 'self_onboarding_invited');
  expect(invited.status).toBe(200);
  return uuid;
}

/** The employee's details: date of birth and SSN (their first write). */
export async function giveDetails(http: DemoAdmin, uuid: string): Promise<void> {
  await saveOverCurrentVersion(http, `/v1/employees/${uuid}`, {
    date_of_birth: '1990-12-09',
    ssn: '123456789',
  });
}

/** Everything the employee fills in but the signatures: details, home, taxes, payment method. */
export async function fillEmployeeDetails(http: DemoAdmin, uuid: string): Promise<void> {
  await giveDetails(http, uuid);
  await addHomeAddress(http, uuid, OREGON_HOME);
  await saveOverCurrentVersion(http, `/v1/employees/${uuid}/federal_taxes`, {
    w4_data_type: 'rev_2020_w4',
    filing_status: 'Single',
  });
  const answer = (key: string, value: string) => ({
    key,
    answers: [{ value, valid_from: '2010-01-01', valid_up_to: null }],
  });
  await expectCall(http, 200, 'PUT', `/v1/employees/${uuid}/state_taxes`, {
    states: [
      { state: 'OR', questions: [answer('filing_status', 'S'), answer('additional_withholding', '0')] },
    ],
  });
  await saveOverCurrentVersion(http, `/v1/employees/${uuid}/payment_method`, { type: 'Check' });
}

/** Signs one of the employee's forms by its name (`US_W-4`, `US_I-9`); answers the reply. */
export async function signForm(
  http: DemoAdmin,
  uuid: string,
  name: string,
  extra: Record<string, unknown> = {},
): Promise<Reply> {
  const forms = await expectCall<ApiJson[]>(http, 200, 'GET', `/v1/employees/${uuid}/forms`);
  const form = forms.find((f) => f.name === name);
  return http.call('PUT', `/v1/employees/${uuid}/forms/${form.uuid}/sign`, {
    signature_text: 'Grace Hopper',
    agree: true,
    signed_by_ip_address: SIGNER_IP,
    ...extra,
  });
}
