import { describe, expect, it } from 'vitest';
import { expectCall, saveOverCurrentVersion } from '../../support/demoAdmin';
import { addEmployee } from '../../support/employees';
import { eventTypes } from './contractorsSetup';
import { demoHttpForEachTest } from './http';
import type { ApiJson } from './request';
import {
  errorsOf,
  fillEmployeeDetails,
  giveDetails,
  invitableEmployee,
  invitedEmployee,
  moveTo,
  SELF_ONBOARDER,
  signForm,
  statusOf,
} from './selfServiceSetup';

/*
 * Employee self-onboarding over HTTP (DECISIONS 62; UPSTREAM A.8, F.6, UPSTREAM-3 L.1): create
 * for self-onboarding, the partner's moves and their refusals, the invite prerequisites, the
 * service's own moves (first write, the hire date passing on the demo clock, the last step), the
 * admin's review and finish, and the events.
 */

const http = demoHttpForEachTest({ employees: 0 });
const employeesPath = () => `/v1/companies/${http.company}/employees`;

describe('self-onboarding: create (DECISIONS 62)', () => {
  it('needs the personal email: 422 missing_parameter on email, nothing made', async () => {
    const { email: _email, ...noEmail } = SELF_ONBOARDER;
    const refused = await http.call('POST', employeesPath(), noEmail);
    expect(refused.status).toBe(422);
    expect(errorsOf(refused.body)).toEqual([['email', 'missing_parameter']]);
    expect((await http.call('GET', employeesPath())).body).toEqual([]);
  });

  it('lands in self_onboarding_pending_invite with employee.created, then employee.marked_for_self_onboarding', async () => {
    const created = await addEmployee(http, SELF_ONBOARDER);
    expect(created.onboarding_status).toBe('self_onboarding_pending_invite');
    expect(await eventTypes(http, created.uuid)).toEqual([
      'employee.created',
      'employee.marked_for_self_onboarding',
    ]);
  });

  it('replays a create sent again with its Idempotency-Key: the same employee, one set of events', async () => {
    const send = () =>
      fetch(`${http.origin}${employeesPath()}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${http.api.tokens.company}`,
          'content-type': 'application/json',
          'idempotency-key': 'self-onboarding-create-1',
        },
        body: JSON.stringify(SELF_ONBOARDER),
      });
    const first = await send();
    const again = await send();
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const [a, b] = [await first.json(), await again.json()];
    expect(b.uuid).toBe(a.uuid);
    expect((await http.call('GET', employeesPath())).body).toHaveLength(1);
    expect(await eventTypes(http, a.uuid)).toEqual([
      'employee.created',
      'employee.marked_for_self_onboarding',
    ]);
  });
});

describe("self-onboarding: the partner's moves (UPSTREAM A.8, DECISIONS 62)", () => {
  it('refuses an invitation before its prerequisites with metadata.steps, and changes nothing', async () => {
    const { uuid } = await addEmployee(http, SELF_ONBOARDER);
    const refused = await moveTo(http, uuid, 'self_onboarding_invited');
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      expect.objectContaining({
        error_key: 'onboarding_status',
        category: 'invalid_operation',
        metadata: { steps: ['compensation_details', 'add_work_address'] },
      }),
    ]);
    expect(await statusOf(http, uuid)).toBe('self_onboarding_pending_invite');
    // An admin-path employee without an email misses personal_details too.
    const { uuid: other } = await addEmployee(http, { first_name: 'Alan', last_name: 'Turing' });
    expect((await moveTo(http, other, 'self_onboarding_invited')).body.errors[0].metadata.steps).toEqual([
      'personal_details',
      'compensation_details',
      'add_work_address',
    ]);
  });

  it('marks, invites, cancels from invited and from pending, each with its event', async () => {
    const uuid = await invitableEmployee(http);
    expect((await moveTo(http, uuid, 'admin_onboarding_incomplete')).body.onboarding_status).toBe(
      'admin_onboarding_incomplete',
    );
    expect((await moveTo(http, uuid, 'self_onboarding_pending_invite')).status).toBe(200);
    expect((await moveTo(http, uuid, 'self_onboarding_invited')).body.onboarding_status).toBe(
      'self_onboarding_invited',
    );
    expect((await moveTo(http, uuid, 'admin_onboarding_incomplete')).status).toBe(200);
    // Invited straight from the admin path.
    expect((await moveTo(http, uuid, 'self_onboarding_invited')).status).toBe(200);
    const events = await eventTypes(http, uuid);
    expect(events.filter((e) => e === 'employee.marked_for_self_onboarding')).toHaveLength(2);
    expect(events).not.toContain('employee.onboarded');
  });

  it('refuses every move outside the table with invalid_operation on onboarding_status, changing nothing', async () => {
    const uuid = await invitedEmployee(http);
    for (const target of [
      'self_onboarding_pending_invite',
      'self_onboarding_invited_started',
      'self_onboarding_invited_overdue',
      'self_onboarding_completed_by_employee',
      'self_onboarding_awaiting_admin_review',
      'onboarding_completed',
    ]) {
      const refused = await moveTo(http, uuid, target);
      expect([target, refused.status, errorsOf(refused.body)]).toEqual([
        target,
        422,
        [['onboarding_status', 'invalid_operation']],
      ]);
    }
    expect(errorsOf((await moveTo(http, uuid, 'invited')).body)).toEqual([
      ['onboarding_status', 'invalid_attribute_value'],
    ]);
    expect(await statusOf(http, uuid)).toBe('self_onboarding_invited');
  });
});

describe("self-onboarding: the service's own moves (DECISIONS 62)", () => {
  it('starts on the first write to one of the employee steps, by anyone, while invited', async () => {
    const uuid = await invitedEmployee(http);
    // A write to the admin's part is no start.
    const [job] = await expectCall<ApiJson[]>(http, 200, 'GET', `/v1/employees/${uuid}/jobs`);
    await saveOverCurrentVersion(http, `/v1/jobs/${job.uuid}`, { title: 'Engineer II' });
    expect(await statusOf(http, uuid)).toBe('self_onboarding_invited');
    await giveDetails(http, uuid);
    expect(await statusOf(http, uuid)).toBe('self_onboarding_invited_started');
    // Cancel from started (the peer UI offers it).
    expect((await moveTo(http, uuid, 'admin_onboarding_incomplete')).status).toBe(200);
  });

  it('a refused write moves nothing: a stale version is 409 and the employee stays invited', async () => {
    const uuid = await invitedEmployee(http);
    const stale = await http.call('PUT', `/v1/employees/${uuid}`, {
      version: 'stale',
      date_of_birth: '1990-12-09',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.errors[0].category).toBe('invalid_resource_version');
    expect(await statusOf(http, uuid)).toBe('self_onboarding_invited');
  });

  it('completes by the employee on the last employee step, then the admin reviews and finishes', async () => {
    const uuid = await invitedEmployee(http);
    await fillEmployeeDetails(http, uuid);
    expect(await statusOf(http, uuid)).toBe('self_onboarding_invited_started');
    expect((await signForm(http, uuid, 'US_W-4')).status).toBe(200);
    expect(await statusOf(http, uuid)).toBe('self_onboarding_completed_by_employee');
    const early = await moveTo(http, uuid, 'onboarding_completed');
    expect(errorsOf(early.body)).toEqual([['onboarding_status', 'invalid_operation']]);
    const review = await moveTo(http, uuid, 'self_onboarding_awaiting_admin_review');
    expect(review.body.onboarding_steps.find((s: ApiJson) => s.id === 'admin_review').completed).toBe(true);
    const done = await moveTo(http, uuid, 'onboarding_completed');
    expect(done.body.onboarding_status).toBe('onboarding_completed');
    expect((await http.call('GET', `/v1/employees/${uuid}`)).body.onboarded).toBe(true);
    expect(await eventTypes(http, uuid)).toEqual(
      expect.arrayContaining(['employee.self_onboarding_completed', 'employee.onboarded']),
    );
  });

  it('refuses the finish after review while a required step is open, naming it on onboarding_status', async () => {
    const uuid = await invitedEmployee(http);
    await fillEmployeeDetails(http, uuid);
    await signForm(http, uuid, 'US_W-4');
    await moveTo(http, uuid, 'self_onboarding_awaiting_admin_review');
    // The admin sets the pay back to nothing during the review.
    const [job] = await expectCall<ApiJson[]>(http, 200, 'GET', `/v1/employees/${uuid}/jobs`);
    await saveOverCurrentVersion(http, `/v1/compensations/${job.current_compensation_uuid}`, {
      rate: '0.00',
    });
    const refused = await moveTo(http, uuid, 'onboarding_completed');
    expect(refused.body.errors).toEqual([
      expect.objectContaining({
        error_key: 'onboarding_status',
        category: 'invalid_operation',
        metadata: { steps: ['compensation_details'] },
      }),
    ]);
    expect(await statusOf(http, uuid)).toBe('self_onboarding_awaiting_admin_review');
  });

  it('is overdue once the hire date has passed unfinished (demo clock), and can still finish or be cancelled', async () => {
    const uuid = await invitedEmployee(http, '2026-06-17');
    await giveDetails(http, uuid);
    // Wednesday 17 June is the hire day itself: not yet overdue.
    await http.advance(2 * 86_400_000);
    expect(await statusOf(http, uuid)).toBe('self_onboarding_invited_started');
    await http.advance(86_400_000);
    expect(await statusOf(http, uuid)).toBe('self_onboarding_invited_overdue');
    await fillEmployeeDetails(http, uuid);
    await signForm(http, uuid, 'US_W-4');
    expect(await statusOf(http, uuid)).toBe('self_onboarding_completed_by_employee');

    const late = await invitedEmployee(http, '2026-06-17');
    await http.advance(3 * 86_400_000);
    expect(await statusOf(http, late)).toBe('self_onboarding_invited_overdue');
    expect((await moveTo(http, late, 'admin_onboarding_incomplete')).status).toBe(200);
  });
});
