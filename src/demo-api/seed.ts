import { newCompanyOnboarding, seedCompanyOnboarding } from './company/seedCompanyOnboarding';
import { insertLocation } from './locations/routes';
import { insertEmployee } from './employees/routes';
import { eligibleEmployees } from './payroll/payrollEntries';
import type { DemoService } from './service';
import { seedPayrolls } from './payroll/seed';
import { seedLocations } from './locations/seed';
import { seedTimeOff } from './timeOff/seed';
import { seededUuids } from './uuid';
import type { CompanyRecord } from './company/records';
import type { CompensationRecord, JobRecord } from './jobs/records';
import type { PayScheduleRecord } from './paySchedules/records';
import { addDays, isoDate } from './calendar/dates';

const FIRST_NAMES = [
  'Ada',
  'Grace',
  'Alan',
  'Katherine',
  'Linus',
  'Margaret',
  'Edsger',
  'Barbara',
  'Donald',
  'Frances',
  'Ken',
  'Radia',
  'Tim',
  'Hedy',
  'Dennis',
  'Shafi',
  'Niklaus',
  'Sophie',
  'Guido',
  'Annie',
];

const LAST_NAMES = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Johnson',
  'Torvalds',
  'Hamilton',
  'Dijkstra',
  'Liskov',
  'Knuth',
  'Allen',
  'Thompson',
  'Perlman',
  'Berners-Lee',
  'Lamarr',
  'Ritchie',
  'Goldwasser',
  'Wirth',
  'Wilson',
  'van Rossum',
  'Easley',
];

const TITLES = ['Engineer', 'Designer', 'Support Specialist', 'Warehouse Associate', 'Accountant'];

/** What the seed made that callers need to know. */
export interface SeedResult {
  companyUuid: string;
  archivedCompanyUuid: string;
}

/**
 * The demo data (issue 3): one company with three locations and minimum wages, an archived
 * predecessor company (for the 403 rule), and `employees` employees — three in four fully
 * onboarded (job, taxes, payment method, signed forms), the rest at different onboarding steps.
 * Every uuid comes from a fixed seeded generator, so the data is the same on every start and
 * after every reset; dates are relative to the clock.
 *
 * @example
 * const { companyUuid } = seedDemoData(service, 12);
 */
export function seedDemoData(
  service: DemoService,
  employees: number,
  locationCount = 4,
  payrollHistory = true,
  companyApproved = true,
): SeedResult {
  const ids = seededUuids(0x5eed);
  const { store } = service;
  const now = service.clock.now();
  const today = isoDate(now);
  const company: CompanyRecord = {
    uuid: ids(),
    name: 'Acme Robotics, Inc.',
    ein: '123456789',
    archived: false,
    replacementCompanyUuid: null,
    createdAt: now.toISOString(),
    onboarding: newCompanyOnboarding({ tradeName: 'Acme Robotics', contractorOnly: false }),
    suspended: false,
  };
  const archived: CompanyRecord = {
    ...company,
    uuid: ids(),
    name: 'Acme Robotics (former EIN)',
    ein: '987654321',
    archived: true,
    replacementCompanyUuid: company.uuid,
    onboarding: newCompanyOnboarding({ tradeName: null, contractorOnly: false }),
  };
  store.companies.set(company.uuid, company);
  store.companies.set(archived.uuid, archived);

  const locations = [
    {
      street_1: '525 Market St',
      city: 'San Francisco',
      state: 'CA',
      zip: '94105',
      phone_number: '4155550100',
    },
    {
      street_1: '200 Park Ave',
      street_2: 'Floor 12',
      city: 'New York',
      state: 'NY',
      zip: '10166',
      phone_number: '2125550100',
    },
    { street_1: '400 Pine St', city: 'Seattle', state: 'WA', zip: '98101', phone_number: '2065550100' },
  ].map((values) => insertLocation(service, company.uuid, values, ids));

  const homes = [
    { street_1: '1 Dolores St', city: 'San Francisco', state: 'CA', zip: '94110' },
    { street_1: '77 Bedford Ave', city: 'Brooklyn', state: 'NY', zip: '11211' },
    { street_1: '12 Alki Ave SW', city: 'Seattle', state: 'WA', zip: '98116' },
  ];
  const hireDate = addDays(today, -400);
  for (let i = 0; i < employees; i++) {
    const first = FIRST_NAMES[i % FIRST_NAMES.length]!;
    const last = LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]!;
    const suffix =
      i >= FIRST_NAMES.length * LAST_NAMES.length
        ? ` ${Math.floor(i / (FIRST_NAMES.length * LAST_NAMES.length)) + 1}`
        : '';
    const completed = i % 4 !== 3;
    const stage = completed ? 4 : Math.floor(i / 4) % 4;
    const employee = insertEmployee(
      service,
      company.uuid,
      {
        first_name: first,
        last_name: `${last}${suffix}`,
        email: `${first}.${last}${i}@example.com`.toLowerCase().replace(/[^a-z0-9.@]/g, ''),
        date_of_birth: `19${70 + (i % 30)}-0${1 + (i % 9)}-1${i % 10}`,
        ssn: stage >= 1 ? String(100000000 + i * 7919).slice(0, 9) : undefined,
      },
      ids(),
      ids,
    );
    const site = i % 3;
    if (stage >= 1) {
      const home = homes[site]!;
      store.homeAddresses.set(ids(), {
        uuid: '',
        employeeUuid: employee.uuid,
        ...home,
        street_2: null,
        country: 'USA',
        effective_date: hireDate,
        courtesy_withholding: false,
        seq: store.nextSeq(),
      });
      store.workAddresses.set(ids(), {
        uuid: '',
        employeeUuid: employee.uuid,
        location_uuid: locations[site]!.uuid,
        effective_date: hireDate,
        seq: store.nextSeq(),
      });
    }
    if (stage >= 2) {
      const hourly = i % 2 === 0;
      const job: JobRecord = {
        uuid: ids(),
        employeeUuid: employee.uuid,
        title: TITLES[i % TITLES.length]!,
        hire_date: hireDate,
        two_percent_shareholder: false,
        state_wc_covered: null,
        state_wc_class_code: null,
        primary: true,
        seq: store.nextSeq(),
      };
      store.jobs.set(job.uuid, job);
      const compensation: CompensationRecord = {
        uuid: ids(),
        jobUuid: job.uuid,
        employeeUuid: employee.uuid,
        rate: hourly ? `${24 + (i % 10)}.50` : `${80000 + (i % 7) * 5000}.00`,
        payment_unit: hourly ? 'Hour' : 'Year',
        flsa_status: hourly ? 'Nonexempt' : 'Exempt',
        effective_date: hireDate,
        adjust_for_minimum_wage: false,
        minimumWageUuids: [],
        processed: false,
        seq: store.nextSeq(),
      };
      store.compensations.set(compensation.uuid, compensation);
    }
    if (stage >= 3) {
      const federal = store.federalTaxes.get(employee.uuid)!;
      federal.filing_status = i % 2 === 0 ? 'Single' : 'Married';
      federal.two_jobs = false;
    }
    if (stage >= 4) {
      const state = locations[site]!.state;
      const answers = new Map<string, string | number | boolean | null>();
      if (state === 'CA') {
        answers
          .set('filing_status', 'S')
          .set('withholding_allowance', 1)
          .set('additional_withholding', '0.00');
      } else if (state === 'NY') {
        answers
          .set('filing_status', 'S')
          .set('allowances', 1)
          .set('additional_withholding', '0.00')
          .set('local_jurisdiction', 'New York City')
          .set('certificate_date', hireDate);
      }
      answers.set('file_new_hire_report', true);
      store.stateTaxAnswers.set(employee.uuid, new Map([[state, answers]]));
      for (const form of store.forms.childrenOf(employee.uuid)) {
        if (form.requires_signing) {
          form.requires_signing = false;
          form.signedAt = now.toISOString();
          form.signature_text = `${first} ${last}`;
          form.signed_by_ip_address = '203.0.113.10';
        }
      }
      if (i % 3 !== 2) {
        const accountUuid = ids();
        store.bankAccounts.set(accountUuid, {
          uuid: accountUuid,
          employeeUuid: employee.uuid,
          name: 'Checking',
          routing_number: '021000021',
          account_number: String(10000000 + i),
          account_type: 'Checking',
          seq: store.nextSeq(),
        });
        store.paymentMethods.set(employee.uuid, {
          employeeUuid: employee.uuid,
          type: 'Direct Deposit',
          split_by: 'Percentage',
          splits: [{ bankAccountUuid: accountUuid, priority: 1, split_amount: 100 }],
        });
      }
      employee.paymentMethodChosen = true;
      employee.onboarding_status = 'onboarding_completed';
    }
  }
  // Addresses were stored under their key; give each record its uuid.
  for (const [uuid, address] of store.homeAddresses) address.uuid = uuid;
  for (const [uuid, address] of store.workAddresses) address.uuid = uuid;
  store.employeeRevision++;

  // A biweekly schedule: a processed payroll for the last period, unprocessed ones for the next.
  const lastEnd = addDays(today, -10);
  const schedule: PayScheduleRecord = {
    uuid: ids(),
    companyUuid: company.uuid,
    frequency: 'Every other week',
    anchor_pay_date: addDays(lastEnd, 5),
    anchor_end_of_pay_period: lastEnd,
    day_1: null,
    day_2: null,
    custom_name: null,
    auto_payroll: false,
    active: true,
    createdAt: now.toISOString(),
    seq: store.nextSeq(),
  };
  store.paySchedules.set(schedule.uuid, schedule);
  const eligible = eligibleEmployees(service, company.uuid);
  seedPayrolls(service, schedule, ids, payrollHistory);

  seedTimeOff(service, company.uuid, eligible, ids);

  const provisioned = ids();
  store.events.push({
    uuid: provisioned,
    event_type: 'company.provisioned',
    resource_type: 'Company',
    resource_uuid: company.uuid,
    entity_type: 'Company',
    entity_uuid: company.uuid,
    timestamp: Math.floor(now.getTime() / 1000),
    seq: store.nextSeq(),
  });
  store.eventIndex.set(provisioned, store.events[store.events.length - 1]!);
  seedLocations(service, company.uuid, locationCount, ids);
  seedCompanyOnboarding(service, company, companyApproved);
  return { companyUuid: company.uuid, archivedCompanyUuid: archived.uuid };
}
