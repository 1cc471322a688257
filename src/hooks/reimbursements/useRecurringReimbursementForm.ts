import * as z from 'zod/mini';
import { moneyToCents } from '../../api/money';
import type { RecurringReimbursement } from '../../api/reimbursements/types';
import { money } from '../schemas/fields';
import { useRecordForm, type RecordForm } from '../useRecordForm';
import { useCreateRecurringReimbursement, useUpdateRecurringReimbursement } from './mutations';

/** The largest recurring reimbursement, in dollars (contract.md#reimbursements). */
export const RECURRING_REIMBURSEMENT_MAX = '1000000.00';

/**
 * Values of the recurring reimbursement form, as typed.
 *
 * @example
 * const values: RecurringReimbursementValues = { description: 'Phone', amount: '45.00' };
 */
export interface RecurringReimbursementValues {
  description: string;
  /** Decimal dollars, above 0 and at most 1,000,000. */
  amount: string;
}

/**
 * Options of {@link useRecurringReimbursementForm}.
 *
 * @example
 * useRecurringReimbursementForm({ companyId, employeeId, reimbursement, onSaved: close });
 */
export interface RecurringReimbursementFormOptions {
  companyId: string;
  employeeId: string;
  /** The reimbursement to edit, as the list showed it; without it the form adds one. */
  reimbursement?: RecurringReimbursement;
  defaultValues?: Partial<RecurringReimbursementValues>;
  onSaved?: (reimbursement: RecurringReimbursement, created: boolean) => void;
}

/**
 * What {@link useRecurringReimbursementForm} returns.
 *
 * @example
 * const { form, submit, formErrors, conflict } = useRecurringReimbursementForm({ companyId, employeeId });
 */
export type RecurringReimbursementForm = RecordForm<
  RecurringReimbursement,
  RecurringReimbursementValues,
  RecurringReimbursementValues
>;

const EMPTY: RecurringReimbursementValues = { description: '', amount: '' };

const MAX_CENTS = 100_000_000;

/** A description, and an amount above 0 and at most 1,000,000 (DECISIONS 67). */
const formSchema = /* @__PURE__ */ (() =>
  z.object({
    description: z
      .string({ error: 'validation.required' })
      .check(
        z.trim(),
        z.minLength(1, { error: 'validation.required' }),
        z.maxLength(255, { error: 'validation.tooLong' }),
      ),
    amount: money.check(
      z.refine((value) => (moneyToCents(value) ?? 0) > 0, { error: 'validation.positive', abort: true }),
      z.refine((value) => (moneyToCents(value) ?? 0) <= MAX_CENTS, { error: 'validation.max' }),
    ),
  }))();

const toValues = (r: RecurringReimbursement): RecurringReimbursementValues => ({
  description: r.description,
  amount: r.amount,
});

/**
 * Headless add or edit form of an employee's recurring reimbursement (contract.md#reimbursements):
 * a description and an amount above 0 and at most 1,000,000 (`validation.max` with
 * {@link RECURRING_REIMBURSEMENT_MAX}), checked before any request and again by the service on
 * its field; one idempotency key per add; edits version-aware (a colleague's change is a conflict
 * to resolve, never overwritten). Regular payrolls pay it untaxed beside the net pay.
 *
 * @example
 * const { form, submit } = useRecurringReimbursementForm({ companyId, employeeId });
 * <form onSubmit={submit}>
 *   <input {...form.register('description')} />
 *   <input {...form.register('amount')} inputMode="decimal" />
 * </form>
 */
export function useRecurringReimbursementForm(
  options: RecurringReimbursementFormOptions,
): RecurringReimbursementForm {
  const { companyId, employeeId, reimbursement } = options;
  const create = useCreateRecurringReimbursement(companyId, employeeId);
  return useRecordForm({
    ...options,
    schema: formSchema,
    empty: EMPTY,
    record: reimbursement,
    toValues,
    create: create.mutateAsync,
    update: useUpdateRecurringReimbursement(companyId, employeeId, reimbursement?.uuid ?? ''),
    changes: (values) => values,
  });
}
