// @vitest-environment jsdom
// Member portal invitation hooks against the in-process demo service (UPSTREAM-3 L.3, DECISIONS
// 64), as an admin inviting a self-onboarding employee or a contractor: none yet, invite (once,
// even when the answer is lost), followed by itself from pending to sent, send again, cancel,
// and the refusals once the person completed registration.
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { isApiError } from '../../../src/api/errors';
import { createDemoApi, createDemoFetch } from '../../../src/demo-api';
import { PayrollClientProvider } from '../../../src/hooks/PayrollClientProvider';
import {
  portalInvitationQueries,
  useCancelContractorPortalInvitation,
  useCancelEmployeePortalInvitation,
  useContractorPortalInvitation,
  useEmployeePortalInvitation,
  useInviteContractorToPortal,
  useInviteEmployeeToPortal,
} from '../../../src/hooks/portalInvitations';
import { addContractor, HOURLY_INDIVIDUAL } from '../../support/contractors';
import { demoAdmin, expectCall } from '../../support/demoAdmin';
import { addEmployee } from '../../support/employees';
import { demoClient, dropResponses, recordRequests } from '../api/demoService';

afterEach(cleanup);

const SELF_ONBOARDER = {
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  self_onboarding: true,
};

function session(options: { loseFirstInvite?: boolean } = {}) {
  const api = createDemoApi({ employees: 0, now: () => new Date('2026-06-15T16:00:00Z') });
  const direct = createDemoFetch(api, { token: 'demo-company-token' }) as typeof fetch;
  const recorder = recordRequests(
    options.loseFirstInvite
      ? dropResponses(direct, (r) => r.method === 'POST' && r.url.endsWith('/member_portal_invitations'))
      : direct,
  );
  const client = demoClient(recorder.fetch);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PayrollClientProvider client={client} queryClient={queryClient}>
      {children}
    </PayrollClientProvider>
  );
  const admin = demoAdmin(api);
  const posts = () => recorder.requests.filter((r) => r.method === 'POST');
  return { api, admin, client, direct, wrapper, posts };
}

const PEOPLE = [
  {
    kind: 'employee',
    add: async (s: ReturnType<typeof session>) => (await addEmployee(s.admin, SELF_ONBOARDER)).uuid,
    useHooks: (id: string) => ({
      invitation: useEmployeePortalInvitation(id),
      invite: useInviteEmployeeToPortal(id),
      cancel: useCancelEmployeePortalInvitation(id),
    }),
    options: portalInvitationQueries.employee,
  },
  {
    kind: 'contractor',
    add: async (s: ReturnType<typeof session>) => (await addContractor(s.admin, HOURLY_INDIVIDUAL)).uuid,
    useHooks: (id: string) => ({
      invitation: useContractorPortalInvitation(id),
      invite: useInviteContractorToPortal(id),
      cancel: useCancelContractorPortalInvitation(id),
    }),
    options: portalInvitationQueries.contractor,
  },
] as const;

describe.each(PEOPLE)('the portal invitation of an $kind', (person) => {
  async function render(s: ReturnType<typeof session>) {
    const id = await person.add(s);
    const hook = renderHook(() => person.useHooks(id), { wrapper: s.wrapper });
    await waitFor(() => expect(hook.result.current.invitation.isSuccess).toBe(true));
    return { id, hook };
  }

  test('reads none as null, invites once even when the answer is lost, and follows pending to sent', async () => {
    const s = session({ loseFirstInvite: true });
    const { id, hook } = await render(s);
    expect(hook.result.current.invitation.data).toBeNull();
    await act(() => hook.result.current.invite.mutateAsync());
    // The client retried the lost answer with the same key: one invitation, sent once.
    expect(s.posts()).toHaveLength(2);
    expect(new Set(s.posts().map((r) => r.headers.get('idempotency-key'))).size).toBe(1);
    await waitFor(() =>
      expect(hook.result.current.invitation.data).toEqual({ status: 'pending', expired: false }),
    );
    await s.api.clock.advance(1000);
    // Read again by itself while pending (no refetch asked for here).
    await waitFor(() => expect(hook.result.current.invitation.data?.status).toBe('sent'), { timeout: 4000 });
    // The exported query options read the same invitation (server prefetch, router loaders).
    const prefetched = await new QueryClient().fetchQuery(person.options(demoClient(s.direct), id));
    expect(prefetched).toEqual({ status: 'sent', expired: false });
  });

  test('sends again with a new key a press later, cancels, and invites anew after cancelling', async () => {
    const s = session();
    const { hook } = await render(s);
    await act(() => hook.result.current.invite.mutateAsync());
    await act(() => hook.result.current.invite.mutateAsync());
    const keys = s.posts().map((r) => r.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
    await waitFor(() =>
      expect(hook.result.current.invitation.data).toEqual({ status: 'sent', expired: false }),
    );
    await act(() => hook.result.current.cancel.mutateAsync());
    await waitFor(() =>
      expect(hook.result.current.invitation.data).toEqual({ status: 'cancelled', expired: true }),
    );
    await act(() => hook.result.current.invite.mutateAsync());
    await waitFor(() =>
      expect(hook.result.current.invitation.data).toEqual({ status: 'pending', expired: false }),
    );
  });

  test('once the person completed registration, invite and cancel are refused on base and nothing moves', async () => {
    const s = session();
    const { id, hook } = await render(s);
    await act(() => hook.result.current.invite.mutateAsync());
    const signIn = await s.api.fetch(`/__demo/people/${id}/portal_sign_in`, { method: 'POST' });
    expect(signIn.status).toBe(200);
    for (const write of [hook.result.current.invite, hook.result.current.cancel]) {
      const refused = await act(() =>
        write.mutateAsync().then(
          () => undefined,
          (error: unknown) => error,
        ),
      );
      expect(isApiError(refused) && [refused.status, refused.errors[0]?.error_key]).toEqual([422, 'base']);
    }
    await waitFor(() =>
      expect(hook.result.current.invitation.data).toEqual({ status: 'complete', expired: false }),
    );
  });
});

test("inviting and cancelling leave the employee's self-onboarding status as it was (DECISIONS 64)", async () => {
  const s = session();
  const id = (await addEmployee(s.admin, SELF_ONBOARDER)).uuid;
  const hook = renderHook(
    () => ({ invite: useInviteEmployeeToPortal(id), cancel: useCancelEmployeePortalInvitation(id) }),
    { wrapper: s.wrapper },
  );
  await act(() => hook.result.current.invite.mutateAsync());
  await act(() => hook.result.current.cancel.mutateAsync());
  const status = await expectCall<{ onboarding_status: string }>(
    s.admin,
    200,
    'GET',
    `/v1/employees/${id}/onboarding_status`,
  );
  expect(status.onboarding_status).toBe('self_onboarding_pending_invite');
});
