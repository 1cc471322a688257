// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, test } from 'vitest';
import { NetworkError } from '../../../src/api/errors';
import { listEmployees } from '../../../src/api/employees/operations';
import { useCreateEmployee } from '../../../src/hooks/employees';
import { PayrollClientProvider } from '../../../src/hooks/PayrollClientProvider';
import { demoClient, dropResponses, startDemo } from '../api/demoService';

afterEach(cleanup);

test('pressing save again after a lost answer does not hire the person twice', async () => {
  const { api, fetchFn } = startDemo(2);
  const lossy = dropResponses(fetchFn, (request) => request.method === 'POST');
  const client = demoClient(lossy, { retry: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PayrollClientProvider client={client} queryClient={new QueryClient()}>
      {children}
    </PayrollClientProvider>
  );
  const { result } = renderHook(() => useCreateEmployee(api.companyUuid), { wrapper });
  const newHire = { first_name: 'Hedy', last_name: 'Okonkwo-Lindqvist' };

  await act(async () => {
    await expect(result.current.mutateAsync(newHire)).rejects.toBeInstanceOf(NetworkError);
  });
  await act(async () => {
    await result.current.mutateAsync({ ...newHire });
  });

  const page = await listEmployees(demoClient(fetchFn), api.companyUuid);
  expect(page.totalCount).toBe(3);
});
