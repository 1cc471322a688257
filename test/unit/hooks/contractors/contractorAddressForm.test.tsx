// @vitest-environment jsdom
// A contractor's address form against the in-process demo service: a blank street and a bad ZIP
// refused on their fields before anything is sent, a second line saved, then cleared.
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { getContractorAddress } from '../../../../src/api/contractors/operations';
import { useContractorAddressForm } from '../../../../src/hooks/contractors';
import { FIXED_INDIVIDUAL, addContractor } from '../../../support/contractors';
import { demoAdmin } from '../../../support/demoAdmin';
import { contractorsPage } from './contractorsHarness';

afterEach(cleanup);

test('a blank street and a bad ZIP are refused on their fields; a second line saves, and clearing it clears it', async () => {
  const { api, client, companyId, render, sent } = contractorsPage();
  const { uuid } = await addContractor(demoAdmin(api), { ...FIXED_INDIVIDUAL, ssn: '123456789' });
  const address = render(() => useContractorAddressForm(companyId, uuid));
  await waitFor(() => expect(address.current.address).toBeDefined());
  const typed = { street_1: '  ', street_2: 'Suite 5', city: 'Austin', state: 'TX', zip: '787' };
  act(() => {
    for (const [field, value] of Object.entries(typed))
      address.current.form.setValue(field as keyof typeof typed, value, { shouldDirty: true });
  });
  await act(() => address.current.submit());
  const errors = address.current.form.formState.errors;
  expect(errors.street_1?.message).toBe('validation.required');
  expect(errors.zip?.message).toBe('validation.zip');
  expect(errors.street_2).toBeUndefined();
  expect(sent.filter((request) => request.startsWith('PUT'))).toEqual([]);
  // Every typed value stays.
  expect(address.current.form.getValues()).toMatchObject(typed);

  act(() => {
    address.current.form.setValue('street_1', ' 300 Congress Ave ', { shouldDirty: true });
    address.current.form.setValue('zip', '78701', { shouldDirty: true });
  });
  await act(() => address.current.submit());
  expect(address.current.formErrors).toEqual([]);
  expect((await getContractorAddress(client, uuid)).data).toMatchObject({
    street_1: '300 Congress Ave',
    street_2: 'Suite 5',
    zip: '78701',
  });

  await waitFor(() => expect(address.current.address?.street_2).toBe('Suite 5'));
  act(() => address.current.form.setValue('street_2', '', { shouldDirty: true }));
  await act(() => address.current.submit());
  expect(address.current.formErrors).toEqual([]);
  const cleared = (await getContractorAddress(client, uuid)).data;
  expect(cleared.street_2 ?? null).toBeNull();
  expect(cleared).toMatchObject({ street_1: '300 Congress Ave', city: 'Austin', state: 'TX' });
});
