/**
 * `urlSync` is safe on the server: the list/form flows render to HTML with it on, where there is
 * no `window` (a Next.js server component page); the URL is read and written in effects only.
 */
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { CompanyLocations, PaySchedules, TimeOff } from '../../../src/flows';
import { PayrollProvider } from '../../../src/provider/PayrollProvider';

test.each([
  ['CompanyLocations', <CompanyLocations key="l" companyId="c-1" urlSync />],
  ['PaySchedules', <PaySchedules key="p" companyId="c-1" urlSync />],
  ['TimeOff', <TimeOff key="t" companyId="c-1" urlSync />],
])('<%s urlSync/> renders on the server, without a window', (_name, flow) => {
  expect(typeof window).toBe('undefined');
  const html = renderToString(<PayrollProvider baseUrl="/api/payroll">{flow}</PayrollProvider>);
  expect(html).toContain('class="pk-flow');
});
