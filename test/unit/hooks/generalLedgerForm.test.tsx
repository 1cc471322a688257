// @vitest-environment jsdom
// The general ledger form against the in-process demo service (UPSTREAM-3 N.1, DECISIONS 73), as
// the admin after a processed payroll: no payroll chosen, and an integration split without its
// type, are refused before any request; an unprocessed payroll's refusal is the form's; the
// ledger for QuickBooks Online is asked once, followed while pending, and its JSON debits the
// payroll's gross pay and balances.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, test } from 'vitest';
import {
  useGeneralLedgerForm,
  useReport,
  useReportFile,
  type GeneralLedgerValues,
} from '../../../src/hooks/reports';
import { demoAdmin, expectCall } from '../../support/demoAdmin';
import { processedPayroll } from '../../support/payrollMoney';
import { hookSession } from './hookSession';

afterEach(cleanup);

/** A Blob's text by the page's FileReader (jsdom's Blob has no `text()`). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

test('asks a processed payroll’s general ledger for an integration once, the refusals on their fields first', async () => {
  const { api, wrapper, companyId, recorder } = hookSession({ employees: 2 });
  const admin = demoAdmin(api);
  const payrollId = await processedPayroll(admin, (ms) => api.clock.advance(ms));
  const payroll = await expectCall<{ totals: { gross_pay: string } }>(
    admin,
    200,
    'GET',
    `/v1/companies/${companyId}/payrolls/${payrollId}`,
  );
  const [unprocessed] = await expectCall<{ uuid: string }[]>(
    admin,
    200,
    'GET',
    `/v1/companies/${companyId}/payrolls?processing_statuses=unprocessed`,
  );

  const hook = renderHook(
    () => {
      const [requestUuid, setRequestUuid] = useState<string>();
      const form = useGeneralLedgerForm({ onRequested: (request) => setRequestUuid(request.request_uuid) });
      const report = useReport(requestUuid, { pollMs: 20 });
      const file = useReportFile(report.data?.report_urls?.[0]);
      return { form, report, file };
    },
    { wrapper },
  );
  const posts = () => recorder.requests.filter((r) => r.method === 'POST');
  const set = (values: Partial<GeneralLedgerValues>) =>
    act(() => {
      for (const [name, value] of Object.entries(values))
        hook.result.current.form.form.setValue(name as keyof GeneralLedgerValues, value as never);
    });
  const errors = () => hook.result.current.form.form.formState.errors;

  set({ aggregation: 'integration' });
  await act(() => hook.result.current.form.submit());
  expect(errors().payroll_uuid?.message).toBe('validation.required');
  expect(errors().integration_type?.message).toBe('validation.required');
  expect(posts()).toHaveLength(0);

  // A payroll not processed yet: the service's refusal belongs to no field.
  set({ payroll_uuid: unprocessed!.uuid, aggregation: 'default' });
  await act(() => hook.result.current.form.submit());
  expect(posts()).toHaveLength(1);
  expect(hook.result.current.form.formErrors.map((e) => e.category)).toEqual(['invalid_operation']);

  set({ payroll_uuid: payrollId, aggregation: 'integration', integration_type: 'qbo' });
  await act(() => hook.result.current.form.submit());
  expect(posts()).toHaveLength(2);
  expect(new URL(posts()[1]!.url).pathname).toBe(`/v1/payrolls/${payrollId}/reports/general_ledger`);
  expect(await posts()[1]!.json()).toEqual({ aggregation: 'integration', integration_type: 'qbo' });
  expect(posts()[1]!.headers.get('idempotency-key')).toBeTruthy();
  await waitFor(() => expect(hook.result.current.report.data?.status).toBe('pending'));
  await act(() => api.clock.advance(2000));
  await waitFor(() => expect(hook.result.current.file.data).toBeDefined());

  const ledger = JSON.parse(await textOf(hook.result.current.file.data!));
  expect(ledger.splits[0].accounts[0]).toEqual({
    account: 'Payroll Expenses:Wages',
    debit: payroll.totals.gross_pay,
    credit: '0.00',
  });
  expect(ledger.total_debits).toBe(ledger.total_credits);
});
