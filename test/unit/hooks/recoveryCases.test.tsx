// @vitest-environment jsdom
// Recovery case hooks against the in-process demo service (UPSTREAM-3 M.5, DECISIONS 70), as the
// admin of a company whose payroll debit the bank returned: the case listed with its code and
// amount beside the payroll blocker it raises; debit again: the case in `redebit_initiated` at
// once; a second redebit is the mutation's 422; once collected, the blocker is gone.
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, test } from 'vitest';
import { isApiError } from '../../../src/api/errors';
import { createDemoApi, createDemoFetch } from '../../../src/demo-api';
import { PayrollClientProvider } from '../../../src/hooks/PayrollClientProvider';
import { usePayrollBlockers } from '../../../src/hooks/payroll';
import { useRecoveryCases, useRedebitRecoveryCase } from '../../../src/hooks/recoveryCases';
import { demoAdmin, expectCall } from '../../support/demoAdmin';
import { processedPayroll } from '../../support/payrollMoney';
import { demoClient } from '../api/demoService';

afterEach(cleanup);

test('lists a returned debit as its case and blocker; debit again, then collected', async () => {
  const api = createDemoApi({ employees: 3, now: () => new Date('2026-06-15T16:00:00Z') });
  const admin = demoAdmin(api);
  const payrollUuid = await processedPayroll(admin, (ms) => api.clock.advance(ms));
  await expectCall(admin, 201, 'POST', `/__demo/payrolls/${payrollUuid}/fail_debit`, { code: 'R02' });
  const client = demoClient(createDemoFetch(api, { token: 'demo-company-token' }) as typeof fetch, {
    retry: false,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PayrollClientProvider client={client} queryClient={queryClient}>
      {children}
    </PayrollClientProvider>
  );
  const companyId = api.companyUuid;
  const hook = renderHook(
    () => ({
      cases: useRecoveryCases(companyId),
      blockers: usePayrollBlockers(companyId),
      redebit: useRedebitRecoveryCase(companyId),
    }),
    { wrapper },
  );
  await waitFor(() => expect(hook.result.current.cases.data).toHaveLength(1));
  const [owed] = hook.result.current.cases.data!;
  expect(owed).toMatchObject({ status: 'open', latest_error_code: 'R02', payroll_uuid: payrollUuid });
  await waitFor(() =>
    expect(hook.result.current.blockers.data?.map((b) => b.key)).toContain('pending_recovery_case'),
  );

  await act(() => hook.result.current.redebit.mutateAsync(owed!.uuid));
  await waitFor(() => expect(hook.result.current.cases.data![0]!.status).toBe('redebit_initiated'));
  const refused = await act(() =>
    hook.result.current.redebit.mutateAsync(owed!.uuid).catch((e: unknown) => e),
  );
  expect(isApiError(refused) && refused.status).toBe(422);
  expect(isApiError(refused) && refused.errors[0]).toMatchObject({
    error_key: 'base',
    category: 'invalid_operation',
  });

  // Collected four business days later (Mon 22 Jun, 16:00 Pacific).
  await api.clock.advance(8 * 24 * 60 * 60 * 1000);
  await act(() => queryClient.refetchQueries());
  await waitFor(() =>
    expect(hook.result.current.cases.data![0]).toMatchObject({
      status: 'recovered',
      amount_outstanding: '0.00',
    }),
  );
  expect(hook.result.current.blockers.data?.map((b) => b.key)).not.toContain('pending_recovery_case');
});
