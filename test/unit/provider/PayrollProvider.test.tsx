// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { QueryClient, useQueryClient } from '@tanstack/react-query';
import { expect, test } from 'vitest';
import { PayrollProvider } from '../../../src';

function CacheProbe({ expected }: { expected: QueryClient }) {
  return <p>{useQueryClient() === expected ? 'shared cache' : 'own cache'}</p>;
}

test('a partner can share its own query cache with the flows', () => {
  const partnerCache = new QueryClient();
  render(
    <PayrollProvider baseUrl="/api/payroll" queryClient={partnerCache}>
      <CacheProbe expected={partnerCache} />
    </PayrollProvider>,
  );
  expect(screen.getByText('shared cache')).toBeTruthy();
});
