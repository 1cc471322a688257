import { afterAll, describe, expect, it } from 'vitest';
import { RFCDate } from '@gusto/embedded-api-v-2026-06-15/types/rfcdate.js';
import { routesOf, startUpstreamClient } from './harness';

/*
 * Employee records through the upstream client (UPSTREAM A): each call resolves only when the
 * client parsed the service's answer against the upstream schema (DECISIONS 60).
 */

const { api, gusto, reached } = startUpstreamClient();
const companyId = api.companyUuid;

async function newEmployee(lastName: string) {
  const { employee } = await gusto.employees.create({
    companyId,
    requestBody: {
      firstName: 'Rosa',
      lastName,
      email: `rosa.${lastName.toLowerCase()}@example.com`,
      dateOfBirth: new RFCDate('1990-04-02'),
      ssn: '123456789',
    },
  });
  expect(employee?.uuid).toBeTruthy();
  return employee!;
}

async function firstLocationId(): Promise<string> {
  const { companyLocationsList } = await gusto.locations.get({ companyId });
  return companyLocationsList![0]!.uuid;
}

describe('the upstream client on employees', () => {
  it('lists, creates, reads, updates and deletes an employee', async () => {
    const { showEmployees } = await gusto.employees.list({ companyId, per: 5 });
    expect(showEmployees?.length).toBe(5);

    const created = await newEmployee('Parks');
    // No job yet: title and hire date are left out, not null (DECISIONS 60).
    expect(created.title).toBeUndefined();
    expect(created.hiredAt).toBeUndefined();

    const { employee } = await gusto.employees.get({ employeeId: created.uuid });
    expect(employee?.firstName).toBe('Rosa');
    const { employee: updated } = await gusto.employees.update({
      employeeId: created.uuid,
      requestBody: { version: employee!.version!, preferredFirstName: 'Ro' },
    });
    expect(updated?.preferredFirstName).toBe('Ro');

    const deleted = await gusto.employees.delete({ employeeId: created.uuid });
    expect(deleted.httpMeta.response.status).toBe(204);
  });

  it('keeps home and work addresses', async () => {
    const employee = await newEmployee('Home');
    const { employeeAddress: home } = await gusto.employeeAddresses.create({
      employeeId: employee.uuid,
      requestBody: { street1: '12 Elm St', city: 'Denver', state: 'CO', zip: '80202' },
    });
    expect(home?.state).toBe('CO');
    const { employeeAddressList } = await gusto.employeeAddresses.get({ employeeId: employee.uuid });
    expect(employeeAddressList?.map((a) => a.uuid)).toContain(home!.uuid);
    const { employeeAddress: read } = await gusto.employeeAddresses.retrieveHomeAddress({
      homeAddressUuid: home!.uuid!,
    });
    const { employeeAddress: moved } = await gusto.employeeAddresses.update({
      homeAddressUuid: home!.uuid!,
      requestBody: { version: read!.version!, street1: '14 Elm St' },
    });
    expect(moved?.street1).toBe('14 Elm St');

    const { employeeWorkAddress: work } = await gusto.employeeAddresses.createWorkAddress({
      employeeId: employee.uuid,
      requestBody: { locationUuid: await firstLocationId(), effectiveDate: new RFCDate('2026-06-15') },
    });
    const { employeeWorkAddressesList } = await gusto.employeeAddresses.getWorkAddresses({
      employeeId: employee.uuid,
    });
    expect(employeeWorkAddressesList?.map((a) => a.uuid)).toContain(work!.uuid);
    const { employeeWorkAddress: workRead } = await gusto.employeeAddresses.retrieveWorkAddress({
      workAddressUuid: work!.uuid!,
    });
    const { employeeWorkAddress: workMoved } = await gusto.employeeAddresses.updateWorkAddress({
      workAddressUuid: work!.uuid!,
      requestBody: { version: workRead!.version!, effectiveDate: new RFCDate('2026-06-16') },
    });
    expect(workMoved?.effectiveDate?.toString()).toBe('2026-06-16');

    await gusto.employeeAddresses.deleteWorkAddress({ workAddressUuid: work!.uuid! });
    // The active home address stays; a planned move can be withdrawn.
    const { employeeAddress: planned } = await gusto.employeeAddresses.create({
      employeeId: employee.uuid,
      requestBody: {
        street1: '3 Pine St',
        city: 'Boulder',
        state: 'CO',
        zip: '80302',
        effectiveDate: new RFCDate('2026-09-01'),
      },
    });
    expect(planned?.active).toBe(false);
    await gusto.employeeAddresses.delete({ homeAddressUuid: planned!.uuid! });
  });

  it('keeps jobs and compensations, with the job location filled from the work address', async () => {
    const employee = await newEmployee('Jobs');
    const locationUuid = await firstLocationId();
    await gusto.employeeAddresses.createWorkAddress({
      employeeId: employee.uuid,
      requestBody: { locationUuid, effectiveDate: new RFCDate('2026-06-01') },
    });
    const { job } = await gusto.jobsAndCompensations.createJob({
      employeeId: employee.uuid,
      jobsCreateRequestBody: { title: 'Baker', hireDate: '2026-06-01' },
    });
    expect(job?.locationUuid).toBe(locationUuid);
    const { jobs } = await gusto.jobsAndCompensations.getJobs({ employeeId: employee.uuid });
    expect(jobs?.map((j) => j.uuid)).toEqual([job!.uuid]);
    const { job: read } = await gusto.jobsAndCompensations.getJob({ jobId: job!.uuid });
    const { job: renamed } = await gusto.jobsAndCompensations.update({
      jobId: job!.uuid,
      jobsUpdateRequestBody: { version: read!.version!, title: 'Head baker' },
    });
    expect(renamed?.title).toBe('Head baker');

    const { employee: withJob } = await gusto.employees.get({ employeeId: employee.uuid });
    expect(withJob?.title).toBe('Head baker');
    expect(withJob?.hiredAt?.toString()).toBe('2026-06-01');

    const { compensations } = await gusto.jobsAndCompensations.getCompensations({ jobId: job!.uuid });
    expect(compensations?.length).toBeGreaterThan(0);
    const { compensation: raise } = await gusto.jobsAndCompensations.createCompensation({
      jobId: job!.uuid,
      compensationsRequestBody: {
        rate: '25.00',
        paymentUnit: 'Hour',
        flsaStatus: 'Nonexempt',
        effectiveDate: '2026-07-01',
      },
    });
    const { compensation: readRaise } = await gusto.jobsAndCompensations.getCompensation({
      compensationId: raise!.uuid,
    });
    const { compensation: changed } = await gusto.jobsAndCompensations.updateCompensation({
      compensationId: raise!.uuid,
      compensationsUpdateRequestBody: { version: readRaise!.version!, rate: '26.50' },
    });
    expect(changed?.rate).toBe('26.50');
    await gusto.jobsAndCompensations.deleteCompensation({ compensationId: raise!.uuid });
    await gusto.jobsAndCompensations.delete({ jobId: job!.uuid });
  });

  it('reads and answers federal and state taxes', async () => {
    const { showEmployees } = await gusto.employees.list({ companyId, per: 1 });
    const employeeUuid = showEmployees![0]!.uuid;
    const { employeeFederalTax } = await gusto.employeeTaxSetup.getFederalTaxes({ employeeUuid });
    // Stable integer ids where the upstream has no null (DECISIONS 60).
    expect(Number.isInteger(employeeFederalTax?.employeeId)).toBe(true);
    const { employeeFederalTax: updated } = await gusto.employeeTaxSetup.updateFederalTaxes({
      employeeUuid,
      requestBody: {
        version: employeeFederalTax!.version!,
        w4DataType: 'rev_2020_w4',
        filingStatus: 'Married',
        extraWithholding: 10,
      },
    });
    expect(updated?.filingStatus).toBe('Married');
    expect(updated?.employeeId).toBe(employeeFederalTax?.employeeId);

    const { employeeStateTaxesList } = await gusto.employeeTaxSetup.getStateTaxes({ employeeUuid });
    const state = employeeStateTaxesList![0]!;
    const { employeeStateTaxesList: answered } = await gusto.employeeTaxSetup.updateStateTaxes({
      employeeUuid,
      employeeStateTaxesRequest: {
        states: [
          {
            state: state.state!,
            questions: (state.questions ?? [])
              .filter((q) => q.answers.length > 0)
              .map((q) => ({
                key: q.key,
                answers: q.answers.map((a) => ({
                  value: a.value ?? null,
                  validFrom: a.validFrom ?? '2010-01-01',
                })),
              })),
          },
        ],
      },
    });
    expect(answered?.[0]?.state).toBe(state.state);
  });

  it('sets the payment method and bank accounts', async () => {
    const employee = await newEmployee('Bank');
    const { employeeBankAccount } = await gusto.employeePaymentMethod.create({
      employeeId: employee.uuid,
      employeeBankAccountRequest: {
        name: 'Checking',
        routingNumber: '266905059',
        accountNumber: '5809431207',
        accountType: 'Checking',
      },
    });
    expect(employeeBankAccount?.hiddenAccountNumber).toBe('XXXX1207');
    const { employeeBankAccounts } = await gusto.employeePaymentMethods.getBankAccounts({
      employeeId: employee.uuid,
    });
    expect(employeeBankAccounts?.map((b) => b.uuid)).toContain(employeeBankAccount!.uuid);
    const { employeeBankAccount: renamed } = await gusto.employeePaymentMethod.updateBankAccount({
      employeeId: employee.uuid,
      bankAccountUuid: employeeBankAccount!.uuid,
      employeeBankAccountRequest: {
        name: 'Main checking',
        routingNumber: '266905059',
        accountNumber: '5809431207',
        accountType: 'Checking',
      },
    });
    expect(renamed?.name).toBe('Main checking');
    const { employeePaymentMethod } = await gusto.employeePaymentMethod.get({ employeeId: employee.uuid });
    const { employeePaymentMethod: check } = await gusto.employeePaymentMethod.update({
      employeeId: employee.uuid,
      requestBody: { version: employeePaymentMethod!.version!, type: 'Check' },
    });
    expect(check?.type).toBe('Check');
    await gusto.employeePaymentMethod.deleteBankAccount({
      employeeId: employee.uuid,
      bankAccountUuid: employeeBankAccount!.uuid,
    });
  });

  it('reads and moves onboarding status, and lists, reads and signs forms', async () => {
    const employee = await newEmployee('Forms');
    const { employeeOnboardingStatus } = await gusto.employees.getOnboardingStatus({
      employeeId: employee.uuid,
    });
    expect(employeeOnboardingStatus?.onboardingStatus).toBe('admin_onboarding_incomplete');
    const { employeeOnboardingStatus: invited } = await gusto.employees.updateOnboardingStatus({
      employeeId: employee.uuid,
      requestBody: { onboardingStatus: 'self_onboarding_pending_invite' },
    });
    expect(invited?.onboardingStatus).toBe('self_onboarding_pending_invite');

    const employeeId = employee.uuid;
    const { forms } = await gusto.employeeForms.list({ employeeId });
    const form = forms!.find((f) => f.requiresSigning)!;
    const { form: read } = await gusto.employeeForms.get({ employeeId, formId: form.uuid });
    expect(read?.uuid).toBe(form.uuid);
    const { formPdf } = await gusto.employeeForms.getPdf({ employeeId, formId: form.uuid });
    expect(formPdf?.documentUrl).toBeTruthy();
    const { form: signed } = await gusto.employeeForms.sign({
      employeeId,
      formId: form.uuid,
      xGustoClientIp: '203.0.113.7',
      requestBody: { signatureText: 'Rosa Forms', agree: true, signedByIpAddress: '203.0.113.7' },
    });
    expect(signed?.requiresSigning).toBe(false);
  });

  afterAll(() => {
    // Every employee route of the service was reached through the upstream client.
    const employeeRoutes = routesOf('employees');
    expect(employeeRoutes.filter((key) => !reached.has(key))).toEqual([]);
  });
});
