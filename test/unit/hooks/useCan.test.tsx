// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, test } from 'vitest';
import { createDemoApi, createDemoFetch } from '../../../src/demo-api';
import { PayrollClientProvider } from '../../../src/hooks/PayrollClientProvider';
import { useCan } from '../../../src/hooks/tokenInfo';
import { demoClient } from '../api/demoService';

afterEach(cleanup);

function canRunPayroll(token: string) {
  const api = createDemoApi({ employees: 1 });
  const client = demoClient(createDemoFetch(api, { token }) as typeof fetch);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PayrollClientProvider client={client} queryClient={new QueryClient()}>
      {children}
    </PayrollClientProvider>
  );
  return renderHook(() => useCan('payrolls:run'), { wrapper });
}

test('an admin token may run payroll; the answer is unknown until token_info arrives', async () => {
  const { result } = canRunPayroll('demo-company-token');
  expect(result.current).toBeUndefined();
  await waitFor(() => expect(result.current).toBe(true));
});

test('a read-only token may not run payroll', async () => {
  // The demo's read-only company token (src/demo-api/auth.ts).
  const { result } = canRunPayroll('demo-company-readonly-token');
  await waitFor(() => expect(result.current).toBe(false));
});
