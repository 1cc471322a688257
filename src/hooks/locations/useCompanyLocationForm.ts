import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { Page } from '../../api/pagination';
import type { Location, LocationBody } from '../../api/locations/types';
import { useCreateLocation, useUpdateLocation } from './mutations';
import { usePayrollClient } from '../PayrollClientProvider';
import * as queryKeys from '../queryKeyTable';
import * as locationQueries from './queryOptions';
import { checkbox, phoneNumber, requiredText, stateCode, zipCode } from '../schemas/fields';
import { formatPhone, phoneDigits } from '../schemas/phone';
import { sameBody, useRecordForm, type RecordForm } from '../useRecordForm';

/**
 * Values of the company location form, as typed. `phone_number` may carry the usual separators
 * (`(415) 555-0100`); they are stripped before the 10-digit check and the request.
 *
 * @example
 * const values: CompanyLocationValues = { phone_number: '4155550100', street_1: '525 Market St', city: 'San Francisco', state: 'CA', zip: '94105' };
 */
export interface CompanyLocationValues {
  phone_number: string;
  street_1: string;
  street_2?: string;
  city: string;
  state: string;
  zip: string;
  mailing_address?: boolean;
  filing_address?: boolean;
}

/**
 * Options of {@link useCompanyLocationForm}.
 *
 * @example
 * useCompanyLocationForm({ companyId, locationId, onSaved: (location) => close(location.uuid) });
 */
export interface CompanyLocationFormOptions {
  companyId: string;
  /** The location to edit; without it the form adds a new one. */
  locationId?: string;
  defaultValues?: Partial<CompanyLocationValues>;
  /** After a create, an update or a resolved conflict; `created` tells which. */
  onSaved?: (location: Location, created: boolean) => void;
}

/**
 * What {@link useCompanyLocationForm} returns.
 *
 * @example
 * const { form, submit, formErrors, conflict, resolveConflict } = useCompanyLocationForm({ companyId });
 */
export interface CompanyLocationForm extends RecordForm<Location, CompanyLocationValues> {
  /** Editing: the company's locations are still loading. */
  isLoading: boolean;
  loadError: Error | null;
  /** The location being edited, as the list shows it (undefined when adding). */
  location: Location | undefined;
}

const EMPTY: CompanyLocationValues = {
  phone_number: '',
  street_1: '',
  street_2: '',
  city: '',
  state: '',
  zip: '',
  mailing_address: false,
  filing_address: false,
};

/**
 * contract.md#fields rules, the phone read without its separators. The values become the body on
 * the way out (`toBody`), not in the schema: a pipe, a transform and optional fields would bring
 * four schema types into the bundle for this alone.
 */
const formSchema = /* @__PURE__ */ (() =>
  z.object({
    phone_number: z
      .string()
      .check(
        z.refine((text) => phoneNumber.safeParse(phoneDigits(text)).success, { error: 'validation.phone' }),
      ),
    street_1: requiredText,
    street_2: z.string(),
    city: requiredText,
    state: stateCode,
    zip: zipCode,
    mailing_address: checkbox(),
    filing_address: checkbox(),
  }))();

function toBody(values: CompanyLocationValues): LocationBody {
  return {
    ...values,
    phone_number: phoneDigits(values.phone_number),
    street_2: values.street_2 || null,
  };
}

function toValues(location: Location): CompanyLocationValues {
  return {
    phone_number: formatPhone(location.phone_number),
    street_1: location.street_1,
    street_2: location.street_2 ?? '',
    city: location.city,
    state: location.state,
    zip: location.zip,
    mailing_address: Boolean(location.mailing_address),
    filing_address: Boolean(location.filing_address),
  };
}

/**
 * Headless add/edit form of a company location (contract.md#fields): client rules as in contract.md#errors (10-digit
 * phone, 5 or 5+4 zip, a state code, street and city), the service's field errors on their
 * fields with every typed value kept, an idempotency key per add, and a version-aware edit from
 * the record the list showed: a colleague's change to another field is merged, a change to the
 * same field comes back as `conflict`. Designating the mailing or filing address moves it from
 * the location that had it (the service keeps one of each).
 *
 * @example
 * const { form, submit, conflict, resolveConflict } = useCompanyLocationForm({ companyId, locationId });
 * <form onSubmit={submit}>
 *   <input {...form.register('phone_number')} />
 *   <input type="checkbox" {...form.register('mailing_address')} />
 * </form>
 */
export function useCompanyLocationForm(options: CompanyLocationFormOptions): CompanyLocationForm {
  const { companyId, locationId } = options;
  const client = usePayrollClient();
  const queryClient = useQueryClient();
  // The record the list showed, whichever page it was on (no second round trip); else fetched.
  const listed = () =>
    queryClient
      .getQueriesData<Page<Location>>({ queryKey: queryKeys.locations(companyId) })
      .flatMap(([, page]) => page?.items ?? [])
      .find((item) => item.uuid === locationId);
  const locations = useQuery({
    ...locationQueries.detail(client, locationId ?? ''),
    initialData: locationId ? listed : undefined,
    enabled: Boolean(locationId),
  });
  const location = locationId ? locations.data : undefined;
  const create = useCreateLocation(companyId);
  const record = useRecordForm({
    ...options,
    schema: formSchema,
    empty: EMPTY,
    record: location,
    toValues,
    ...sameBody(toBody, create.mutateAsync),
    update: useUpdateLocation(companyId, locationId ?? ''),
  });
  return {
    ...record,
    isLoading: Boolean(locationId) && locations.isLoading,
    loadError: locationId ? locations.error : null,
    location,
  };
}
