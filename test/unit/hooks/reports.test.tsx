// @vitest-environment jsdom
// Report hooks against the in-process demo service (UPSTREAM-3 N.1, DECISIONS 73), as the admin
// after a processed payroll: the builder starts from the payroll journal template, refuses no
// column and an end before the start before any request, puts the service's refusal of a column on
// `columns`, then asks once; the report is read again while pending until it is ready, and its CSV
// file's gross column sums to the payroll's gross pay.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, test } from 'vitest';
import {
  useReport,
  useReportBuilderForm,
  useReportFile,
  useReportTemplate,
  type ReportBuilderValues,
} from '../../../src/hooks/reports';
import type { ReportColumn } from '../../../src/api/reports/types';
import { demoAdmin, expectCall } from '../../support/demoAdmin';
import { processedPayroll } from '../../support/payrollMoney';
import { hookSession } from './hookSession';

afterEach(cleanup);

test('builds the payroll journal, follows it while pending and reads its CSV, whose gross sums to the payroll', async () => {
  const { api, wrapper, companyId, recorder } = hookSession({ employees: 3 });
  const payrollId = await processedPayroll(demoAdmin(api), (ms) => api.clock.advance(ms));
  const payroll = await expectCall<{ check_date: string; totals: { gross_pay: string } }>(
    demoAdmin(api),
    200,
    'GET',
    `/v1/companies/${companyId}/payrolls/${payrollId}`,
  );

  const template = renderHook(() => useReportTemplate(companyId), { wrapper });
  await waitFor(() => expect(template.result.current.data?.columns).toContain('gross_earnings'));
  const journal = template.result.current.data!;

  const hook = renderHook(
    () => {
      const [requestUuid, setRequestUuid] = useState<string>();
      const form = useReportBuilderForm({
        companyId,
        defaultValues: { columns: journal.columns, groupings: journal.groupings },
        onRequested: (request) => setRequestUuid(request.request_uuid),
      });
      const report = useReport(requestUuid, { pollMs: 20 });
      const file = useReportFile(report.data?.report_urls?.[0]);
      return { form, report, file };
    },
    { wrapper },
  );
  const posts = () => recorder.requests.filter((r) => r.method === 'POST');
  const set = (values: Partial<ReportBuilderValues>) =>
    act(() => {
      for (const [name, value] of Object.entries(values))
        hook.result.current.form.form.setValue(name as keyof ReportBuilderValues, value as never);
    });
  const errors = () => hook.result.current.form.form.formState.errors;

  // Nothing is sent while no column is ticked or the dates are the wrong way round.
  set({ columns: [], start_date: '2026-06-30', end_date: '2026-06-01' });
  await act(() => hook.result.current.form.submit());
  expect(errors().columns?.message).toBe('validation.required');
  expect(errors().end_date?.message).toBe('validation.endBeforeStart');
  expect(posts()).toHaveLength(0);

  // A column the service does not offer: its refusal lands on the columns, the rest kept.
  set({ columns: ['gross_earnings', 'shoe_size' as ReportColumn], start_date: '', end_date: '' });
  await act(() => hook.result.current.form.submit());
  expect(posts()).toHaveLength(1);
  expect(errors().columns?.message).toMatch(/shoe_size/);
  expect(hook.result.current.form.form.getValues('groupings')).toEqual(journal.groupings);

  set({ columns: journal.columns, start_date: payroll.check_date, end_date: payroll.check_date });
  await act(() => hook.result.current.form.submit());
  expect(posts()).toHaveLength(2);
  expect(await posts()[1]!.json()).toEqual({
    columns: journal.columns,
    groupings: journal.groupings,
    file_type: 'csv',
    with_totals: true,
    date_filter_type: 'check_date',
    start_date: payroll.check_date,
    end_date: payroll.check_date,
  });
  expect(posts()[1]!.headers.get('idempotency-key')).toBeTruthy();
  await waitFor(() => expect(hook.result.current.report.data?.status).toBe('pending'));
  await act(() => api.clock.advance(2000));
  await waitFor(() => expect(hook.result.current.report.data?.status).toBe('succeeded'));
  await waitFor(() => expect(hook.result.current.file.data).toBeDefined());

  const file = hook.result.current.file.data!;
  expect(file.type).toMatch(/^text\/csv/);
  const [header, ...lines] = (await file.text())
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
  const gross = header!.indexOf('gross_earnings');
  const rows = lines.slice(0, -1);
  expect(rows.length).toBe(3);
  const cents = rows.reduce((t, line) => t + Math.round(Number(line[gross]) * 100), 0);
  expect(cents).toBe(Math.round(Number(payroll.totals.gross_pay) * 100));
  expect(lines.at(-1)![gross]).toBe(payroll.totals.gross_pay);
});
