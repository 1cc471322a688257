import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, type BaseSyntheticEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import * as z from 'zod/mini';
import { isApiError } from '../../api/errors';
import type { FieldIssue } from '../../api/fieldErrors';
import { getCompensation, updateCompensation } from '../../api/jobs/operations';
import type { Compensation, Job } from '../../api/jobs/types';
import { usePayrollClient } from '../PayrollClientProvider';
import * as invalidateAfter from '../invalidationTable';
import { useCreateJob, useDeleteJob } from './mutations';
import { useJobs } from './queries';
import { isoDate, money, requiredText } from '../schemas/fields';
import { useRecordForm } from '../useRecordForm';

/**
 * Values of the add-another-job form: the job and its hourly rate (a decimal string).
 *
 * @example
 * const values: AdditionalJobValues = { title: 'Barista', hire_date: '2026-06-01', rate: '18.50' };
 */
export interface AdditionalJobValues {
  title: string;
  hire_date: string;
  rate: string;
}

/**
 * Options of {@link useAdditionalJobForm}.
 *
 * @example
 * useAdditionalJobForm({ employeeId, onSaved: (job) => announce(job.title) });
 */
export interface AdditionalJobFormOptions {
  employeeId: string;
  /** Called once the job exists and its hourly pay is set. */
  onSaved?: (job: Job) => void;
}

/**
 * What {@link useAdditionalJobForm} returns.
 *
 * @example
 * const { form, submit, formErrors, canAddJob } = useAdditionalJobForm({ employeeId });
 */
export interface AdditionalJobForm {
  form: UseFormReturn<AdditionalJobValues>;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The service's `base` refusals (e.g. "only hourly employees can have multiple jobs"), a lost connection. */
  formErrors: FieldIssue[];
  isSubmitting: boolean;
  /**
   * contract.md#errors: only hourly employees may hold several jobs. True when the employee has a job and
   * every job is paid by the hour, non-exempt; false while the jobs load.
   */
  canAddJob: boolean;
}

const EMPTY: AdditionalJobValues = { title: '', hire_date: '', rate: '' };

const schema = /* @__PURE__ */ (() => z.object({ title: requiredText, hire_date: isoDate, rate: money }))();

/** The pay of every further job: by the hour, entitled to overtime (contract.md#errors). */
const HOURLY = { payment_unit: 'Hour', flsa_status: 'Nonexempt' } as const;

function isHourly(job: Job): boolean {
  const current = job.compensations?.find((entry) => entry.uuid === job.current_compensation_uuid);
  return current?.payment_unit === HOURLY.payment_unit && current.flsa_status === HOURLY.flsa_status;
}

/**
 * contract.md#errors: only hourly employees may hold several jobs. True when the employee has a
 * job and every job is paid by the hour, non-exempt.
 *
 * @example
 * canAddJob(jobs.data ?? []); // false for a salaried employee
 */
export function canAddJob(jobs: readonly Job[]): boolean {
  return jobs.length > 0 && jobs.every(isHourly);
}

/**
 * Headless "add another job" form of an hourly employee: title, hire date and hourly rate.
 * Creating a job is idempotent per user action and gives it a zero-rate placeholder pay, which
 * this then sets (`Hour`, `Nonexempt`, the rate). The service's refusals land where they belong:
 * a duplicate title on `title`, a `base` refusal (a salaried employee) in `formErrors`, and the
 * typed values stay. If the pay is refused the new job is deleted again, so no half-made job is
 * left; after a lost connection it is kept and the next submit finishes it.
 *
 * @example
 * const job = useAdditionalJobForm({ employeeId, onSaved: (saved) => announce(saved.title) });
 * if (job.canAddJob) {
 *   <form onSubmit={job.submit}>
 *     <input {...job.form.register('title')} />
 *     <input type="date" {...job.form.register('hire_date')} />
 *     <input inputMode="decimal" {...job.form.register('rate')} />
 *   </form>
 * }
 */
export function useAdditionalJobForm({ employeeId, onSaved }: AdditionalJobFormOptions): AdditionalJobForm {
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  const jobsQuery = useJobs(employeeId);
  const createJob = useCreateJob(employeeId);
  const deleteJob = useDeleteJob(employeeId);
  // A job created by an earlier submit whose pay could not be set yet.
  const unpaid = useRef<Job>(undefined);

  const discard = useCallback(
    async (job: Job) => {
      await deleteJob.mutateAsync(job.uuid);
      unpaid.current = undefined;
    },
    [deleteJob],
  );

  const save = useCallback(
    async (values: AdditionalJobValues): Promise<Job> => {
      let job = unpaid.current;
      if (job && (job.title !== values.title || job.hire_date !== values.hire_date)) {
        await discard(job);
        job = undefined;
      }
      // A resumed job is read again: the lost response may have carried a saved pay (a new version).
      const resumed = Boolean(job);
      if (!job) {
        job = await createJob.mutateAsync({ title: values.title, hire_date: values.hire_date });
        unpaid.current = job;
      }
      const created = job;
      let pay: Compensation;
      try {
        const base =
          (!resumed &&
            created.compensations?.find((entry) => entry.uuid === created.current_compensation_uuid)) ||
          (await getCompensation(client, created.current_compensation_uuid!)).data;
        pay = (
          await updateCompensation(client, base.uuid, { version: base.version, rate: values.rate, ...HOURLY })
        ).data;
      } catch (error) {
        // Refused: take the job back so the service holds no job without pay, and the user's next
        // try starts clean. A deletion that fails too keeps it for the next submit to finish.
        if (isApiError(error)) await discard(created).catch(() => undefined);
        throw error;
      }
      unpaid.current = undefined;
      await invalidateAfter.jobs(queryClient, employeeId, created.uuid);
      return { ...created, rate: pay.rate, payment_unit: pay.payment_unit };
    },
    [client, queryClient, employeeId, createJob, discard],
  );

  const api = useRecordForm<Job, AdditionalJobValues, AdditionalJobValues>({
    schema,
    empty: EMPTY,
    create: save,
    // Saved: the form is blank again for the next job.
    savedValues: () => EMPTY,
    onSaved: (job) => onSaved?.(job),
  });

  return {
    form: api.form,
    submit: api.submit,
    formErrors: api.formErrors,
    isSubmitting: api.isSubmitting,
    canAddJob: canAddJob(jobsQuery.data ?? []),
  };
}
