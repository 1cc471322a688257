// A notification's action reaches the screen that resolves its cause (issue 44, DECISIONS 74): the
// demo service raises a notification for a payroll's failed debit (a recovery case) and for a
// payroll waiting on its wire; `<Notifications onAction>` gives each with its record and the
// payroll it holds back, which the partner opens in `<PayrollRun payrollId>` (where the case is
// redebited and the wire confirmed). Notifications read through the library's own client.
import { expect, test } from 'vitest';
import { listNotifications } from '../../../src/api/notifications/operations';
import { createDemoApi, createDemoFetch } from '../../../src/demo-api';
import { notificationAction } from '../../../src/flows/Notifications';
import { demoAdmin, expectCall } from '../../support/demoAdmin';
import { payrollAwaitingWire, processedPayroll } from '../../support/payrollMoney';
import { demoClient } from '../api/demoService';

/** A demo company on Monday 15 June 2026, its admin, and its open notifications' actions. */
function company() {
  const api = createDemoApi({ employees: 2, now: () => new Date('2026-06-15T16:00:00Z') });
  const admin = demoAdmin(api);
  const advance = (ms: number) => api.clock.advance(ms);
  const client = demoClient(createDemoFetch(api, { token: api.tokens.company }) as typeof fetch);
  const actions = async () =>
    (await listNotifications(client, api.companyUuid, { status: 'open' })).items.map(notificationAction);
  return { admin, advance, actions };
}

test('a failed debit’s notification acts on its recovery case and the payroll it blocks', async () => {
  const { admin, advance, actions } = company();
  const processed = await processedPayroll(admin, advance);
  const recovery = await expectCall<{ uuid: string }>(
    admin,
    201,
    'POST',
    `/__demo/payrolls/${processed}/fail_debit`,
    { code: 'R01' },
  );
  expect(await actions()).toEqual([
    {
      kind: 'recoveryCase',
      notificationId: expect.any(String),
      category: 'bank_error.company_ach_debit_failure',
      entityUuid: recovery.uuid,
      payrollUuid: processed,
    },
  ]);
});

test('an awaited wire’s notification acts on its wire-in request and the payroll waiting for it', async () => {
  const { admin, advance, actions } = company();
  const { payrollUuid, wire } = await payrollAwaitingWire(admin, advance);
  expect(await actions()).toEqual([
    {
      kind: 'wireIn',
      notificationId: expect.any(String),
      category: 'wire_in_request',
      entityUuid: wire.uuid,
      payrollUuid,
    },
  ]);
});
