// @vitest-environment jsdom
// Issue 43: once "Payment method saved.", the contractor's bank account form no longer holds the
// whole account number: the masked one on file is all that is shown, and the form is blank for
// the next account.
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import {
  useContractorBankAccountForm,
  useContractorPaymentMethod,
} from '../../../../src/hooks/contractorPaymentMethod';
import { addContractor, FIXED_INDIVIDUAL } from '../../../support/contractors';
import { demoAdmin } from '../../../support/demoAdmin';
import { BANK_ACCOUNT, contractorsPage } from './contractorsHarness';

afterEach(cleanup);

test('a saved bank account leaves the form blank, the account number gone, only the masked one on file', async () => {
  const page = contractorsPage();
  const { uuid } = await addContractor(demoAdmin(page.api), { ...FIXED_INDIVIDUAL, ssn: '123456789' });
  let saved = 0;
  const bank = page.render(() =>
    useContractorBankAccountForm(page.companyId, uuid, { onSaved: () => (saved += 1) }),
  );
  act(() => {
    for (const [field, value] of Object.entries(BANK_ACCOUNT))
      bank.current.form.setValue(field as keyof typeof BANK_ACCOUNT, value, { shouldDirty: true });
  });
  await act(() => bank.current.submit());
  expect(bank.current.formErrors).toEqual([]);
  expect(saved).toBe(1);
  const method = page.render(() => useContractorPaymentMethod(uuid));
  await waitFor(() => expect(method.current.data?.splits?.[0]?.hidden_account_number).toBe('XXXX6789'));
  expect(bank.current.form.getValues('account_number')).toBe('');
  expect(bank.current.form.getValues('routing_number')).toBe('');
  expect(bank.current.form.formState.isDirty).toBe(false);
});
