import { describe, expect, it } from 'vitest';
import { addEmployee } from '../../support/employees';
import { addContractor, HOURLY_INDIVIDUAL } from './contractorsSetup';
import { demoHttpForEachTest } from './http';
import type { ApiJson } from './request';
import { errorsOf, SELF_ONBOARDER, statusOf } from './selfServiceSetup';

/*
 * Member portal invitations over HTTP (UPSTREAM-3 L.3, S6 paths; DECISIONS 64), for employees and
 * contractors alike: 201 with no body, `pending` then `sent` one second later on the demo clock,
 * sent again while live, a 7-day token regenerated when expired, cancel, the two 422s, and
 * `include=portal_invitations` on the person.
 */

const http = demoHttpForEachTest({ employees: 0 });
const DAY = 86_400_000;

/** Each kind of person, made fresh, and the path of their invitation. */
const PEOPLE = [
  {
    kind: 'employee',
    add: async () => (await addEmployee(http, SELF_ONBOARDER)).uuid,
    path: (uuid: string) => `/v1/employees/${uuid}/member_portal_invitations`,
    person: (uuid: string) => `/v1/employees/${uuid}`,
    list: () => `/v1/companies/${http.company}/employees`,
  },
  {
    kind: 'contractor',
    add: async () => (await addContractor(http, HOURLY_INDIVIDUAL)).uuid,
    path: (uuid: string) => `/v1/contractors/${uuid}/member_portal_invitations`,
    person: (uuid: string) => `/v1/contractors/${uuid}`,
    list: () => `/v1/companies/${http.company}/contractors`,
  },
] as const;

const signIn = (uuid: string) => http.call('POST', `/__demo/people/${uuid}/portal_sign_in`, undefined, null);

describe.each(PEOPLE)('member portal invitations of an $kind (DECISIONS 64)', (people) => {
  async function invitation(uuid: string): Promise<ApiJson> {
    const res = await http.call('GET', people.path(uuid));
    expect(res.status).toBe(200);
    return res.body;
  }

  it('is 404 before any; POST answers 201 with no body, pending, then sent one second later', async () => {
    const uuid = await people.add();
    expect((await http.call('GET', people.path(uuid))).status).toBe(404);
    const created = await http.call('POST', people.path(uuid));
    expect([created.status, created.body]).toEqual([201, null]);
    expect(await invitation(uuid)).toEqual({ status: 'pending', expired: false });
    await http.advance(999);
    expect((await invitation(uuid)).status).toBe('pending');
    await http.advance(1);
    expect(await invitation(uuid)).toEqual({ status: 'sent', expired: false });
    // The other person's self-onboarding status is untouched by the invitation.
    if (people.kind === 'employee') expect(await statusOf(http, uuid)).toBe('self_onboarding_pending_invite');
  });

  it('sends a live invitation again at once, and regenerates one whose 7-day token expired', async () => {
    const uuid = await people.add();
    await http.call('POST', people.path(uuid));
    expect((await http.call('POST', people.path(uuid))).status).toBe(201);
    expect(await invitation(uuid)).toEqual({ status: 'sent', expired: false });
    await http.advance(7 * DAY);
    expect(await invitation(uuid)).toEqual({ status: 'sent', expired: true });
    expect((await http.call('POST', people.path(uuid))).status).toBe(201);
    expect(await invitation(uuid)).toEqual({ status: 'pending', expired: false });
    await http.advance(1000);
    expect((await invitation(uuid)).status).toBe('sent');
  });

  it('cancels (204, expired); cancelling again or a complete one is 422 invalid_operation on base', async () => {
    const uuid = await people.add();
    await http.call('POST', people.path(uuid));
    const cancelled = await http.call('DELETE', people.path(uuid));
    expect([cancelled.status, cancelled.body]).toEqual([204, null]);
    expect(await invitation(uuid)).toEqual({ status: 'cancelled', expired: true });
    // The pending sending of a cancelled invitation never happens.
    await http.advance(1000);
    expect((await invitation(uuid)).status).toBe('cancelled');
    expect(errorsOf((await http.call('DELETE', people.path(uuid))).body)).toEqual([
      ['base', 'invalid_operation'],
    ]);
    // Inviting again after a cancel makes a new invitation.
    expect((await http.call('POST', people.path(uuid))).status).toBe(201);
    expect((await invitation(uuid)).status).toBe('pending');

    expect((await signIn(uuid)).body).toEqual({ status: 'complete', expired: false });
    const again = await http.call('POST', people.path(uuid));
    expect(again.status).toBe(422);
    expect(again.body.errors[0]).toMatchObject({
      error_key: 'base',
      category: 'invalid_operation',
      message: expect.stringContaining('already completed registration'),
    });
    expect(errorsOf((await http.call('DELETE', people.path(uuid))).body)).toEqual([
      ['base', 'invalid_operation'],
    ]);
    expect((await invitation(uuid)).status).toBe('complete');
  });

  it('refuses a body, and answers 404 for an unknown person', async () => {
    const uuid = await people.add();
    const withBody = await http.call('POST', people.path(uuid), { email: 'x@example.com' });
    expect(errorsOf(withBody.body)).toEqual([['email', 'invalid_attribute_value']]);
    expect((await http.call('GET', people.path(uuid))).status).toBe(404);
    const unknown = people.path('00000000-0000-4000-8000-000000000000');
    expect((await http.call('POST', unknown)).status).toBe(404);
    expect((await http.call('DELETE', unknown)).status).toBe(404);
  });

  it('shows the invitation with include=portal_invitations on the person and the list, and only then', async () => {
    const uuid = await people.add();
    const plain = (await http.call('GET', people.person(uuid))).body;
    expect(plain).not.toHaveProperty('member_portal_invitation_status');
    const before = (await http.call('GET', `${people.person(uuid)}?include=portal_invitations`)).body;
    expect(before).toMatchObject({
      member_portal_invitation_status: null,
      partner_portal_invitation_sent: false,
    });
    await http.call('POST', people.path(uuid));
    await http.advance(1000);
    const listed = (await http.call('GET', `${people.list()}?include=portal_invitations`)).body;
    expect(listed.find((p: ApiJson) => p.uuid === uuid).member_portal_invitation_status).toEqual({
      status: 'sent',
      token_expired: false,
      welcome_email_sent_at: '2026-06-15T16:00:01.000Z',
      last_password_resent_at: null,
    });
    expect((await http.call('GET', people.list())).body[0]).not.toHaveProperty(
      'member_portal_invitation_status',
    );
  });
});
