// @vitest-environment jsdom
// The admin's self-onboarding moves against the in-process demo service (UPSTREAM-3 L.1,
// DECISIONS 62/64): an invitation refused while its prerequisites are open names those steps and
// sends nothing; invite moves the employee to invited and makes their portal invitation, a second
// press sends it again; once the employee is done, start the review and finish; choose toggles
// the self path while not yet invited.
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, test } from 'vitest';
import { createDemoApi, createDemoFetch } from '../../../src/demo-api';
import { openStepsOf, useSelfOnboardingMoves } from '../../../src/hooks/onboarding';
import { PayrollClientProvider } from '../../../src/hooks/PayrollClientProvider';
import { useEmployeePortalInvitation } from '../../../src/hooks/portalInvitations';
import { demoAdmin, expectCall } from '../../support/demoAdmin';
import { addEmployee } from '../../support/employees';
import { demoClient, recordRequests } from '../api/demoService';
import {
  fillEmployeeDetails,
  invitableEmployee,
  SELF_ONBOARDER,
  signForm,
  statusOf,
} from '../demo-api/selfServiceSetup';

afterEach(cleanup);

function session() {
  const api = createDemoApi({ employees: 0, now: () => new Date('2026-06-15T16:00:00Z') });
  const recorder = recordRequests(createDemoFetch(api, { token: 'demo-company-token' }) as typeof fetch);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PayrollClientProvider client={demoClient(recorder.fetch)} queryClient={queryClient}>
      {children}
    </PayrollClientProvider>
  );
  return { api, admin: demoAdmin(api), wrapper, recorder };
}

async function render(s: ReturnType<typeof session>, employeeId: string) {
  const hook = renderHook(
    () => ({
      moves: useSelfOnboardingMoves(employeeId),
      invitation: useEmployeePortalInvitation(employeeId),
    }),
    { wrapper: s.wrapper },
  );
  await waitFor(() => expect(hook.result.current.moves.status).toBeDefined());
  return hook;
}

const refusalOf = (run: () => Promise<void>) =>
  act(() =>
    run().then(
      () => undefined,
      (error: unknown) => error,
    ),
  );

test('inviting before the job and work address names those steps, keeps the status and sends no invitation', async () => {
  const s = session();
  const { uuid } = await addEmployee(s.admin, SELF_ONBOARDER);
  const hook = await render(s, uuid);
  expect(hook.result.current.moves.status).toBe('self_onboarding_pending_invite');
  const refused = await refusalOf(hook.result.current.moves.invite);
  expect(openStepsOf(refused)).toEqual(['compensation_details', 'add_work_address']);
  await waitFor(() => expect(openStepsOf(hook.result.current.moves.error)).toHaveLength(2));
  expect(await statusOf(s.admin, uuid)).toBe('self_onboarding_pending_invite');
  expect(
    s.recorder.requests.filter((r) => r.url.endsWith('/member_portal_invitations') && r.method === 'POST'),
  ).toEqual([]);
});

test('invite moves to invited and makes the portal invitation; a second press sends it again, the status kept', async () => {
  const s = session();
  const uuid = await invitableEmployee(s.admin);
  const hook = await render(s, uuid);
  await act(() => hook.result.current.moves.invite());
  await waitFor(() => expect(hook.result.current.moves.status).toBe('self_onboarding_invited'));
  await waitFor(() =>
    expect(hook.result.current.invitation.data).toEqual({ status: 'pending', expired: false }),
  );
  await act(() => hook.result.current.moves.invite());
  await waitFor(() =>
    expect(hook.result.current.invitation.data).toEqual({ status: 'sent', expired: false }),
  );
  expect(await statusOf(s.admin, uuid)).toBe('self_onboarding_invited');
  const puts = s.recorder.requests.filter((r) => r.method === 'PUT' && r.url.endsWith('/onboarding_status'));
  expect(puts).toHaveLength(1);
});

test('once the employee is done, the admin starts the review and finishes: onboarded', async () => {
  const s = session();
  const uuid = await invitableEmployee(s.admin);
  const hook = await render(s, uuid);
  await act(() => hook.result.current.moves.invite());
  await fillEmployeeDetails(s.admin, uuid);
  expect((await signForm(s.admin, uuid, 'US_W-4')).status).toBe(200);
  const early = await refusalOf(hook.result.current.moves.finish);
  expect(early).toBeInstanceOf(Error);
  await act(() => hook.result.current.moves.startReview());
  await waitFor(() => expect(hook.result.current.moves.status).toBe('self_onboarding_awaiting_admin_review'));
  await act(() => hook.result.current.moves.finish());
  await waitFor(() => expect(hook.result.current.moves.status).toBe('onboarding_completed'));
  const employee = await expectCall<{ onboarded: boolean }>(s.admin, 200, 'GET', `/v1/employees/${uuid}`);
  expect(employee.onboarded).toBe(true);
});

test('choose toggles the self path while the employee is not yet invited', async () => {
  const s = session();
  const { uuid } = await addEmployee(s.admin, SELF_ONBOARDER);
  const hook = await render(s, uuid);
  await act(() => hook.result.current.moves.choose(false));
  await waitFor(() => expect(hook.result.current.moves.status).toBe('admin_onboarding_incomplete'));
  await act(() => hook.result.current.moves.choose(true));
  await waitFor(() => expect(hook.result.current.moves.status).toBe('self_onboarding_pending_invite'));
});
