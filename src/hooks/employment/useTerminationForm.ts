import type { Termination, TerminationBody } from '../../api/employment/types';
import { terminationSchema } from '../schemas/employment';
import { useRecordForm, type RecordForm } from '../useRecordForm';
import { useCreateTermination, useUpdateTermination } from './mutations';
import { useTermination } from './queries';

/**
 * Values of the termination form.
 *
 * @example
 * const values: TerminationValues = { effective_date: '2026-06-16', run_termination_payroll: true };
 */
export interface TerminationValues {
  /** The last day of work. */
  effective_date: string;
  /** Pay the final wages on a dismissal payroll rather than the regular schedule. */
  run_termination_payroll: boolean;
}

/**
 * Options of {@link useTerminationForm}.
 *
 * @example
 * useTerminationForm({ companyId, employeeId, onSaved: (termination) => close() });
 */
export interface TerminationFormOptions {
  companyId: string;
  employeeId: string;
  defaultValues?: Partial<TerminationValues>;
  onSaved?: (termination: Termination, created: boolean) => void;
}

/**
 * What {@link useTerminationForm} returns.
 *
 * @example
 * const { form, submit, termination, conflict } = useTerminationForm({ companyId, employeeId });
 */
export interface TerminationForm extends RecordForm<Termination, TerminationValues, TerminationBody> {
  isLoading: boolean;
  loadError: Error | null;
  /** The employee's termination being edited; undefined while terminating them. */
  termination: Termination | undefined;
}

const EMPTY: TerminationValues = { effective_date: '', run_termination_payroll: false };

function toValues(termination: Termination): TerminationValues {
  return {
    effective_date: termination.effective_date,
    run_termination_payroll: termination.run_termination_payroll,
  };
}

/**
 * Headless termination form: the last day (a valid date, past or future) and whether a dismissal
 * payroll pays the final wages. Without a termination it creates one (one idempotency key per
 * user action; a second one is refused by the service on `base`, shown in `formErrors`); with
 * one it edits it version-aware, a colleague's change to the same field coming back as `conflict`.
 *
 * @example
 * const { form, submit, formErrors } = useTerminationForm({ companyId, employeeId });
 * <form onSubmit={submit}>
 *   <input type="date" {...form.register('effective_date')} />
 *   <input type="checkbox" {...form.register('run_termination_payroll')} />
 * </form>
 */
export function useTerminationForm(options: TerminationFormOptions): TerminationForm {
  const { companyId, employeeId } = options;
  const query = useTermination(employeeId);
  const termination = query.data ?? undefined;
  const create = useCreateTermination(companyId, employeeId);
  const record = useRecordForm({
    ...options,
    schema: terminationSchema,
    empty: EMPTY,
    record: termination,
    toValues,
    create: create.mutateAsync,
    update: useUpdateTermination(companyId, employeeId),
    changes: (values) => values,
  });
  return { ...record, isLoading: query.isLoading, loadError: query.error, termination };
}
