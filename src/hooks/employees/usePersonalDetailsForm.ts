import { useMemo } from 'react';
import * as z from 'zod/mini';
import type { Employee, EmployeeUpdate, OnboardingStatus } from '../../api/employees/types';
import { useCreateEmployee, useUpdateEmployee } from './mutations';
import { useEmployee } from './queries';
import { useTransitionOnboardingStatus } from '../onboarding/mutations';
import { employeeSchema } from '../schemas/employee';
import { useRecordForm, type RecordForm } from '../useRecordForm';
import { formText } from '../formText';

/**
 * Who fills in the employee's details (contract.md#employees): the admin now, the employee later
 * (marked for self-onboarding), or the employee after an invitation sent right away.
 *
 * @example
 * const choice: OnboardingChoice = 'invite';
 */
export type OnboardingChoice = 'admin' | 'self' | 'invite';

/**
 * Values of the personal details form: the employee fields plus the onboarding choice.
 *
 * @example
 * const values: PersonalDetailsValues = { first_name: 'Ada', last_name: 'Lovelace', onboarding_choice: 'admin' };
 */
export interface PersonalDetailsValues {
  first_name: string;
  last_name: string;
  middle_initial?: string;
  preferred_first_name?: string;
  email?: string;
  work_email?: string;
  date_of_birth?: string;
  /** Typed digits only; the stored SSN is never read back into the form. */
  ssn?: string;
  onboarding_choice: OnboardingChoice;
}

/**
 * Options of {@link usePersonalDetailsForm}.
 *
 * @example
 * usePersonalDetailsForm({ companyId, onSaved: (employee) => setEmployeeId(employee.uuid) });
 */
export interface PersonalDetailsFormOptions {
  companyId: string;
  /** The employee to edit; leave out to create one. */
  employeeId?: string;
  /** Prefill (e.g. from the partner's HR record). Never pass an SSN you did not just collect. */
  defaultValues?: Partial<PersonalDetailsValues>;
  /** Called after a save (create, update or a resolved conflict). */
  onSaved?: (employee: Employee, info: { created: boolean }) => void;
}

/**
 * What {@link usePersonalDetailsForm} returns: enough to render the step with any markup.
 *
 * @example
 * const { form, submit, formErrors, conflict } = usePersonalDetailsForm({ companyId });
 */
export interface PersonalDetailsForm extends RecordForm<
  Employee,
  PersonalDetailsValues,
  PersonalDetailsOutput
> {
  /** The stored employee is still loading (edit mode only). */
  isLoading: boolean;
  /** Why the stored data could not be loaded, if it could not: the step shows that, not an empty form. */
  loadError: Error | null;
  employee: Employee | undefined;
  /** The service holds an SSN: the SSN input may stay blank (it is never echoed back). */
  hasSsn: boolean;
}

/**
 * The personal details once parsed: blanks are `undefined`, the SSN is nine digits.
 *
 * @example
 * const parsed: PersonalDetailsOutput = { first_name: 'Ada', last_name: 'Lovelace', onboarding_choice: 'admin' };
 */
export type PersonalDetailsOutput = z.output<ReturnType<typeof personalDetailsSchema>>;

const EMPTY: PersonalDetailsValues = {
  first_name: '',
  last_name: '',
  middle_initial: '',
  preferred_first_name: '',
  email: '',
  work_email: '',
  date_of_birth: '',
  ssn: '',
  onboarding_choice: 'admin',
};

/** The status an existing employee's choice maps to, and back (contract.md#employees transitions). */
function choiceOf(status: OnboardingStatus | null | undefined): OnboardingChoice {
  if (status === 'self_onboarding_pending_invite') return 'self';
  if (status === 'self_onboarding_invited') return 'invite';
  return 'admin';
}
const STATUS_OF: Record<OnboardingChoice, OnboardingStatus> = {
  admin: 'admin_onboarding_incomplete',
  self: 'self_onboarding_pending_invite',
  invite: 'self_onboarding_invited',
};

/**
 * The schema of the step: the shared employee rules, the SSN read without its mask, and, when
 * the admin onboards, the date of birth and SSN the service needs to call the step complete.
 */
function personalDetailsSchema(hasSsn: boolean) {
  return z.pipe(
    z.transform<unknown, unknown>((input) => {
      const values = { ...(input as Record<string, unknown>) };
      // The masked input shows ###-##-####; the service takes nine digits.
      if (typeof values.ssn === 'string') values.ssn = values.ssn.replace(/-/g, '');
      values.self_onboarding = values.onboarding_choice !== 'admin';
      return values;
    }),
    z
      .intersection(employeeSchema, z.object({ onboarding_choice: z.enum(['admin', 'self', 'invite']) }))
      .check(
        z.superRefine((values, context) => {
          if (values.onboarding_choice !== 'admin') return;
          if (!values.date_of_birth) {
            context.addIssue({ code: 'custom', path: ['date_of_birth'], message: 'validation.required' });
          }
          if (!values.ssn && !hasSsn) {
            context.addIssue({ code: 'custom', path: ['ssn'], message: 'validation.required' });
          }
        }),
      ),
  );
}

function toValues(employee: Employee): PersonalDetailsValues {
  return {
    first_name: employee.first_name,
    last_name: employee.last_name,
    ...formText(employee, ['middle_initial', 'preferred_first_name', 'email', 'work_email', 'date_of_birth']),
    ssn: '',
    onboarding_choice: choiceOf(employee.onboarding_status),
  };
}

/** What an edit sends: a field left blank is cleared (null); a blank SSN keeps the one on file. */
function toUpdate(values: PersonalDetailsOutput): EmployeeUpdate {
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    middle_initial: values.middle_initial ?? null,
    preferred_first_name: values.preferred_first_name ?? null,
    email: values.email,
    work_email: values.work_email,
    date_of_birth: values.date_of_birth,
    ...(values.ssn ? { ssn: values.ssn } : {}),
  };
}

/** Saved: a typed SSN is cleared from the screen, never kept. */
const withoutSsn = (values: PersonalDetailsValues) => ({ ...values, ssn: '' });

/**
 * Headless personal-details step: create the employee (one idempotency key per user action) or
 * update it (version-aware, with automatic merge and a conflict when a colleague changed the
 * same field), plus the self-onboarding choice. The SSN is never put back into the form.
 *
 * @example
 * const { form, submit, formErrors, hasSsn } = usePersonalDetailsForm({ companyId, employeeId });
 * <form onSubmit={submit}><input {...form.register('first_name')} /></form>
 */
export function usePersonalDetailsForm(options: PersonalDetailsFormOptions): PersonalDetailsForm {
  const { companyId, employeeId, onSaved } = options;
  const employeeQuery = useEmployee(employeeId);
  const employee = employeeId ? employeeQuery.data : undefined;
  const create = useCreateEmployee(companyId);
  const transition = useTransitionOnboardingStatus(employeeId ?? '');
  const hasSsn = Boolean(employee?.has_ssn);
  const schema = useMemo(() => personalDetailsSchema(hasSsn), [hasSsn]);

  const record = useRecordForm({
    ...options,
    schema,
    empty: EMPTY,
    record: employee,
    toValues,
    create: async ({ onboarding_choice: choice, ...values }) => {
      // `self_onboarding: true` lands on pending-invite. Inviting needs the employee's job with pay
      // and work address first (DECISIONS 62), so a new employee is never invited on creation:
      // 'invite' is a move of an existing employee's form, once those steps are done.
      return create.mutateAsync({ ...values, self_onboarding: choice !== 'admin' });
    },
    update: useUpdateEmployee(employeeId ?? ''),
    changes: (values) => toUpdate(values) as Partial<Employee>,
    afterSave: async (saved, values, created) => {
      const choice = values.onboarding_choice;
      if (!created && employee && choice !== choiceOf(employee.onboarding_status)) {
        await transition.mutateAsync(STATUS_OF[choice]);
      }
      return saved;
    },
    savedValues: withoutSsn,
    onSaved: onSaved && ((saved: Employee, created: boolean) => onSaved(saved, { created })),
  });

  return {
    ...record,
    isLoading: Boolean(employeeId) && employeeQuery.isLoading,
    loadError: employeeQuery.error,
    employee,
    hasSsn,
  };
}
