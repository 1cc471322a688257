// @vitest-environment jsdom
// The ACH transactions hook against the in-process demo service (UPSTREAM-3 M.6), as the admin
// looking at the money a processed payroll moved: its debits (failed, with the bank's code, once
// the bank returned the debit) and its credits, each page read by its own filters.
import { QueryClient } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, test } from 'vitest';
import { createDemoApi, createDemoFetch } from '../../../src/demo-api';
import { PayrollClientProvider } from '../../../src/hooks/PayrollClientProvider';
import { useAchTransactions } from '../../../src/hooks/achTransactions';
import { demoAdmin, expectCall } from '../../support/demoAdmin';
import { processedPayroll } from '../../support/payrollMoney';
import { demoClient } from '../api/demoService';

afterEach(cleanup);

test('a payroll’s debits and credits, each direction on its own page', async () => {
  const api = createDemoApi({ employees: 3, now: () => new Date('2026-06-15T16:00:00Z') });
  const admin = demoAdmin(api);
  const payrollUuid = await processedPayroll(admin, (ms) => api.clock.advance(ms));
  await expectCall(admin, 201, 'POST', `/__demo/payrolls/${payrollUuid}/fail_debit`, { code: 'R01' });
  const payroll = await expectCall<{
    employee_compensations: { employee_uuid: string; payment_method: string }[];
  }>(admin, 200, 'GET', `/v1/companies/${api.companyUuid}/payrolls/${payrollUuid}?per=100`);
  const byDeposit = payroll.employee_compensations
    .filter((row) => row.payment_method === 'Direct Deposit')
    .map((row) => row.employee_uuid);
  const client = demoClient(createDemoFetch(api, { token: 'demo-company-token' }) as typeof fetch);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PayrollClientProvider client={client} queryClient={queryClient}>
      {children}
    </PayrollClientProvider>
  );
  const companyId = api.companyUuid;
  const hook = renderHook(
    () => ({
      debits: useAchTransactions(companyId, { payroll_uuid: payrollUuid, payment_direction: 'debit' }),
      credits: useAchTransactions(companyId, { payroll_uuid: payrollUuid, payment_direction: 'credit' }),
    }),
    { wrapper },
  );
  await waitFor(() => expect(hook.result.current.debits.data?.items.length).toBeGreaterThan(0));
  await waitFor(() => expect(hook.result.current.credits.data?.items).toHaveLength(byDeposit.length));
  expect(
    hook.result.current.debits.data!.items.every(
      (t) => t.payment_status === 'failed' && t.error_code === 'R01',
    ),
  ).toBe(true);
  // One credit per employee paid by direct deposit; pay by check moves nothing by ACH.
  expect(byDeposit.length).toBeGreaterThan(0);
  expect(hook.result.current.credits.data!.items.map((t) => t.recipient_uuid).sort()).toEqual(
    byDeposit.sort(),
  );
  expect(hook.result.current.credits.data!.totalCount).toBe(byDeposit.length);
});
