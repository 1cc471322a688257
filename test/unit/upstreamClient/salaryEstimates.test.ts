import { afterAll, describe, expect, it } from 'vitest';
import { UnprocessableEntityError } from '@gusto/embedded-api-v-2026-06-15/models/errors/unprocessableentityerror.js';
import { routesOf, startUpstreamClient } from './harness';

/*
 * Salary estimates through the upstream client (UPSTREAM-3 N.6): create (201), read, update and
 * accept into the employee's job parse as its `Salary-Estimate`, the occupation search (system
 * token) as its `BLS-Occupations`; an update once accepted and a search under three characters
 * come back as the client's 422.
 */

const { api, gusto, system, reached } = startUpstreamClient({ employees: 1 });

describe('the upstream client on salary estimates', () => {
  it('creates, reads, updates and accepts an estimate, and searches occupations', async () => {
    const { showEmployees } = await gusto.employees.list({ companyId: api.companyUuid });
    const employeeId = showEmployees![0]!.uuid;
    const { jobs } = await gusto.jobsAndCompensations.getJobs({ employeeId });
    const jobId = jobs![0]!.uuid;

    const { salaryEstimate: created } = await gusto.salaryEstimates.postV1EmployeesEmployeeIdSalaryEstimates({
      employeeId,
      requestBody: {
        zipCode: '94107',
        annualNetRevenue: null,
        occupations: [
          { code: '15-1252', experienceLevel: 'skilled', timePercentage: '0.5', primary: true },
          { code: '11-1021', experienceLevel: 'average', timePercentage: '0.5', primary: false },
        ],
      },
    });
    // Hand-checked (contract.md#salary-estimates): $76,055.25 + $50,640.00.
    expect(created).toMatchObject({ employeeUuid: employeeId, result: 12_669_525, acceptedAt: null });
    expect(created!.occupations.map((o) => o.name)).toEqual([
      'Software Developers',
      'General and Operations Managers',
    ]);

    const read = await gusto.salaryEstimates.getV1SalaryEstimatesId({ uuid: created!.uuid });
    expect(read.salaryEstimate?.zipCode).toBe('94107');
    const updated = await gusto.salaryEstimates.putV1SalaryEstimatesId({
      uuid: created!.uuid,
      requestBody: {
        zipCode: '94107',
        annualNetRevenue: 100_000,
        occupations: [{ code: '15-1252', experienceLevel: 'expert', timePercentage: '1', primary: true }],
      },
    });
    // $132,270.00 × 130 % is $171,951.00, at most the revenue: $100,000.00.
    expect(updated.salaryEstimate).toMatchObject({ annualNetRevenue: '100000.00', result: 10_000_000 });

    const accepted = await gusto.salaryEstimates.postV1SalaryEstimatesUuidAccept({
      uuid: created!.uuid,
      requestBody: { employeeJobUuid: jobId },
    });
    expect(accepted.salaryEstimate).toMatchObject({ employeeJobUuid: jobId, acceptedAt: expect.any(Date) });
    const refused = await gusto.salaryEstimates
      .putV1SalaryEstimatesId({
        uuid: created!.uuid,
        requestBody: {
          zipCode: '10001',
          occupations: [{ code: '15-1252', experienceLevel: 'average', timePercentage: '1' }],
        },
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UnprocessableEntityError);
    expect((refused as UnprocessableEntityError).errors?.[0]).toMatchObject({
      errorKey: 'base',
      category: 'invalid_operation',
    });

    const { blsOccupations } = await gusto.salaryEstimates.getV1SalaryEstimatesOccupations(system, {
      search: 'software',
    });
    expect(blsOccupations).toContainEqual(
      expect.objectContaining({ code: '15-1252', title: 'Software Developers' }),
    );
    const short = await gusto.salaryEstimates
      .getV1SalaryEstimatesOccupations(system, { search: 'so' })
      .catch((error: unknown) => error);
    expect(short).toBeInstanceOf(UnprocessableEntityError);
    expect((short as UnprocessableEntityError).errors?.[0]).toMatchObject({ errorKey: 'search' });
  });

  afterAll(() => {
    expect(routesOf('salaryEstimates').filter((key) => !reached.has(key))).toEqual([]);
  });
});
