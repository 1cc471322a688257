import { afterAll, describe, expect, it } from 'vitest';
import { UnprocessableEntityError } from '@gusto/embedded-api-v-2026-06-15/models/errors/unprocessableentityerror.js';
import { RFCDate } from '@gusto/embedded-api-v-2026-06-15/types/rfcdate.js';
import { routesOf, startUpstreamClient } from './harness';

/*
 * Benefits through the upstream client (UPSTREAM-2 K.2, K.3, DECISIONS 68): every operation of
 * the supported types, company benefits with their contribution exclusions, and employee benefits
 * (one by one and in bulk) parses the service's answers, a calculated payroll row with its
 * benefit lines parses, and a refusal comes back as the client's error with its field.
 */

const { gusto, api, reached } = startUpstreamClient({ employees: 8 });
const companyId = api.companyUuid;

async function employeeNamed(first: string): Promise<string> {
  const { showEmployees } = await gusto.employees.list({ companyId, per: 100 });
  return showEmployees!.find((e) => e.firstName === first)!.uuid;
}

describe('the upstream client on benefits', () => {
  it('reads the supported types and adds, reads, lists, edits and deletes a company benefit with its exclusions', async () => {
    const { supportedBenefitList } = await gusto.companyBenefits.getAll({});
    expect(supportedBenefitList!.find((b) => b.benefitType === 5)).toMatchObject({
      name: '401(k)',
      pretax: true,
    });
    const { supportedBenefit } = await gusto.companyBenefits.getSupported({ benefitId: '105' });
    expect(supportedBenefit).toMatchObject({ name: 'Roth 401(k)', posttax: true });

    const created = await gusto.companyBenefits.create({
      companyId,
      companyBenefitCreateRequest: { benefitType: 5, description: 'Acme 401(k)' },
    });
    expect(created.httpMeta.response.status).toBe(201);
    const plan = created.companyBenefit!;
    expect(plan).toMatchObject({ benefitType: 5, description: 'Acme 401(k)', active: true, deletable: true });
    const { companyBenefits } = await gusto.companyBenefits.list({
      companyId,
      enrollmentCount: true,
      benefitType: '5',
    });
    expect(companyBenefits).toEqual([{ ...plan, enrollmentCount: 0 }]);
    const read = await gusto.companyBenefits.get({ companyBenefitId: plan.uuid });
    expect(read.companyBenefitWithEmployeeBenefits).toMatchObject({
      uuid: plan.uuid,
      description: 'Acme 401(k)',
    });
    const edited = await gusto.companyBenefits.update({
      companyBenefitId: plan.uuid,
      companyBenefitUpdateRequest: { version: plan.version!, description: 'Acme 401(k) plan' },
    });
    expect(edited.companyBenefit).toMatchObject({ description: 'Acme 401(k) plan' });

    const exclusions = await gusto.companyBenefits.getV1CompanyBenefitsCompanyBenefitIdContributionExclusions(
      {
        companyBenefitId: plan.uuid,
      },
    );
    const bonus = exclusions.contributionExclusions!.find((e) => e.contributionType === 'Bonus')!;
    const set = await gusto.companyBenefits.putV1CompanyBenefitsCompanyBenefitIdContributionExclusions({
      companyBenefitId: plan.uuid,
      contributionExclusionUpdateRequest: { contributionExclusions: [{ ...bonus, excluded: true }] },
    });
    expect(set.contributionExclusions!.find((e) => e.contributionType === 'Bonus')!.excluded).toBe(true);

    const removed = await gusto.companyBenefits.delete({ companyBenefitId: plan.uuid });
    expect(removed.httpMeta.response.status).toBe(204);
  });

  it('enrols, reads, lists, changes and removes employee benefits, one by one and in bulk, and parses a payroll row with its lines', async () => {
    const grace = await employeeNamed('Grace');
    const margaret = await employeeNamed('Margaret');
    const { companyBenefit: plan } = await gusto.companyBenefits.create({
      companyId,
      companyBenefitCreateRequest: { benefitType: 5, description: 'Acme 401(k)' },
    });
    const created = await gusto.employeeBenefits.create({
      employeeId: grace,
      employeeBenefitCreateRequest: {
        companyBenefitUuid: plan!.uuid,
        employeeDeduction: '6',
        deductAsPercentage: true,
        // The client's create sends the tiers as the value itself; the answer nests them in `tiers`.
        contribution: {
          type: 'tiered',
          value: [
            { rate: '100', threshold: '3' },
            { rate: '50', threshold: '5' },
          ],
        },
        effectiveDate: new RFCDate('2026-01-01'),
      },
    });
    expect(created.httpMeta.response.status).toBe(201);
    const enrolment = created.employeeBenefit!;
    expect(enrolment).toMatchObject({ employeeDeduction: '6.00', deductAsPercentage: true, elective: true });
    const { employeeBenefits } = await gusto.employeeBenefits.get({ employeeId: grace });
    expect(employeeBenefits!.map((e) => e.uuid)).toEqual([enrolment.uuid]);
    const read = await gusto.employeeBenefits.retrieve({ employeeBenefitId: enrolment.uuid });
    expect(read.employeeBenefit).toEqual(enrolment);
    const changed = await gusto.employeeBenefits.update({
      employeeBenefitId: enrolment.uuid,
      employeeBenefitUpdateRequest: { version: enrolment.version!, employeeDeduction: '7' },
    });
    expect(changed.employeeBenefit).toMatchObject({ employeeDeduction: '7.00' });

    const bulk = await gusto.companyBenefits.updateEmployeeBenefits({
      companyBenefitId: plan!.uuid,
      employeeBenefitBulkUpdateRequest: {
        employeeBenefits: [{ employeeUuid: margaret, action: 'create', employeeDeduction: '100.00' }],
      },
    });
    expect(bulk.employeeBenefits!.map((e) => [e.employeeUuid, e.employeeDeduction])).toEqual([
      [grace, '7.00'],
      [margaret, '100.00'],
    ]);
    const listed = await gusto.companyBenefits.getEmployeeBenefits({ companyBenefitId: plan!.uuid });
    expect(listed.employeeBenefits).toHaveLength(2);

    // A calculated row carries the benefit lines, and the client parses it.
    const { payrollList } = await gusto.payrolls.list({ companyId, processingStatuses: ['unprocessed'] });
    const regular = payrollList!.find((p) => !p.offCycle)!;
    await gusto.payrolls.prepare({ companyId, payrollId: regular.payrollUuid! });
    await gusto.payrolls.calculate({ companyId, payrollId: regular.payrollUuid! });
    await api.clock.advance(1000);
    const { payrollShow } = await gusto.payrolls.get({
      companyId,
      payrollId: regular.payrollUuid!,
      per: 100,
    });
    const row = payrollShow!.employeeCompensations!.find((r) => r.employeeUuid === margaret)!;
    expect(row.benefits).toEqual([
      expect.objectContaining({
        name: 'Acme 401(k)',
        employeeDeduction: '100.00',
        companyContribution: '0.00',
      }),
    ]);

    const removed = await gusto.employeeBenefits.delete({ employeeBenefitId: enrolment.uuid });
    expect(removed.httpMeta.response.status).toBe(204);
  });

  it('parses the refusals: catch-up before 50 is a 422 on catch_up', async () => {
    const barbara = await employeeNamed('Barbara');
    const { companyBenefit: plan } = await gusto.companyBenefits.create({
      companyId,
      companyBenefitCreateRequest: { benefitType: 105, description: 'Acme Roth 401(k)' },
    });
    const error = await gusto.employeeBenefits
      .create({
        employeeId: barbara,
        employeeBenefitCreateRequest: { companyBenefitUuid: plan!.uuid, catchUp: true },
      })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    expect((error as UnprocessableEntityError).httpMeta.response.status).toBe(422);
    expect((error as UnprocessableEntityError).errors[0]).toMatchObject({
      errorKey: 'catch_up',
      category: 'invalid_attribute_value',
    });
  });

  afterAll(() => {
    expect(routesOf('benefits').filter((key) => !reached.has(key))).toEqual([]);
  });
});
