import * as z from 'zod/mini';
import type { Signatory, SignatoryBody } from '../../api/company/types';
import {
  email,
  isoDate,
  optional,
  phoneNumber,
  requiredText,
  ssn,
  stateCode,
  zipCode,
} from '../schemas/fields';
import { useRecordForm, type RecordForm } from '../useRecordForm';
import { useCreateSignatory, useDeleteSignatory, useUpdateSignatory } from './mutations';
import { useSignatory } from './queries';
import { phoneDigits } from '../schemas/phone';
import { formText } from '../formText';

/**
 * Values of the signatory form. `ssn` is blank when one is on file (it is write-only): left
 * blank, the one on file stays.
 *
 * @example
 * const values: SignatoryValues = { first_name: 'Mary', last_name: 'Jackson', email: 'mary@example.com', title: 'Managing Member', phone: '5125550111', ssn: '123456789', birthday: '1981-04-09', home_address: { street_1: '1 Lamar Blvd', city: 'Austin', state: 'TX', zip: '78703' } };
 */
export interface SignatoryValues {
  first_name: string;
  last_name: string;
  email: string;
  title: string;
  phone: string;
  ssn: string;
  birthday: string;
  home_address: { street_1: string; street_2?: string; city: string; state: string; zip: string };
}

/**
 * What the signatory form sends: the create or update body, the SSN left out when blank (an edit
 * keeps the one on file; a create without one is refused on its field by the service).
 *
 * @example
 * const body: SignatoryOutput = { first_name: 'Mary', last_name: 'Jackson', email: 'mary@example.com', title: 'Managing Member', phone: '5125550111', birthday: '1981-04-09', home_address: { street_1: '1 Lamar Blvd', city: 'Austin', state: 'TX', zip: '78703' } };
 */
export type SignatoryOutput = Omit<SignatoryBody, 'ssn'> & { ssn?: string };

/**
 * What {@link useSignatoryForm} returns.
 *
 * @example
 * const { form, submit, signatory } = useSignatoryForm(companyId);
 */
export interface SignatoryForm extends RecordForm<Signatory, SignatoryValues, SignatoryOutput> {
  /** The company's signatory once there is one. */
  signatory: Signatory | null | undefined;
  isLoading: boolean;
  /** Remove the signatory (a company has one) and blank the form for the next. */
  remove: () => Promise<void>;
}

const EMPTY: SignatoryValues = {
  first_name: '',
  last_name: '',
  email: '',
  title: '',
  phone: '',
  ssn: '',
  birthday: '',
  home_address: { street_1: '', street_2: '', city: '', state: '', zip: '' },
};

const schema = /* @__PURE__ */ (() =>
  z.object({
    first_name: requiredText,
    last_name: requiredText,
    email,
    title: requiredText,
    // A masked phone input types separators: `(512) 555-0111` is sent as `5125550111`.
    phone: z.pipe(
      z.transform((v: unknown) => (typeof v === 'string' ? phoneDigits(v) : v)),
      phoneNumber,
    ),
    // Required on create by the service (its error lands here); blank on edit keeps the one on file.
    ssn: optional(
      z.pipe(
        z.transform((v: unknown) => (typeof v === 'string' ? v.replace(/-/g, '') : v)),
        ssn,
      ),
    ),
    birthday: isoDate,
    home_address: z.object({
      street_1: requiredText,
      street_2: optional(z.string()),
      city: requiredText,
      state: stateCode,
      zip: zipCode,
    }),
  }))();

const ADDRESS_TEXT = ['street_1', 'street_2', 'city', 'state', 'zip'] as const;

function toValues(signatory: Signatory): SignatoryValues {
  const home = signatory.home_address;
  return {
    ...formText(signatory, ['first_name', 'last_name', 'email', 'title', 'phone', 'birthday']),
    ssn: '',
    home_address: formText(home, ADDRESS_TEXT),
  };
}

/** The email cannot change; a blank SSN keeps the one on file. */
function changes(body: SignatoryOutput): Partial<Signatory> {
  const { email: _email, ssn: typed, ...rest } = body;
  return { ...rest, ...(typed ? { ssn: typed } : {}) } as Partial<Signatory>;
}

/**
 * Headless form of the company's signatory (one per company): creates it with every field
 * identity verification needs (idempotent per user action), or edits it version-aware. The SSN is
 * write-only; the service's errors land on their fields (`home_address.zip` included).
 *
 * @example
 * const { form, submit, signatory } = useSignatoryForm(companyId);
 * <form onSubmit={submit}>
 *   <input {...form.register('first_name')} />
 *   <input {...form.register('home_address.zip')} />
 * </form>
 */
export function useSignatoryForm(
  companyId: string,
  options: { onSaved?: (signatory: Signatory, created: boolean) => void } = {},
): SignatoryForm {
  const query = useSignatory(companyId);
  const signatory = query.data ?? undefined;
  const create = useCreateSignatory(companyId);
  const update = useUpdateSignatory(companyId, signatory?.uuid ?? '');
  const deletion = useDeleteSignatory(companyId);
  const record = useRecordForm({
    schema,
    empty: EMPTY,
    record: signatory,
    toValues,
    // Sent as typed: without an SSN the service's refusal lands on its field.
    create: (body) => create.mutateAsync(body as SignatoryBody),
    update,
    changes,
    onSaved: options.onSaved,
  });
  return {
    ...record,
    signatory: query.data,
    isLoading: query.isLoading,
    remove: async () => {
      if (!signatory) return;
      await deletion.mutateAsync(signatory.uuid);
      record.form.reset(EMPTY);
    },
  };
}
