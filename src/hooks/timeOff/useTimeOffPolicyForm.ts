import { useCallback, useMemo } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import * as z from 'zod/mini';
import type { FieldIssue } from '../../api/fieldErrors';
import type { TimeOffPolicy, TimeOffPolicyBody } from '../../api/timeOff/types';
import type { ConflictChoice, VersionConflict } from '../../api/versionedUpdate';
import {
  accrualFieldsFor,
  accrualSettings,
  timeOffPolicySchema,
  type AccrualField,
} from '../schemas/timeOff';
import { useApiForm } from '../useApiForm';
import { useCreateTimeOffPolicy, useUpdateTimeOffPolicy, type ActiveTimeOffPolicy } from './policyMutations';
import { useTimeOffPolicy } from './policyQueries';

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

/** The form's values of a stored policy. */
function toValues(policy: TimeOffPolicy): TimeOffPolicyValues {
  return {
    name: policy.name,
    policy_type: policy.policy_type,
    accrual_method: policy.accrual_method,
    accrual_rate: policy.accrual_rate ?? '',
    accrual_rate_unit: policy.accrual_rate_unit ?? '',
    carryover_limit_hours: policy.carryover_limit_hours ?? '',
    max_accrual_hours_per_year: policy.max_accrual_hours_per_year ?? '',
    max_hours: policy.max_hours ?? '',
    accrual_waiting_period_days:
      policy.accrual_waiting_period_days == null ? '' : String(policy.accrual_waiting_period_days),
    policy_reset_date: policy.policy_reset_date ?? '',
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
export interface TimeOffPolicyForm {
  form: UseFormReturn<TimeOffPolicyValues>;
  submit: () => Promise<void>;
  formErrors: FieldIssue[];
  isSubmitting: boolean;
  isLoading: boolean;
  loadError: Error | null;
  /** The stored policy (editing). */
  policy: TimeOffPolicy | undefined;
  /** The accrual settings the chosen method takes: show exactly these. */
  accrualFields: AccrualField[];
  conflict: VersionConflict<ActiveTimeOffPolicy> | undefined;
  resolveConflict: (choice: ConflictChoice) => Promise<void>;
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
  const updater = useUpdateTimeOffPolicy(companyId, policyId ?? '');
  const stored = useMemo(() => (policy ? toValues(policy) : undefined), [policy]);

  const save = useCallback(
    async (values: TimeOffPolicyValues): Promise<{ policy: TimeOffPolicy; created: boolean } | undefined> => {
      // The resolver hands over the parsed values.
      const body = toBody(values as unknown as Parsed);
      if (!policy) return { policy: await create.mutateAsync(body), created: true };
      // The type is chosen once; only what the user changed is sent.
      const { policy_type: _type, ...changes } = body;
      const result = await updater.update(
        changes as Partial<ActiveTimeOffPolicy>,
        policy as ActiveTimeOffPolicy,
      );
      return result.status === 'conflict' ? undefined : { policy: result.data, created: false };
    },
    [policy, create, updater],
  );

  const api = useApiForm<TimeOffPolicyValues, { policy: TimeOffPolicy; created: boolean } | undefined>({
    schema: formSchema as unknown as z.ZodMiniType<TimeOffPolicyValues, unknown>,
    defaultValues: { ...EMPTY, ...defaultValues },
    values: stored,
    resetOptions: { keepDirtyValues: true },
    onSubmit: save,
    onSuccess: (saved, values) => {
      if (!saved) return;
      api.form.reset(values);
      onSaved?.(saved.policy, saved.created);
    },
  });
  const method = useWatch({ control: api.form.control, name: 'accrual_method' });

  const resolveConflict = useCallback(
    async (choice: ConflictChoice) => {
      const result = await updater.resolveConflict(choice);
      if (result.status !== 'conflict') onSaved?.(result.data, false);
    },
    [updater, onSaved],
  );

  return {
    form: api.form,
    submit: api.submit,
    formErrors: api.formErrors,
    isSubmitting: api.isSubmitting,
    isLoading: Boolean(policyId) && loaded.isLoading,
    loadError: policyId ? loaded.error : null,
    policy,
    accrualFields: method ? accrualFieldsFor(method) : [],
    conflict: updater.conflict,
    resolveConflict,
  };
}
