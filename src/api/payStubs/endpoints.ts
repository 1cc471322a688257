import { endpoint } from '../endpointRow';

// Pay stubs (UPSTREAM-2 J.4)
export const listPayStubs = endpoint('GET', '/v1/employees/{employee_id}/pay_stubs');
export const getPayStubPdf = endpoint('GET', '/v1/payrolls/{payroll_id}/employees/{employee_id}/pay_stub');
