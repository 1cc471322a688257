import type { DemoApi } from '../../../src/testing';
import { demoAdmin, expectCall, saveOverCurrentVersion, SIGNER_IP } from '../../../test/support/demoAdmin';
import { addEmployee, addHomeAddress, addJob, addWorkAddress, setPay } from '../../../test/support/employees';

/**
 * Employees on the self path for the stories of the admin's self-onboarding screens (UPSTREAM-3
 * L.1): chosen and ready to invite (a job hired the week after the pinned day, the Seattle office),
 * invited, or done with their own steps (an Oregon home, a W-4, Oregon answers, a paper check,
 * the W-4 signed), each built through the demo service as the admin. With `i9`, the I-9 is asked
 * once they are invited, and done with their steps they have made their authorization (a citizen)
 * and signed section 1: the employer's section is the admin's to do.
 */
export type SelfOnboardingStage = 'chosen' | 'ready' | 'invited' | 'done' | 'reviewing';

/**
 * Grace Hopper (or `options.person`), chosen for self-onboarding, brought to `stage`; answers
 * `{ employeeId }`.
 */
export async function selfOnboarder(
  api: DemoApi,
  stage: SelfOnboardingStage,
  options: { i9?: boolean; person?: { first_name: string; last_name: string; email: string } } = {},
): Promise<Record<string, string>> {
  const admin = demoAdmin(api);
  const { uuid } = await addEmployee(admin, {
    ...(options.person ?? { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com' }),
    self_onboarding: true,
  });
  if (stage === 'chosen') return { employeeId: uuid };
  const locations = await expectCall<Array<{ uuid: string; state: string }>>(
    admin,
    200,
    'GET',
    `/v1/companies/${api.companyUuid}/locations`,
  );
  await addWorkAddress(admin, uuid, locations.find((location) => location.state === 'WA')!.uuid);
  const job = await addJob(admin, uuid, { title: 'Engineer', hire_date: '2026-06-22' });
  await setPay(admin, job.current_compensation_uuid);
  if (stage === 'ready') return { employeeId: uuid };
  const status = `/v1/employees/${uuid}/onboarding_status`;
  await expectCall(admin, 200, 'PUT', status, { onboarding_status: 'self_onboarding_invited' });
  await expectCall(admin, 201, 'POST', `/v1/employees/${uuid}/member_portal_invitations`);
  if (options.i9)
    await expectCall(admin, 200, 'PUT', `/v1/employees/${uuid}/onboarding_documents_config`, {
      i9_document: true,
    });
  if (stage === 'invited') return { employeeId: uuid };
  await saveOverCurrentVersion(admin, `/v1/employees/${uuid}`, {
    date_of_birth: '1990-12-09',
    ssn: '123456789',
  });
  await addHomeAddress(admin, uuid, {
    street_1: '9 Oak St',
    city: 'Portland',
    state: 'OR',
    zip: '97201',
    effective_date: '2024-01-01',
  });
  await saveOverCurrentVersion(admin, `/v1/employees/${uuid}/federal_taxes`, {
    w4_data_type: 'rev_2020_w4',
    filing_status: 'Single',
  });
  const answer = (key: string, value: string) => ({
    key,
    answers: [{ value, valid_from: '2010-01-01', valid_up_to: null }],
  });
  await expectCall(admin, 200, 'PUT', `/v1/employees/${uuid}/state_taxes`, {
    states: [
      { state: 'OR', questions: [answer('filing_status', 'S'), answer('additional_withholding', '0')] },
    ],
  });
  await saveOverCurrentVersion(admin, `/v1/employees/${uuid}/payment_method`, { type: 'Check' });
  const forms = await expectCall<Array<{ uuid: string; name: string }>>(
    admin,
    200,
    'GET',
    `/v1/employees/${uuid}/forms`,
  );
  const sign = { signature_text: 'Grace Hopper', agree: true, signed_by_ip_address: SIGNER_IP };
  if (options.i9) {
    await expectCall(admin, 200, 'PUT', `/v1/employees/${uuid}/i9_authorization`, {
      authorization_status: 'citizen',
    });
    const asked = await expectCall<Array<{ uuid: string; name: string }>>(
      admin,
      200,
      'GET',
      `/v1/employees/${uuid}/forms`,
    );
    const i9 = asked.find((form) => form.name === 'US_I-9')!;
    await expectCall(admin, 200, 'PUT', `/v1/employees/${uuid}/forms/${i9.uuid}/sign`, sign);
  }
  const w4 = forms.find((form) => form.name === 'US_W-4')!;
  await expectCall(admin, 200, 'PUT', `/v1/employees/${uuid}/forms/${w4.uuid}/sign`, sign);
  if (stage === 'reviewing') {
    await expectCall(admin, 200, 'PUT', status, {
      onboarding_status: 'self_onboarding_awaiting_admin_review',
    });
  }
  return { employeeId: uuid };
}
