import { useMemo } from 'react';
import * as z from 'zod/mini';
import type {
  Contractor,
  ContractorBody,
  ContractorType,
  ContractorWageType,
} from '../../api/contractors/types';
import {
  checkbox,
  EIN_PATTERN,
  einPrefixIssued,
  isoDate,
  money,
  SSN_PATTERN,
  stateCode,
} from '../schemas/fields';
import { useRecordForm, type RecordForm } from '../useRecordForm';
import { useCreateContractor, useUpdateContractor } from './mutations';
import { useContractor } from './queries';

/**
 * Values of the contractor form. `ssn` and `ein` are blank when one is on file (they are
 * write-only): left blank, the one on file stays.
 *
 * @example
 * const values: ContractorValues = { ...blankContractor, type: 'Individual', wage_type: 'Hourly', hourly_rate: '42.50', start_date: '2026-06-01', first_name: 'Katherine', last_name: 'Johnson', ssn: '123456789' };
 */
export interface ContractorValues {
  type: ContractorType;
  wage_type: ContractorWageType;
  hourly_rate: string;
  start_date: string;
  first_name: string;
  last_name: string;
  middle_initial: string;
  ssn: string;
  business_name: string;
  ein: string;
  email: string;
  self_onboarding: boolean;
  file_new_hire_report: boolean;
  work_state: string;
}

/**
 * The fields a contractor of this type and wage type has, in form order: names and SSN for an
 * Individual (and the new-hire report), business name and EIN for a Business, the rate for Hourly.
 *
 * @example
 * contractorFields({ type: 'Business', wage_type: 'Hourly' }); // [..., 'business_name', 'ein', 'hourly_rate', ...]
 */
export function contractorFields(
  values: Pick<ContractorValues, 'type' | 'wage_type'>,
): Array<keyof ContractorValues> {
  const identity: Array<keyof ContractorValues> =
    values.type === 'Business'
      ? ['business_name', 'ein']
      : ['first_name', 'middle_initial', 'last_name', 'ssn', 'file_new_hire_report', 'work_state'];
  const pay: Array<keyof ContractorValues> = values.wage_type === 'Hourly' ? ['hourly_rate'] : [];
  return ['type', ...identity, 'wage_type', ...pay, 'start_date', 'email', 'self_onboarding'];
}

/**
 * A blank contractor form.
 *
 * @example
 * useContractorForm(companyId, { defaultValues: { ...blankContractor, type: 'Business' } });
 */
export const blankContractor: ContractorValues = {
  type: 'Individual',
  wage_type: 'Fixed',
  hourly_rate: '',
  start_date: '',
  first_name: '',
  last_name: '',
  middle_initial: '',
  ssn: '',
  business_name: '',
  ein: '',
  email: '',
  self_onboarding: false,
  file_new_hire_report: false,
  work_state: '',
};

const text = () => z.string();
const digitsOnly = (value: string) => value.trim().replace(/-/g, '');

/** The values as sent: only the fields of the contractor's type, blanks left out or cleared. */
function toBody(v: ContractorValues): ContractorBody {
  const blankAsNull = (value: string) => (value.trim() === '' ? null : value.trim());
  const body: ContractorBody = {
    type: v.type,
    wage_type: v.wage_type,
    start_date: v.start_date,
    email: blankAsNull(v.email),
    self_onboarding: v.self_onboarding,
  };
  if (v.wage_type === 'Hourly') body.hourly_rate = v.hourly_rate.trim();
  if (v.type === 'Business') {
    body.business_name = v.business_name.trim();
    if (v.ein.trim()) body.ein = digitsOnly(v.ein);
  } else {
    body.first_name = v.first_name.trim();
    body.last_name = v.last_name.trim();
    body.middle_initial = blankAsNull(v.middle_initial);
    if (v.ssn.trim()) body.ssn = digitsOnly(v.ssn);
    body.file_new_hire_report = v.file_new_hire_report;
    body.work_state = blankAsNull(v.work_state);
  }
  return body;
}

/**
 * The contractor rules of DECISIONS 55, each on its field: names for an Individual, a business
 * name for a Business, a 9-digit SSN or EIN when one is typed, a rate for Hourly, an email to
 * self-onboard, a work state for a new-hire report. The valid values become the body on the way
 * out (`toBody`), not in the schema: a pipe and a transform would bring two schema types into the
 * bundle for this alone.
 */
const schema = /* @__PURE__ */ (() =>
  z
    .object({
      type: z.enum(['Individual', 'Business'], { error: 'validation.required' }),
      wage_type: z.enum(['Fixed', 'Hourly'], { error: 'validation.required' }),
      hourly_rate: text(),
      // Checked with the rest below: a blank date must not hide the other fields' problems.
      start_date: text(),
      first_name: text(),
      last_name: text(),
      middle_initial: text(),
      ssn: text(),
      business_name: text(),
      ein: text(),
      email: text(),
      self_onboarding: checkbox(),
      file_new_hire_report: checkbox(),
      work_state: text(),
    })
    .check(
      // A plain check, not superRefine: its issues are written whole, without addIssue's wrapper.
      z.check<ContractorValues>((payload) => {
        const v = payload.value;
        const flag = (path: keyof ContractorValues, message: string) =>
          payload.issues.push({ code: 'custom', path: [path], message, input: v[path] });
        const required = (path: keyof ContractorValues) => {
          if (!String(v[path]).trim()) flag(path, 'validation.required');
        };
        const start = isoDate.safeParse(v.start_date);
        if (!start.success) flag('start_date', start.error.issues[0]?.message ?? 'validation.date');
        if (v.type === 'Individual') {
          required('first_name');
          required('last_name');
          if (v.ssn.trim() && !SSN_PATTERN.test(digitsOnly(v.ssn))) flag('ssn', 'validation.ssn');
          if (v.file_new_hire_report) required('work_state');
          if (v.work_state.trim() && !stateCode.safeParse(v.work_state.trim()).success)
            flag('work_state', 'validation.state');
        } else {
          required('business_name');
          if (v.ein.trim() && !EIN_PATTERN.test(v.ein.trim())) flag('ein', 'validation.ein');
          else if (v.ein.trim() && !einPrefixIssued(v.ein)) flag('ein', 'validation.einPrefix');
        }
        if (v.wage_type === 'Hourly') {
          if (!v.hourly_rate.trim()) flag('hourly_rate', 'validation.required');
          else {
            const rate = money.safeParse(v.hourly_rate.trim());
            if (!rate.success) flag('hourly_rate', rate.error.issues[0]?.message ?? 'validation.money');
          }
        }
        if (v.self_onboarding) required('email');
        // z.email's own pattern, tested directly: the email schema type is in the bundle for this alone.
        if (v.email.trim() && !z.regexes.email.test(v.email.trim())) flag('email', 'validation.email');
      }),
    ))();

function toValues(c: Contractor): ContractorValues {
  const values = Object.fromEntries(
    Object.entries(blankContractor).map(([key, blank]) => [key, c[key as keyof Contractor] ?? blank]),
  );
  // The SSN and EIN are write-only: the form starts them blank (the one on file stays).
  return { ...values, ssn: '', ein: '' } as ContractorValues;
}

/** An update sends the body; a blank SSN or EIN is left out, keeping the one on file. */
const changes = (values: ContractorValues) => toBody(values) as Partial<Contractor>;

/** The fields a contractor gives on their own profile step (UPSTREAM-3 L.2). */
const PROFILE_FIELDS = ['first_name', 'middle_initial', 'last_name', 'ssn', 'business_name', 'ein'] as const;

/**
 * A contractor's own profile update: their names and SSN, or business name and EIN, nothing else
 * (type, pay, dates and the new-hire report stay the admin's; a person session may not send them).
 */
const profileChanges = (values: ContractorValues) => {
  const body = toBody(values);
  return Object.fromEntries(
    PROFILE_FIELDS.filter((key) => key in body).map((key) => [key, body[key]]),
  ) as Partial<Contractor>;
};

/**
 * The profile step's rules: the form's, and the SSN (an Individual's) or EIN (a Business's) when
 * none is on file, since the contractor's basic details are not done without it.
 */
const profileSchema = (taxIdOnFile: boolean) =>
  schema.check(
    z.check<ContractorValues>((payload) => {
      const tin = payload.value.type === 'Business' ? 'ein' : 'ssn';
      if (!taxIdOnFile && !payload.value[tin].trim())
        payload.issues.push({ code: 'custom', path: [tin], message: 'validation.required', input: '' });
    }),
  );

/**
 * Options of {@link useContractorForm}.
 *
 * @example
 * useContractorForm(companyId, { contractorId, onSaved: (c, created) => next(c.uuid) });
 */
export interface ContractorFormOptions {
  /** The contractor to edit; left out, the form adds one. */
  contractorId?: string;
  /** A partner's prefill of a blank form. */
  defaultValues?: Partial<ContractorValues>;
  onSaved?: (contractor: Contractor, created: boolean) => void;
  /**
   * The contractor's own profile step (self-onboarding): only their names and SSN, or business
   * name and EIN, are sent, and the number is required while none is on file.
   */
  profile?: boolean;
}

/**
 * What {@link useContractorForm} returns.
 *
 * @example
 * const { form, submit, contractor } = useContractorForm(companyId);
 */
export interface ContractorForm extends RecordForm<Contractor, ContractorValues> {
  contractor: Contractor | undefined;
  isLoading: boolean;
  /** The contractor being edited could not be read. */
  loadError: Error | null;
}

/**
 * Headless form of a contractor's details by type (Individual or Business) and wage type (Fixed
 * or Hourly): adds one (idempotent per user action) or edits one version-aware. Bad input is
 * refused on its field before anything is sent (an 8-digit SSN on `ssn`, Hourly without a rate on
 * `hourly_rate`); the service's errors land on their fields too. The SSN and EIN are write-only.
 * Show the fields {@link contractorFields} names for the values on screen.
 *
 * @example
 * const { form, submit } = useContractorForm(companyId, { onSaved: (c) => openContractor(c.uuid) });
 * const fields = contractorFields(form.watch());
 * <form onSubmit={submit}>{fields.includes('ssn') && <input {...form.register('ssn')} />}</form>
 */
export function useContractorForm(companyId: string, options: ContractorFormOptions = {}): ContractorForm {
  const contractorId = options.contractorId ?? '';
  const query = useContractor(contractorId);
  const create = useCreateContractor(companyId);
  const update = useUpdateContractor(companyId, contractorId);
  const contractor = contractorId ? query.data : undefined;
  const taxIdOnFile = Boolean(contractor?.type === 'Business' ? contractor.has_ein : contractor?.has_ssn);
  const profile = Boolean(options.profile);
  const rules = useMemo(() => (profile ? profileSchema(taxIdOnFile) : schema), [profile, taxIdOnFile]);
  const record = useRecordForm({
    schema: rules,
    empty: blankContractor,
    defaultValues: options.defaultValues,
    record: contractorId ? query.data : undefined,
    toValues,
    create: (values) => create.mutateAsync(toBody(values)),
    update,
    changes: profile ? profileChanges : changes,
    // A saved SSN or EIN is on file: the form shows it blank again.
    savedValues: (values) => ({ ...values, ssn: '', ein: '' }),
    onSaved: options.onSaved,
  });
  return {
    ...record,
    contractor: query.data,
    isLoading: contractorId !== '' && query.isLoading,
    loadError: contractorId !== '' ? query.error : null,
  };
}
