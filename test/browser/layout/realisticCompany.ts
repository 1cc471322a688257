import { expect } from 'vitest';
import { createDemoApi } from '../../../src/testing';
import type { DemoApi } from '../flows/renderWithDemo';
import { callDemo } from '../flows/taxPayHelpers';
import { addContractor, FIXED_BUSINESS, onboardContractor, payContractor } from '../../support/contractors';
import { addLocation } from '../../support/companies';
import { demoAdmin } from '../../support/demoAdmin';
import { addPaySchedule, TWICE_A_MONTH } from '../../support/paySchedules';

/** Names, places and notes at the long end of real ones. */
const LONG_NAMES = [
  ['Maximiliana Esperanza', 'Featherstonehaugh-Vandersloot'],
  ['Bartholomew Christopher', 'Oyelaran-Wojciechowski'],
  ['Anastasia Konstantina', 'Papadopoulou-Richardson'],
  ['Guillermo Sebastián', 'Villanueva de la Fuente'],
] as const;

/**
 * The demo company made realistic through the service, as its admins would: long employee names,
 * long work addresses, long-named contractors, a long-named pay schedule, and pending time off
 * requests with notes.
 */
export async function realisticCompany(api: DemoApi = createDemoApi()): Promise<DemoApi> {
  const company = `/v1/companies/${api.companyUuid}`;
  const admin = demoAdmin(api);
  const employees = (await callDemo(api, 'GET', `${company}/employees?per=100`)).body as Array<{
    uuid: string;
  }>;
  for (const [index, [first, last]] of LONG_NAMES.entries()) {
    const path = `/v1/employees/${employees[index]!.uuid}`;
    const current = await callDemo(api, 'GET', path);
    const saved = await callDemo(api, 'PUT', path, {
      version: current.body.version,
      first_name: first,
      last_name: last,
    });
    expect(saved.status).toBe(200);
  }
  for (const [street, city, state, zip] of [
    ['1600 Amphitheatre Parkway, Building 43', 'Rancho Santa Margarita', 'CA', '92688'],
    // A state the company is already set up for: a location in a new state raises the
    // missing_state_tax_setup blocker, and the payroll landing's actions are then disabled.
    ['3500 Deer Creek Road, Floor 12, Suite 1200', 'Saratoga Springs', 'NY', '12866'],
  ] as const) {
    await addLocation(admin, {
      street_1: street,
      street_2: 'Attention: Payroll and Benefits Department',
      city,
      state,
      zip,
      phone_number: '9195550100',
    });
  }
  for (const [name, ein] of [
    ['Featherstonehaugh-Vandersloot Structural Rigging and Staging Services LLC', '123456789'],
    ['Oyelaran-Wojciechowski Industrial Electrical Contractors Inc.', '987654321'],
  ] as const) {
    await addContractor(admin, { ...FIXED_BUSINESS, business_name: name, ein });
  }
  await addPaySchedule(admin, {
    ...TWICE_A_MONTH,
    custom_name: 'Hourly warehouse and distribution crew, second shift',
  });
  const policies = (await callDemo(api, 'GET', `${company}/time_off_policies`)).body as Array<{
    uuid: string;
    name: string;
    employees: Array<{ uuid: string }>;
  }>;
  const vacation = policies.find((policy) => policy.name === 'Vacation')!;
  for (const [index, { uuid }] of vacation.employees.slice(0, 3).entries()) {
    const day = `2026-12-${String(14 + index).padStart(2, '0')}`;
    const filed = await callDemo(api, 'POST', `${company}/time_off/requests`, {
      employee_uuid: uuid,
      policy_uuid: vacation.uuid,
      start_date: day,
      end_date: day,
      days: { [day]: '8' },
      employee_note: 'Family wedding in Thiruvananthapuram; flights booked, back the following Monday.',
    });
    expect(filed.status).toBe(201);
  }
  return api;
}

/**
 * The realistic company's first long-named contractor onboarded by the admin (address, bank
 * account, W-9, finished) and paid twice (unfunded, due 06-22 and 06-29): a payment history with
 * rows to open.
 */
export async function payLongNamedContractor(api: DemoApi): Promise<void> {
  const contractors = (await callDemo(api, 'GET', `/v1/companies/${api.companyUuid}/contractors`))
    .body as Array<{
    uuid: string;
    business_name: string | null;
  }>;
  const { uuid } = contractors.find((contractor) =>
    contractor.business_name?.startsWith('Featherstonehaugh'),
  )!;
  const admin = demoAdmin(api);
  await onboardContractor(admin, uuid, {
    street_1: '1600 Amphitheatre Parkway, Building 43',
    city: 'Rancho Santa Margarita',
    state: 'CA',
    zip: '92688',
  });
  for (const checkDate of ['2026-06-22', '2026-06-29']) {
    await payContractor(admin, {
      contractorUuid: uuid,
      checkDate,
      wage: '12500.00',
      creationToken: `long-named-${checkDate}`,
    });
  }
}
