import { ApiError, invalidAttribute, invalidOperation, missingParameter, notFound } from '../errors';
import type { DemoService, Route, RouteRequest } from '../service';
import { occupationOf, searchOccupations } from './occupations';
import { salaryEstimates, type SalaryEstimateRecord } from './records';
import { readSalaryEstimateBody } from './salaryEstimateBody';
import { salaryEstimateCents } from './salaryEstimateResult';

/**
 * Salary estimates (UPSTREAM-3 N.6): an S-corp owner's reasonable salary from occupations, their
 * experience and time share, a ZIP code and the business's revenue. Create (201; one estimate in
 * progress per employee), read, update (until accepted: then 422), accept into one of the
 * employee's jobs (read-only after), and the occupations to choose from (system token, a search of
 * at least three characters). `result` is integer cents by the demo's formula
 * (`salaryEstimateResult.ts`).
 */

const SCOPES = { read: 'salary_estimates:read', write: 'salary_estimates:write' };
const ITEM = '/v1/salary_estimates/{salary_estimate_uuid}';

/** `Salary-Estimate` as the provider shapes it. */
function estimateView(record: SalaryEstimateRecord) {
  return {
    uuid: record.uuid,
    employee_uuid: record.employeeUuid,
    employee_job_uuid: record.employeeJobUuid,
    annual_net_revenue:
      record.annualNetRevenueCents === null ? null : (record.annualNetRevenueCents / 100).toFixed(2),
    zip_code: record.zipCode,
    result: record.resultCents,
    accepted_at: record.acceptedAt,
    created_at: record.createdAt,
    updated_at: record.updatedAt,
    occupations: record.occupations.map((o) => {
      const known = occupationOf(o.code);
      return {
        code: o.code,
        name: known?.title ?? o.code,
        description: known?.description ?? '',
        experience_level: o.experienceLevel,
        time_percentage: (o.timeBasis / 10_000).toFixed(4),
        primary: o.primary,
      };
    }),
  };
}

/** The estimate of the path, of a company the token reaches; else 404. */
function findEstimate(service: DemoService, { params, grant }: RouteRequest): SalaryEstimateRecord {
  const record = service.store.table(salaryEstimates).get(params.salary_estimate_uuid ?? '');
  if (!record) throw notFound();
  service.company(record.companyUuid, grant);
  return record;
}

/** An accepted estimate is the owner's salary on record: it no longer changes. */
function refuseAccepted(record: SalaryEstimateRecord) {
  if (record.acceptedAt !== null)
    throw invalidOperation('This salary estimate is accepted and can no longer change.');
}

/**
 * The salary estimate routes.
 *
 * @example
 * new Router(salaryEstimateRoutes);
 */
export const salaryEstimateRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v1/salary_estimates/occupations',
    auth: 'system',
    scope: SCOPES.read,
    handle({ query }) {
      const search = (query.get('search') ?? '').trim();
      if (search.length < 3)
        throw new ApiError(422, [invalidAttribute('search', 'search needs at least 3 characters.')]);
      return {
        status: 200,
        body: searchOccupations(search).map(({ code, title, description }) => ({ code, title, description })),
      };
    },
  },
  {
    method: 'POST',
    path: '/v1/employees/{employee_id}/salary_estimates',
    auth: 'company',
    scope: SCOPES.write,
    // A lost answer retried with its Idempotency-Key replays the estimate, not the in-progress 422.
    creates: true,
    handle({ params, body, grant }, service) {
      const employee = service.employee(params.employee_id, grant);
      const open = [...service.store.table(salaryEstimates).values()].find(
        (e) => e.employeeUuid === employee.uuid && e.acceptedAt === null,
      );
      if (open)
        throw invalidOperation(
          'This employee has a salary estimate in progress: update or accept it.',
          'base',
          {
            salary_estimate_uuid: open.uuid,
          },
        );
      const input = readSalaryEstimateBody(body);
      const now = service.nowIso();
      const record: SalaryEstimateRecord = {
        uuid: service.ids(),
        employeeUuid: employee.uuid,
        companyUuid: employee.companyUuid,
        employeeJobUuid: null,
        ...input,
        resultCents: salaryEstimateCents(input.occupations, input.annualNetRevenueCents),
        acceptedAt: null,
        createdAt: now,
        updatedAt: now,
      };
      service.store.table(salaryEstimates).set(record.uuid, record);
      return { status: 201, body: estimateView(record) };
    },
  },
  {
    method: 'GET',
    path: ITEM,
    auth: 'company',
    scope: SCOPES.read,
    handle: (request, service) => ({ status: 200, body: estimateView(findEstimate(service, request)) }),
  },
  {
    method: 'PUT',
    path: ITEM,
    auth: 'company',
    scope: SCOPES.write,
    handle(request, service) {
      const record = findEstimate(service, request);
      refuseAccepted(record);
      const input = readSalaryEstimateBody(request.body, record);
      const updated: SalaryEstimateRecord = {
        ...record,
        ...input,
        resultCents: salaryEstimateCents(input.occupations, input.annualNetRevenueCents),
        updatedAt: service.nowIso(),
      };
      service.store.table(salaryEstimates).set(updated.uuid, updated);
      return { status: 200, body: estimateView(updated) };
    },
  },
  {
    method: 'POST',
    path: `${ITEM}/accept`,
    auth: 'company',
    scope: SCOPES.write,
    handle(request, service) {
      const record = findEstimate(service, request);
      refuseAccepted(record);
      const jobUuid = request.body.employee_job_uuid;
      if (jobUuid === undefined || jobUuid === null)
        throw new ApiError(422, [missingParameter('employee_job_uuid')]);
      const job = typeof jobUuid === 'string' ? service.store.jobs.get(jobUuid) : undefined;
      if (!job || job.employeeUuid !== record.employeeUuid)
        throw new ApiError(422, [
          invalidAttribute(
            'employee_job_uuid',
            'employee_job_uuid must be a job of the estimate’s employee.',
          ),
        ]);
      const now = service.nowIso();
      const accepted: SalaryEstimateRecord = {
        ...record,
        employeeJobUuid: job.uuid,
        acceptedAt: now,
        updatedAt: now,
      };
      service.store.table(salaryEstimates).set(accepted.uuid, accepted);
      return { status: 200, body: estimateView(accepted) };
    },
  },
];
