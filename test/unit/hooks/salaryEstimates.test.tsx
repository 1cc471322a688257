// @vitest-environment jsdom
// Salary estimate hooks against the in-process demo service (UPSTREAM-3 N.6): an estimate made
// once even when the answer is lost and the client retries (one Idempotency-Key), the service's
// hand-checked result in cents; a second create refused and naming the estimate in progress;
// an update and an accept into the employee's job, the estimate read again each time and
// read-only once accepted; the occupation search asking nothing under three characters.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, test } from 'vitest';
import type { SalaryEstimateBody } from '../../../src/api/salaryEstimates/types';
import {
  inProgressSalaryEstimate,
  useAcceptSalaryEstimate,
  useCreateSalaryEstimate,
  useSalaryEstimate,
  useSalaryOccupations,
  useUpdateSalaryEstimate,
} from '../../../src/hooks/salaryEstimates';
import { demoAdmin, expectCall } from '../../support/demoAdmin';
import { hookSession, losingFirstPost } from './hookSession';

afterEach(cleanup);

// Hand-checked (contract.md#salary-estimates): Software Developers ($132,270.00) skilled half the
// time, $76,055.25, and General and Operations Managers ($101,280.00) average the other half,
// $50,640.00: $126,695.25.
const HALF_AND_HALF: SalaryEstimateBody = {
  zip_code: '94107',
  annual_net_revenue: null,
  occupations: [
    { code: '15-1252', experience_level: 'skilled', time_percentage: '0.5', primary: true },
    { code: '11-1021', experience_level: 'average', time_percentage: '0.5', primary: false },
  ],
};

async function firstEmployeeAndJob(s: ReturnType<typeof hookSession>) {
  const admin = demoAdmin(s.api);
  const [employee] = await expectCall<{ uuid: string }[]>(
    admin,
    200,
    'GET',
    `/v1/companies/${s.companyId}/employees`,
  );
  const [job] = await expectCall<{ uuid: string }[]>(
    admin,
    200,
    'GET',
    `/v1/employees/${employee!.uuid}/jobs`,
  );
  return { employeeId: employee!.uuid, jobId: job!.uuid };
}

function renderEstimate(s: ReturnType<typeof hookSession>, employeeId: string) {
  return renderHook(
    () => {
      const [estimateId, setEstimateId] = useState<string>();
      return {
        estimateId,
        setEstimateId,
        estimate: useSalaryEstimate(estimateId),
        create: useCreateSalaryEstimate(employeeId),
        update: useUpdateSalaryEstimate(employeeId, estimateId ?? ''),
        accept: useAcceptSalaryEstimate(employeeId, estimateId ?? ''),
      };
    },
    { wrapper: s.wrapper },
  );
}

test('makes an estimate once when the answer is lost and the client retries, with the hand-checked result', async () => {
  const s = hookSession({ employees: 1, through: losingFirstPost('/salary_estimates') });
  const { employeeId } = await firstEmployeeAndJob(s);
  const hook = renderEstimate(s, employeeId);
  const created = await act(() => hook.result.current.create.mutateAsync(HALF_AND_HALF));
  expect(created).toMatchObject({ employee_uuid: employeeId, result: 12_669_525, accepted_at: null });
  const posts = s.recorder.requests.filter((r) => r.method === 'POST');
  expect(posts).toHaveLength(2);
  expect(new Set(posts.map((r) => r.headers.get('idempotency-key'))).size).toBe(1);

  // A second create, another user action: refused, naming the one in progress (made once only).
  const refused = await act(() =>
    hook.result.current.create.mutateAsync({ ...HALF_AND_HALF, zip_code: '10001' }).catch((e: unknown) => e),
  );
  expect(inProgressSalaryEstimate(refused)).toBe(created.uuid);
  expect(inProgressSalaryEstimate(new Error('offline'))).toBeUndefined();
});

test('updates and accepts into the employee’s job, read again each time; accepted, it no longer changes', async () => {
  const s = hookSession({ employees: 1 });
  const { employeeId, jobId } = await firstEmployeeAndJob(s);
  const hook = renderEstimate(s, employeeId);
  const created = await act(() => hook.result.current.create.mutateAsync(HALF_AND_HALF));
  await act(() => hook.result.current.setEstimateId(created.uuid));
  await waitFor(() => expect(hook.result.current.estimate.data?.result).toBe(12_669_525));

  // The business earned $100,000.00: the salary is at most that.
  await act(() => hook.result.current.update.mutateAsync({ ...HALF_AND_HALF, annual_net_revenue: 100_000 }));
  await waitFor(() =>
    expect(hook.result.current.estimate.data).toMatchObject({
      annual_net_revenue: '100000.00',
      result: 10_000_000,
    }),
  );

  await act(() => hook.result.current.accept.mutateAsync(jobId));
  await waitFor(() =>
    expect(hook.result.current.estimate.data).toMatchObject({
      employee_job_uuid: jobId,
      accepted_at: expect.any(String),
    }),
  );
  const refused = await act(() =>
    hook.result.current.update.mutateAsync(HALF_AND_HALF).catch((e: unknown) => e),
  );
  expect(refused).toMatchObject({ status: 422, category: 'invalid_operation' });
  expect(hook.result.current.estimate.data?.result).toBe(10_000_000);
});

test('searches occupations from three characters (system token), asking nothing before', async () => {
  const s = hookSession({ employees: 1, token: 'demo-system-token' });
  const hook = renderHook(({ search }) => useSalaryOccupations(search), {
    wrapper: s.wrapper,
    initialProps: { search: 'so' },
  });
  expect(hook.result.current.fetchStatus).toBe('idle');
  hook.rerender({ search: ' so ' });
  expect(s.recorder.requests).toHaveLength(0);
  hook.rerender({ search: 'software ' });
  await waitFor(() => expect(hook.result.current.data).toBeDefined());
  expect(hook.result.current.data).toContainEqual(
    expect.objectContaining({ code: '15-1252', title: 'Software Developers' }),
  );
  expect(s.recorder.requests).toHaveLength(1);
  expect(new URL(s.recorder.requests[0]!.url).searchParams.get('search')).toBe('software');
});
