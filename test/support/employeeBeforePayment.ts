import { expectCall, saveOverCurrentVersion, type DemoAdmin } from './demoAdmin';
import { addEmployee, addHomeAddress, addJob, addWorkAddress, setPay } from './employees';

/**
 * Bessie Coleman, onboarded by the admin up to the payment method: personal details, the Seattle
 * office, a Portland home, the Aviator job at $32.50 an hour, a 2020 W-4 (single) and Oregon's
 * answers. Her payment method, (deductions) and documents are still to do. Answers her uuid.
 *
 * @example
 * const employeeId = await employeeBeforePayment(demoAdmin(api));
 */
export async function employeeBeforePayment(admin: DemoAdmin): Promise<string> {
  const { uuid } = await addEmployee(admin, {
    first_name: 'Bessie',
    last_name: 'Coleman',
    email: 'bessie@example.com',
    date_of_birth: '1992-01-26',
    ssn: '111223333',
  });
  const locations = await expectCall<Array<{ uuid: string; state: string }>>(
    admin,
    200,
    'GET',
    `/v1/companies/${admin.api.companyUuid}/locations`,
  );
  await addWorkAddress(admin, uuid, locations.find((location) => location.state === 'WA')!.uuid);
  await addHomeAddress(admin, uuid, {
    street_1: '9 Oak St',
    city: 'Portland',
    state: 'OR',
    zip: '97201',
    effective_date: '2024-01-01',
  });
  const job = await addJob(admin, uuid, { title: 'Aviator', hire_date: '2026-06-01' });
  await setPay(admin, job.current_compensation_uuid);
  await saveOverCurrentVersion(admin, `/v1/employees/${uuid}/federal_taxes`, {
    w4_data_type: 'rev_2020_w4',
    filing_status: 'Single',
  });
  const answer = (key: string, value: string) => ({
    key,
    answers: [{ value, valid_from: '2010-01-01', valid_up_to: null }],
  });
  await expectCall(admin, 200, 'PUT', `/v1/employees/${uuid}/state_taxes`, {
    states: [
      { state: 'OR', questions: [answer('filing_status', 'S'), answer('additional_withholding', '0')] },
    ],
  });
  return uuid;
}
