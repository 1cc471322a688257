import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { getCompensation, updateCompensation } from '../../api/jobs/operations';
import type { VersionedDelta } from '../../api/common';
import type { MinimumWage } from '../../api/employees/types';
import type { Compensation, CompensationBody, Job } from '../../api/jobs/types';
import { updateVersioned, type ConflictChoice, type VersionConflict } from '../../api/versionedUpdate';
import { useWorkAddresses } from '../addresses/queries';
import * as invalidateAfter from '../invalidationTable';
import { useCreateJob, useUpdateJob } from './mutations';
import { useJobs } from './queries';
import * as locationQueries from '../locations/queryOptions';
import { useWatch } from 'react-hook-form';
import { usePayrollClient } from '../PayrollClientProvider';
import { compensationSchema, jobSchema } from '../schemas/compensation';
import { useRecordForm, type RecordForm } from '../useRecordForm';

/**
 * Values of the job and compensation form.
 *
 * @example
 * const values: JobCompensationValues = { title: 'Barista', hire_date: '2026-06-01', rate: '18.50', payment_unit: 'Hour', flsa_status: 'Nonexempt', adjust_for_minimum_wage: false, minimum_wage_uuids: [] };
 */
export interface JobCompensationValues {
  title: string;
  hire_date: string;
  rate: string;
  payment_unit: string;
  flsa_status: string;
  adjust_for_minimum_wage: boolean;
  /** The location minimum wages the rate is adjusted to (`minimum_wages` on the wire). */
  minimum_wage_uuids: string[];
}

/**
 * Options of {@link useJobCompensationForm}.
 *
 * @example
 * useJobCompensationForm({ employeeId, onSaved: next });
 */
export interface JobCompensationFormOptions {
  employeeId: string;
  defaultValues?: Partial<JobCompensationValues>;
  onSaved?: (job: Job) => void;
}

/**
 * What {@link useJobCompensationForm} returns.
 *
 * @example
 * const { form, submit, minimumWages, isHourly } = useJobCompensationForm({ employeeId });
 */
export interface JobCompensationForm extends Omit<
  RecordForm<Job, JobCompensationValues, JobCompensationOutput>,
  'conflict'
> {
  isLoading: boolean;
  /** Why the stored data could not be loaded, if it could not: the step shows that, not an empty form. */
  loadError: Error | null;
  /** Every job of the employee; the form edits the primary one. */
  jobs: Job[];
  primaryJob: Job | undefined;
  /** Minimum wages at the employee's work location (empty until a work address is set). */
  minimumWages: MinimumWage[];
  /** Hourly, non-exempt pay: the only kind that may be adjusted for minimum wage or hold several jobs. */
  isHourly: boolean;
  /** A colleague changed the same job or pay fields meanwhile. */
  conflict: VersionConflict<Job> | VersionConflict<Compensation> | undefined;
}

const EMPTY: JobCompensationValues = {
  title: '',
  hire_date: '',
  rate: '',
  payment_unit: 'Hour',
  flsa_status: 'Nonexempt',
  adjust_for_minimum_wage: false,
  minimum_wage_uuids: [],
};

/** The shared job and pay rules, plus "adjusting for minimum wage needs hourly pay and a wage". */
const schema = /* @__PURE__ */ (() =>
  z
    .intersection(
      jobSchema,
      z.intersection(compensationSchema, z.object({ minimum_wage_uuids: z.array(z.string()) })),
    )
    .check(
      z.superRefine((values, context) => {
        if (!values.adjust_for_minimum_wage) return;
        if (values.payment_unit !== 'Hour' || values.flsa_status !== 'Nonexempt') {
          // Only hourly, non-exempt pay is adjusted up to a minimum wage (the service refuses the rest).
          context.addIssue({
            code: 'custom',
            path: ['adjust_for_minimum_wage'],
            message: 'validation.minimumWageHourly',
          });
        } else if (values.minimum_wage_uuids.length === 0) {
          context.addIssue({ code: 'custom', path: ['minimum_wage_uuids'], message: 'validation.required' });
        }
      }),
    ))();

/**
 * The job and pay values once parsed.
 *
 * @example
 * const parsed: JobCompensationOutput = { title: 'Barista', hire_date: '2026-06-01', rate: '18.50', payment_unit: 'Hour', flsa_status: 'Nonexempt', minimum_wage_uuids: [] };
 */
export type JobCompensationOutput = z.output<typeof schema>;

function toValues(job: Job): JobCompensationValues {
  const compensation = job.compensations?.find((entry) => entry.uuid === job.current_compensation_uuid);
  return {
    title: job.title ?? '',
    hire_date: job.hire_date,
    // A fresh job's placeholder pay is zero: show an empty rate to fill in.
    rate: compensation && Number(compensation.rate) !== 0 ? compensation.rate : '',
    payment_unit: compensation?.payment_unit ?? 'Hour',
    flsa_status: compensation?.flsa_status ?? 'Nonexempt',
    adjust_for_minimum_wage: Boolean(compensation?.adjust_for_minimum_wage),
    minimum_wage_uuids: (compensation?.minimum_wages ?? []).map((wage) => wage.uuid),
  };
}

function isHourlyPay(values: { payment_unit?: string; flsa_status?: string }): boolean {
  return values.payment_unit === 'Hour' && values.flsa_status === 'Nonexempt';
}

/**
 * Headless job-and-compensation step: title and hire date of the primary job, then its pay
 * (rate as a decimal string, payment unit, FLSA status, minimum-wage adjustment with the work
 * location's minimum wages). Creating a job gives it a zero-rate compensation, which this then
 * sets; both writes are version-aware and a conflict is surfaced, never swallowed.
 *
 * @example
 * const { form, submit, minimumWages } = useJobCompensationForm({ employeeId });
 * <form onSubmit={submit}><input {...form.register('rate')} /></form>
 */
export function useJobCompensationForm(options: JobCompensationFormOptions): JobCompensationForm {
  const { employeeId, onSaved } = options;
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  const jobsQuery = useJobs(employeeId);
  const jobs = useMemo(() => jobsQuery.data ?? [], [jobsQuery.data]);
  const primaryJob = jobs.find((job) => job.primary) ?? jobs[0];
  const createJob = useCreateJob(employeeId);
  const [compensationConflict, setCompensationConflict] = useState<VersionConflict<Compensation>>();

  // Minimum wages of the location the employee works at.
  const workAddresses = useWorkAddresses(employeeId);
  const locationId = workAddresses.data?.find((address) => address.active)?.location_uuid;
  const wagesQuery = useQuery({
    ...locationQueries.minimumWages(client, locationId ?? ''),
    enabled: Boolean(locationId),
  });

  const savePay = useCallback(
    async (job: Job, values: JobCompensationOutput): Promise<Job | undefined> => {
      const base =
        job.compensations?.find((entry) => entry.uuid === job.current_compensation_uuid) ??
        (await getCompensation(client, job.current_compensation_uuid!)).data;
      const changes: Partial<CompensationBody> = {
        rate: values.rate,
        payment_unit: values.payment_unit,
        flsa_status: values.flsa_status,
        adjust_for_minimum_wage: values.adjust_for_minimum_wage,
      };
      const wanted = values.adjust_for_minimum_wage ? values.minimum_wage_uuids : [];
      const had = (base.minimum_wages ?? []).map((wage) => wage.uuid);
      if (wanted.join() !== had.join()) changes.minimum_wages = wanted.map((uuid) => ({ uuid }));
      const result = await updateVersioned<Compensation>({
        base,
        changes: changes as Partial<Compensation>,
        read: async () => (await getCompensation(client, base.uuid)).data,
        write: async (body) =>
          (await updateCompensation(client, base.uuid, body as VersionedDelta<CompensationBody>)).data,
      });
      await invalidateAfter.jobs(queryClient, employeeId, job.uuid);
      if (result.status === 'conflict') {
        setCompensationConflict(result.conflict);
        return undefined;
      }
      setCompensationConflict(undefined);
      return { ...job, rate: result.data.rate, payment_unit: result.data.payment_unit };
    },
    [client, queryClient, employeeId],
  );

  const record = useRecordForm({
    ...options,
    schema,
    empty: EMPTY,
    record: primaryJob,
    toValues,
    create: (values) => createJob.mutateAsync({ title: values.title, hire_date: values.hire_date }),
    update: useUpdateJob(employeeId, primaryJob?.uuid ?? ''),
    changes: (values) => ({ title: values.title, hire_date: values.hire_date }),
    // The job is saved first; its pay is a record of its own, with a conflict of its own.
    afterSave: savePay,
    fieldMap: { minimum_wages: 'minimum_wage_uuids' },
    onSaved,
  });

  const resolveConflict = useCallback(
    async (choice: ConflictChoice) => {
      if (record.conflict) return record.resolveConflict(choice);
      if (!compensationConflict) return;
      const result = await compensationConflict.resolve(choice);
      await invalidateAfter.jobs(queryClient, employeeId, primaryJob?.uuid);
      if (result.status === 'conflict') {
        setCompensationConflict(result.conflict);
        return;
      }
      setCompensationConflict(undefined);
      if (primaryJob) onSaved?.(primaryJob);
    },
    [record, compensationConflict, onSaved, queryClient, employeeId, primaryJob],
  );

  const watched = useWatch({ control: record.form.control });
  return {
    ...record,
    isLoading: jobsQuery.isLoading,
    loadError: jobsQuery.error,
    jobs,
    primaryJob,
    minimumWages: wagesQuery.data ?? [],
    isHourly: isHourlyPay(watched),
    conflict: record.conflict ?? compensationConflict,
    resolveConflict,
  };
}
