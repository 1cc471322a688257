import { describe, expect, it } from 'vitest';
import { demoAdmin } from '../../support/demoAdmin';
import { fillEmployeeDetails, invitableEmployee, signForm } from '../demo-api/selfServiceSetup';
import { startUpstreamClient } from './harness';

/*
 * Employee self-onboarding through the upstream client (UPSTREAM A.8, UPSTREAM-3 L.1; DECISIONS
 * 62): the employee created for self-onboarding and every status of the self path, the service's
 * own moves included, parse as the client's closed `onboarding_status` enum on the employee and
 * on the onboarding status; a refused move is the client's 422. (The routes are the employees
 * area's, reached by its own file.)
 */

const { gusto, api } = startUpstreamClient({ employees: 0 });
const admin = demoAdmin(api);

describe('the upstream client on employee self-onboarding', () => {
  it('parses every status of the self path on the employee and on its onboarding status', async () => {
    const created = await gusto.employees.create({
      companyId: api.companyUuid,
      requestBody: {
        firstName: 'Edith',
        lastName: 'Clarke',
        email: 'edith@example.com',
        selfOnboarding: true,
      },
    });
    expect(created.employee?.onboardingStatus).toBe('self_onboarding_pending_invite');

    const employeeId = await invitableEmployee(admin, '2026-06-17');
    const seen: string[] = [];
    const read = async () => {
      const employee = await gusto.employees.get({ employeeId });
      const status = await gusto.employees.getOnboardingStatus({ employeeId });
      expect(status.employeeOnboardingStatus?.onboardingStatus).toBe(employee.employee?.onboardingStatus);
      seen.push(employee.employee!.onboardingStatus!);
    };
    const move = (
      onboardingStatus:
        'self_onboarding_invited' | 'self_onboarding_awaiting_admin_review' | 'onboarding_completed',
    ) => gusto.employees.updateOnboardingStatus({ employeeId, requestBody: { onboardingStatus } });

    await read();
    const refused = await move('onboarding_completed').then(
      () => undefined,
      (e: unknown) => e as { statusCode?: number; httpMeta?: { response: Response } },
    );
    expect(refused?.httpMeta?.response.status).toBe(422);
    await move('self_onboarding_invited');
    await read();
    await fillEmployeeDetails(admin, employeeId);
    await read();
    await api.clock.advance(3 * 86_400_000);
    await read();
    await signForm(admin, employeeId, 'US_W-4');
    await read();
    await move('self_onboarding_awaiting_admin_review');
    await read();
    const done = await move('onboarding_completed');
    expect(done.employeeOnboardingStatus?.onboardingSteps?.every((s) => !s.required || s.completed)).toBe(
      true,
    );
    await read();
    expect(seen).toEqual([
      'self_onboarding_pending_invite',
      'self_onboarding_invited',
      'self_onboarding_invited_started',
      'self_onboarding_invited_overdue',
      'self_onboarding_completed_by_employee',
      'self_onboarding_awaiting_admin_review',
      'onboarding_completed',
    ]);
  });
});
