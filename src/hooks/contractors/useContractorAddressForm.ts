import * as z from 'zod/mini';
import type { ContractorAddress, ContractorAddressBody } from '../../api/contractors/types';
import { requiredText, stateCode, zipCode } from '../schemas/fields';
import { useRecordForm, type RecordForm } from '../useRecordForm';
import { useUpdateContractorAddress } from './mutations';
import { useContractorAddress } from './queries';
import { formText } from '../formText';

/**
 * Values of a contractor's address form.
 *
 * @example
 * const values: ContractorAddressValues = { street_1: '300 Congress Ave', street_2: '', city: 'Austin', state: 'TX', zip: '78701' };
 */
export interface ContractorAddressValues {
  street_1: string;
  street_2: string;
  city: string;
  state: string;
  zip: string;
}

const EMPTY: ContractorAddressValues = { street_1: '', street_2: '', city: '', state: '', zip: '' };

const schema = /* @__PURE__ */ (() =>
  z.object({
    street_1: requiredText,
    street_2: z.string(),
    city: requiredText,
    state: stateCode,
    zip: zipCode,
  }))();

const toValues = (a: ContractorAddress): ContractorAddressValues =>
  formText(a, ['street_1', 'street_2', 'city', 'state', 'zip']);

/**
 * What {@link useContractorAddressForm} returns.
 *
 * @example
 * const { form, submit, address } = useContractorAddressForm(companyId, contractorId);
 */
export interface ContractorAddressForm extends RecordForm<
  ContractorAddress,
  ContractorAddressValues,
  ContractorAddressBody
> {
  address: ContractorAddress | undefined;
}

/**
 * Headless form of a contractor's one address (it exists with the contractor, so saving always
 * updates it, version-aware); the service's errors land on their fields.
 *
 * @example
 * const { form, submit } = useContractorAddressForm(companyId, contractorId, { onSaved: next });
 * <form onSubmit={submit}><input {...form.register('zip')} /></form>
 */
export function useContractorAddressForm(
  companyId: string,
  contractorId: string,
  options: { onSaved?: (address: ContractorAddress) => void } = {},
): ContractorAddressForm {
  const query = useContractorAddress(contractorId);
  const update = useUpdateContractorAddress(companyId, contractorId);
  const record = useRecordForm({
    schema,
    empty: EMPTY,
    record: query.data,
    toValues,
    // Saved before the address was read: the update reads it first.
    create: async (values) => (await update.update(values as Partial<ContractorAddress>)).data,
    update,
    changes: (values) => values as Partial<ContractorAddress>,
    onSaved: options.onSaved,
  });
  return { ...record, address: query.data };
}
