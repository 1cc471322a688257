import { endpoint } from '../endpointRow';

// Gross-up of an off-cycle payroll's row (UPSTREAM-3 M.7): its own file, so the run's lazy screens carry it
export const grossUpPayroll = endpoint('POST', '/v1/payrolls/{payroll_id}/gross_up');
