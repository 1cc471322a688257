import type { Rehire, RehireBody } from '../../api/employment/types';
import { rehireSchema } from '../schemas/employment';
import type { ApiForm } from '../useApiForm';
import { useRecordForm } from '../useRecordForm';
import { useCreateRehire } from './mutations';

/**
 * Values of the rehire form.
 *
 * @example
 * const values: RehireValues = { effective_date: '2026-06-29', work_location_uuid: locationId, file_new_hire_report: false };
 */
export interface RehireValues {
  /** The first day back at work. */
  effective_date: string;
  work_location_uuid: string;
  file_new_hire_report: boolean;
}

/**
 * Options of {@link useRehireForm}.
 *
 * @example
 * useRehireForm({ companyId, employeeId, onSaved: close });
 */
export interface RehireFormOptions {
  companyId: string;
  employeeId: string;
  defaultValues?: Partial<RehireValues>;
  onSaved?: (rehire: Rehire) => void;
}

const EMPTY: RehireValues = { effective_date: '', work_location_uuid: '', file_new_hire_report: false };

/**
 * Headless rehire form for a terminated employee (UPSTREAM-2 J.3): the first day back, the work
 * location and the new hire report, checked before any request; one idempotency key per user
 * action, the service's refusals on their fields (a date not after the termination on
 * `effective_date`).
 *
 * @example
 * const { form, submit } = useRehireForm({ companyId, employeeId });
 * <form onSubmit={submit}>
 *   <input type="date" {...form.register('effective_date')} />
 * </form>
 */
export function useRehireForm(options: RehireFormOptions): ApiForm<RehireValues, Rehire, RehireBody> {
  const create = useCreateRehire(options.companyId, options.employeeId);
  return useRecordForm({
    schema: rehireSchema,
    empty: EMPTY,
    defaultValues: options.defaultValues,
    create: (body) => create.mutateAsync(body),
    onSaved: (rehire) => options.onSaved?.(rehire),
  });
}
