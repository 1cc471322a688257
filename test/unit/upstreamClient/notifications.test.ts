import { afterAll, describe, expect, it } from 'vitest';
import { demoAdmin, expectCall } from '../../support/demoAdmin';
import { processedPayroll } from '../../support/payrollMoney';
import { routesOf, startUpstreamClient } from './harness';

/*
 * Notifications through the upstream client (UPSTREAM-3 N.3, DECISIONS 74): those an information
 * request and a returned debit raised are listed (open, then resolved) and read one by one, and
 * every one parses (`due_at` present as null, template variables strings, resources' entity types
 * of the client's enum).
 */

const { gusto, api, reached } = startUpstreamClient({ employees: 3 });
const companyId = api.companyUuid;

describe('the upstream client on notifications', () => {
  it('lists the open ones and reads each; a resolved one by its status', async () => {
    const admin = demoAdmin(api);
    await expectCall(admin, 201, 'POST', `/__demo/companies/${companyId}/information_requests`, {
      blocking_payroll: false,
      questions: [{ question_text: 'Your website?', response_type: 'text' }],
    });
    const payrollUuid = await processedPayroll(admin, (ms) => api.clock.advance(ms));
    await expectCall(admin, 201, 'POST', `/__demo/payrolls/${payrollUuid}/fail_debit`, { code: 'R02' });

    const open = await gusto.notifications.getCompanyNotifications({
      companyUuid: companyId,
      status: 'open',
    });
    expect(open.notificationsList!.map((n) => n.category)).toEqual([
      'bank_error.company_ach_debit_failure',
      'information_request',
    ]);
    for (const notification of open.notificationsList!) {
      const { notification: read } = await gusto.notifications.getDetails({
        notificationUuid: notification.uuid,
      });
      expect(read).toEqual(notification);
    }
    expect(open.notificationsList![0]!.resources).toEqual([
      expect.objectContaining({ entityType: 'RecoveryCase' }),
      expect.objectContaining({ entityType: 'Payroll', entityUuid: payrollUuid }),
    ]);
    expect(open.notificationsList![1]!.dueAt).toBeNull();

    const [request] = (await gusto.informationRequests.getInformationRequests({ companyUuid: companyId }))
      .informationRequests!;
    await expectCall(admin, 200, 'PUT', `/__demo/information_requests/${request!.uuid}/approve`);
    const resolved = await gusto.notifications.getCompanyNotifications({
      companyUuid: companyId,
      status: 'resolved',
    });
    expect(resolved.notificationsList).toEqual([
      expect.objectContaining({ category: 'information_request', status: 'resolved' }),
    ]);
  });

  afterAll(() => {
    expect(routesOf('notifications').filter((key) => !reached.has(key))).toEqual([]);
  });
});
