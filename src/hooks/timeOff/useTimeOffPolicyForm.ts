import { useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import type { TimeOffPolicy, TimeOffPolicyBody } from '../../api/timeOff/types';
import {
  accrualFieldsFor,
  accrualSettings,
  timeOffPolicySchema,
  type AccrualField,
} from '../schemas/timeOff';
import { useRecordForm, type RecordForm } from '../useRecordForm';
import { useCreateTimeOffPolicy, useUpdateTimeOffPolicy, type ActiveTimeOffPolicy } from './policyMutations';
import { useTimeOffPolicy } from './policyQueries';
import { formText } from '../formText';

/**
 * Values of the policy form, as typed (numbers as text, empty for "none").
 *
 * @example
 * const values: TimeOffPolicyValues = { ...EMPTY_POLICY, name: 'Vacation', accrual_method: 'per_pay_period', accrual_rate: '4' };
 */
export interface TimeOffPolicyValues {
  name: string;
  policy_type: string;
  accrual_method: string;
  accrual_rate: string;
  accrual_rate_unit: string;
  carryover_limit_hours: string;
  max_accrual_hours_per_year: string;
  max_hours: string;
  accrual_waiting_period_days: string;
  policy_reset_date: string;
  paid_out_on_termination: boolean;
}

const EMPTY: TimeOffPolicyValues = {
  name: '',
  policy_type: '',
  accrual_method: '',
  accrual_rate: '',
  accrual_rate_unit: '',
  carryover_limit_hours: '',
  max_accrual_hours_per_year: '',
  max_hours: '',
  accrual_waiting_period_days: '',
  policy_reset_date: '',
  paid_out_on_termination: false,
};

/** Settings the chosen method does not take are hidden, so they are left out, not refused. */
const formSchema = /* @__PURE__ */ (() =>
  z.pipe(
    z.transform((value: unknown) => {
      const values = { ...(value as TimeOffPolicyValues) } as Record<string, unknown>;
      const allowed = accrualFieldsFor(String(values.accrual_method ?? ''));
      for (const field of accrualSettings) if (!allowed.includes(field)) values[field] = undefined;
      return values;
    }),
    timeOffPolicySchema,
  ))();

type Parsed = z.infer<typeof timeOffPolicySchema>;

/** The body: every accrual setting sent, `null` where the method takes none (so a switch clears it). */
function toBody(values: Parsed): TimeOffPolicyBody {
  const text = (field: Exclude<AccrualField, 'accrual_waiting_period_days'>) => values[field] ?? null;
  return {
    name: values.name,
    policy_type: values.policy_type,
    accrual_method: values.accrual_method,
    accrual_rate: text('accrual_rate'),
    accrual_rate_unit: text('accrual_rate_unit'),
    carryover_limit_hours: text('carryover_limit_hours'),
    max_accrual_hours_per_year: text('max_accrual_hours_per_year'),
    max_hours: text('max_hours'),
    accrual_waiting_period_days:
      values.accrual_waiting_period_days === undefined ? null : Number(values.accrual_waiting_period_days),
    policy_reset_date: values.policy_reset_date ?? null,
    paid_out_on_termination: values.paid_out_on_termination ?? false,
  };
}

/** A policy that has a version to update with (every stored one the service answers with). */
const isActive = (policy: TimeOffPolicy): policy is ActiveTimeOffPolicy => policy.version !== null;

/** The form's values of a stored policy. */
function toValues(policy: TimeOffPolicy): TimeOffPolicyValues {
  return {
    name: policy.name,
    policy_type: policy.policy_type,
    accrual_method: policy.accrual_method,
    ...formText(policy, [
      'accrual_rate',
      'accrual_rate_unit',
      'carryover_limit_hours',
      'max_accrual_hours_per_year',
      'max_hours',
      'policy_reset_date',
    ]),
    accrual_waiting_period_days:
      policy.accrual_waiting_period_days == null ? '' : String(policy.accrual_waiting_period_days),
    paid_out_on_termination: policy.paid_out_on_termination,
  };
}

/** Options of {@link useTimeOffPolicyForm}. */
export interface TimeOffPolicyFormOptions {
  companyId: string;
  /** The policy to edit; without it the form creates one. */
  policyId?: string;
  defaultValues?: Partial<TimeOffPolicyValues>;
  /** Saved (created, updated, or a conflict settled). */
  onSaved?: (policy: TimeOffPolicy, created: boolean) => void;
}

/** What {@link useTimeOffPolicyForm} returns. */
export interface TimeOffPolicyForm extends RecordForm<
  ActiveTimeOffPolicy,
  TimeOffPolicyValues,
  z.output<typeof timeOffPolicySchema>
> {
  isLoading: boolean;
  loadError: Error | null;
  /** The stored policy (editing). */
  policy: TimeOffPolicy | undefined;
  /** The accrual settings the chosen method takes: show exactly these. */
  accrualFields: AccrualField[];
}

/**
 * Headless create/edit form of a time off policy (contract.md#time-off): name, vacation or sick, an
 * accrual method and only the settings that method takes (`accrualFields`), reset date `MM-DD`,
 * waiting period, paid out on termination. Client rules mirror the service's; its refusals land
 * on their fields with every typed value kept; a create is idempotent per user action; an edit is
 * version-aware (a colleague's change to the same field comes back as `conflict`).
 *
 * @example
 * const { form, submit, accrualFields } = useTimeOffPolicyForm({ companyId, onSaved: close });
 * accrualFields.includes('accrual_rate_unit'); // per-hour methods only
 */
export function useTimeOffPolicyForm(options: TimeOffPolicyFormOptions): TimeOffPolicyForm {
  const { companyId, policyId, defaultValues, onSaved } = options;
  const loaded = useTimeOffPolicy(policyId);
  const policy = policyId ? loaded.data : undefined;
  const create = useCreateTimeOffPolicy(companyId);
  const record = useRecordForm<ActiveTimeOffPolicy, TimeOffPolicyValues, z.output<typeof formSchema>>({
    schema: formSchema,
    empty: EMPTY,
    defaultValues,
    record: policy && isActive(policy) ? policy : undefined,
    toValues,
    create: async (values) => {
      const created = await create.mutateAsync(toBody(values));
      if (!isActive(created)) throw new Error('A new time off policy has no version');
      return created;
    },
    update: useUpdateTimeOffPolicy(companyId, policyId ?? ''),
    // The type is chosen once; only what the user changed is sent.
    changes: (values) => {
      const { policy_type: _type, ...changes } = toBody(values);
      return changes;
    },
    onSaved,
  });
  const method = useWatch({ control: record.form.control, name: 'accrual_method' });
  return {
    ...record,
    isLoading: Boolean(policyId) && loaded.isLoading,
    loadError: policyId ? loaded.error : null,
    policy,
    accrualFields: method ? accrualFieldsFor(method) : [],
  };
}
