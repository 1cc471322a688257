// @vitest-environment jsdom
// The gross-up hooks against the in-process demo service (UPSTREAM-3 M.7, DECISIONS 71), as the
// admin of a bonus off-cycle payroll: which payrolls offer it and in which earning, the gross the
// service finds for a net of $1,000.00, applied to the row through the editor's store as the peer
// does (the Bonus at that gross, the other earnings and hours at zero), saved and calculated to
// that net; a net of zero is the mutation's 422 on `net_pay`.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { isApiError } from '../../../src/api/errors';
import { grossUpEarningOf, grossUpEdit, useGrossUp, usePayrollEditor } from '../../../src/hooks/payroll';
import { demoAdmin, expectCall } from '../../support/demoAdmin';
import { hookSession } from './hookSession';

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

test('offers gross-up on bonus and correction payrolls only, finds the gross and applies it to the row', async () => {
  const { api, wrapper, companyId } = hookSession({ employees: 4 });
  const admin = demoAdmin(api);
  expect(grossUpEarningOf({ off_cycle: false, off_cycle_reason: null, processed: false })).toBeUndefined();
  expect(grossUpEarningOf({ off_cycle: true, off_cycle_reason: 'Correction', processed: false })).toBe(
    'Correction Payment',
  );
  expect(grossUpEarningOf({ off_cycle: true, off_cycle_reason: 'Adhoc', processed: false })).toBeUndefined();
  expect(grossUpEarningOf({ off_cycle: true, off_cycle_reason: 'Bonus', processed: true })).toBeUndefined();

  const employees = (await admin.call('GET', `/v1/companies/${companyId}/employees?per=100`)).body as Array<{
    uuid: string;
    first_name: string;
  }>;
  const ada = employees.find((e) => e.first_name === 'Ada')!.uuid;
  const created = (await expectCall(admin, 200, 'POST', `/v1/companies/${companyId}/payrolls`, {
    off_cycle: true,
    off_cycle_reason: 'Bonus',
    start_date: '2026-06-06',
    end_date: '2026-06-19',
    employee_uuids: [ada],
    fixed_withholding_rate: true,
    skip_regular_deductions: true,
  })) as { uuid: string; off_cycle: boolean; off_cycle_reason: 'Bonus'; processed: boolean };
  expect(grossUpEarningOf(created)).toBe('Bonus');

  const hook = renderHook(
    () => ({
      grossUp: useGrossUp(created.uuid),
      editor: usePayrollEditor(companyId, created.uuid, { saveDelayMs: 5 }),
    }),
    { wrapper },
  );
  await waitFor(() => expect(hook.result.current.editor.status).toBe('ready'));
  const refused = await hook.result.current.grossUp.mutateAsync({ employee_uuid: ada, net_pay: '0' }).then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(isApiError(refused) && refused.errors[0]).toMatchObject({ error_key: 'net_pay' });

  let gross = '';
  await act(async () => {
    gross = await hook.result.current.grossUp.mutateAsync({ employee_uuid: ada, net_pay: '1000.00' });
  });
  // Hand-checked in test/unit/demo-api/grossUp.test.ts (California, supplemental rates).
  expect(gross).toBe('1568.61');
  const { store } = hook.result.current.editor;
  const row = store.getRow(ada)!.compensation;
  const edit = grossUpEdit(row, 'Bonus', gross);
  expect(edit).toMatchObject({
    excluded: false,
    fixed_compensations: [{ name: 'Bonus', amount: '1568.61' }],
  });
  expect(edit.hourly_compensations?.every((line) => line.hours === '0')).toBe(true);
  act(() => void store.edit(ada, edit));
  await act(() => store.flush());

  await expectCall(admin, 202, 'PUT', `/v1/companies/${companyId}/payrolls/${created.uuid}/calculate`);
  await act(() => api.clock.advance(1000));
  const paid = (await expectCall(
    admin,
    200,
    'GET',
    `/v1/companies/${companyId}/payrolls/${created.uuid}`,
  )) as {
    employee_compensations: Array<{ gross_pay: string; net_pay: string }>;
  };
  expect(paid.employee_compensations[0]).toMatchObject({ gross_pay: '1568.61', net_pay: '1000.00' });
});
