import type { Endpoint } from '../endpoints';

// Pay stubs (UPSTREAM-2 J.4)
export const listPayStubs = {
  method: 'GET',
  path: '/v1/employees/{employee_id}/pay_stubs',
} as const satisfies Endpoint;
export const getPayStubPdf = {
  method: 'GET',
  path: '/v1/payrolls/{payroll_id}/employees/{employee_id}/pay_stub',
} as const satisfies Endpoint;
