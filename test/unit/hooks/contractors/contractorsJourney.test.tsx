// @vitest-environment jsdom
// Done-when of issue 25 (hooks only): an admin adds a Fixed and an Hourly contractor, onboards
// the first and invites the second to self-onboard, pays both in one group (a wage on the hourly
// line refused on that line first), previews, creates, sees it funded by the demo clock on its
// debit date and reads the receipt; every call goes to the in-process demo service.
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import type { Contractor } from '../../../../src/api/contractors/types';
import { useContractorDocuments, useSignContractorDocument } from '../../../../src/hooks/contractorDocuments';
import {
  useContractorPaymentGroup,
  useContractorPaymentGroupEditor,
  useContractorPaymentHistory,
  useContractorPaymentReceipt,
} from '../../../../src/hooks/contractorPayments';
import {
  useContractorBankAccountForm,
  useContractorPaymentMethod,
} from '../../../../src/hooks/contractorPaymentMethod';
import {
  useContractor,
  useContractorAddressForm,
  useContractorForm,
  useContractorOnboardingStatus,
  useContractors,
  useTransitionContractorOnboarding,
} from '../../../../src/hooks/contractors';
import { ADDRESS, BANK_ACCOUNT, contractorsPage, SIGNER_IP } from './contractorsHarness';

afterEach(cleanup);

const HOUR = 60 * 60 * 1000;

test('a Fixed and an Hourly contractor are added, onboarded (one by invitation) and paid in one funded group, through the hooks alone', async () => {
  const { api, companyId, render } = contractorsPage();

  // Add a Business paid a fixed wage, by the admin.
  let added: Contractor | undefined;
  const business = render(() => useContractorForm(companyId, { onSaved: (c) => (added = c) }));
  act(() => {
    const { setValue } = business.current.form;
    setValue('type', 'Business');
    setValue('wage_type', 'Fixed');
    setValue('start_date', '2026-06-01');
    setValue('business_name', 'Hamilton Rigging LLC');
    setValue('ein', '12-3456789');
  });
  await act(() => business.current.submit());
  expect(business.current.formErrors).toEqual([]);
  expect(added).toMatchObject({ type: 'Business', wage_type: 'Fixed', has_ein: true, ein: 'XX-XXX6789' });
  const hamilton = added!;
  expect(JSON.stringify(hamilton)).not.toContain('123456789');

  // Add an Individual paid by the hour, to onboard themselves.
  const person = render(() => useContractorForm(companyId, { onSaved: (c) => (added = c) }));
  act(() => {
    const { setValue } = person.current.form;
    setValue('wage_type', 'Hourly');
    setValue('hourly_rate', '42.50');
    setValue('start_date', '2026-06-01');
    setValue('first_name', 'Katherine');
    setValue('last_name', 'Johnson');
    setValue('email', 'katherine@example.com');
    setValue('self_onboarding', true);
  });
  await act(() => person.current.submit());
  expect(person.current.formErrors).toEqual([]);
  const katherine = added!;
  expect(katherine).toMatchObject({
    wage_type: 'Hourly',
    hourly_rate: '42.50',
    onboarding_status: 'self_onboarding_not_invited',
  });

  // The list shows both, by name.
  const list = render(() => useContractors(companyId, { sortBy: 'name' }));
  await waitFor(() =>
    expect(list.current.data?.items.map((c) => c.business_name ?? c.last_name)).toEqual([
      'Hamilton Rigging LLC',
      'Johnson',
    ]),
  );

  // Hamilton by the admin path: address, bank account, W-9; the service moves it to review.
  const onboardAs = async (contractorId: string) => {
    const address = render(() => useContractorAddressForm(companyId, contractorId));
    await waitFor(() => expect(address.current.address).toBeDefined());
    act(() => {
      for (const [field, value] of Object.entries(ADDRESS))
        address.current.form.setValue(field as keyof typeof ADDRESS, value);
    });
    await act(() => address.current.submit());
    expect(address.current.formErrors).toEqual([]);

    const bank = render(() => useContractorBankAccountForm(companyId, contractorId));
    act(() => {
      for (const [field, value] of Object.entries(BANK_ACCOUNT))
        bank.current.form.setValue(field as keyof typeof BANK_ACCOUNT, value);
    });
    await act(() => bank.current.submit());
    expect(bank.current.formErrors).toEqual([]);
    const method = render(() => useContractorPaymentMethod(contractorId));
    await waitFor(() => expect(method.current.data?.type).toBe('Direct Deposit'));
    expect(method.current.data?.splits?.[0]?.hidden_account_number).toBe('XXXX6789');

    const documents = render(() => useContractorDocuments(contractorId));
    await waitFor(() => expect(documents.current.data).toHaveLength(1));
    const w9 = documents.current.data![0]!;
    expect(w9).toMatchObject({ name: 'taxpayer_identification_form_w_9', requires_signing: true });
    const sign = render(() => useSignContractorDocument(companyId, contractorId));
    await act(() =>
      sign.current.mutateAsync({
        documentId: w9.uuid,
        body: { agree: true, signed_by_ip_address: SIGNER_IP },
      }),
    );
    await waitFor(() => expect(documents.current.data?.[0]?.requires_signing).toBe(false));
  };

  await onboardAs(hamilton.uuid);
  const hamiltonStatus = render(() => useContractorOnboardingStatus(hamilton.uuid));
  await waitFor(() => expect(hamiltonStatus.current.data?.onboarding_status).toBe('admin_onboarding_review'));
  const finishHamilton = render(() => useTransitionContractorOnboarding(companyId, hamilton.uuid));
  await act(() => finishHamilton.current.mutateAsync('onboarding_completed'));
  await waitFor(() => expect(hamiltonStatus.current.data?.onboarding_status).toBe('onboarding_completed'));

  // Katherine is invited, then gives her SSN, address, account and signature herself.
  const moveKatherine = render(() => useTransitionContractorOnboarding(companyId, katherine.uuid));
  const katherineStatus = render(() => useContractorOnboardingStatus(katherine.uuid));
  await act(() => moveKatherine.current.mutateAsync('self_onboarding_invited'));
  await waitFor(() =>
    expect(katherineStatus.current.data?.onboarding_status).toBe('self_onboarding_invited'),
  );

  const details = render(() => useContractorForm(companyId, { contractorId: katherine.uuid }));
  await waitFor(() => expect(details.current.form.getValues('first_name')).toBe('Katherine'));
  act(() => details.current.form.setValue('ssn', '123-45-6789', { shouldDirty: true }));
  await act(() => details.current.submit());
  expect(details.current.formErrors).toEqual([]);
  await waitFor(() =>
    expect(katherineStatus.current.data?.onboarding_status).toBe('self_onboarding_started'),
  );
  await onboardAs(katherine.uuid);
  // Done on her side: the admin reviews what she gave, then finishes.
  await act(() => moveKatherine.current.mutateAsync('self_onboarding_review'));
  await act(() => moveKatherine.current.mutateAsync('onboarding_completed'));
  await waitFor(() => expect(katherineStatus.current.data?.onboarding_status).toBe('onboarding_completed'));

  // Pay both in one group, as read now.
  const readHamilton = render(() => useContractor(hamilton.uuid));
  const readKatherine = render(() => useContractor(katherine.uuid));
  await waitFor(() => expect(readKatherine.current.data?.has_ssn).toBe(true));
  await waitFor(() => expect(readHamilton.current.data?.onboarded).toBe(true));
  const contractors = [readKatherine.current.data!, readHamilton.current.data!];
  const editor = render(() =>
    useContractorPaymentGroupEditor({ companyId, contractors, checkDate: '2026-06-22' }),
  );
  expect(editor.current.lines.map((l) => l.fields)).toEqual([
    ['hours', 'bonus', 'reimbursement'],
    ['wage', 'bonus', 'reimbursement'],
  ]);
  act(() => {
    editor.current.setField(katherine.uuid, 'hours', '12.5');
    editor.current.setField(katherine.uuid, 'bonus', '100');
    editor.current.setField(katherine.uuid, 'wage', '50.00');
    editor.current.setField(hamilton.uuid, 'wage', '1,234.56');
    editor.current.setField(hamilton.uuid, 'reimbursement', '65.44');
  });

  // A wage on the hourly line: the service refuses it on Katherine's line, nowhere else.
  await act(() => editor.current.preview());
  expect(editor.current.previewed).toBeUndefined();
  const [katherineLine, hamiltonLine] = editor.current.lines;
  expect(katherineLine!.issues).toEqual([
    expect.objectContaining({ field: 'wage', message: expect.stringContaining('paid hourly') }),
  ]);
  expect(hamiltonLine!.issues).toEqual([]);
  expect(editor.current.groupIssues).toEqual([]);

  act(() => editor.current.setField(katherine.uuid, 'wage', ''));
  expect(editor.current.lines[0]!.issues).toEqual([]);
  // 12.5 h × $42.50 = $531.25, + $100.00 bonus = $631.25; $1,234.56 + $65.44 back = $1,300.00.
  expect(editor.current.lines.map((l) => l.total)).toEqual(['631.25', '1300.00']);
  expect(editor.current.totals).toEqual({
    wages: '1865.81',
    reimbursements: '65.44',
    total: '1931.25',
    debit: '1931.25',
    check: '0.00',
  });

  // Preview: debited Wednesday 06-17, two business days before Monday 06-22 (Friday 06-19 is Juneteenth).
  const preview = await act(() => editor.current.preview());
  expect(preview?.uuid).toBeUndefined();
  expect(preview).toMatchObject({
    check_date: '2026-06-22',
    debit_date: '2026-06-17',
    submission_blockers: [],
    totals: {
      amount: '1931.25',
      debit_amount: '1931.25',
      wage_amount: '1865.81',
      reimbursement_amount: '65.44',
    },
  });
  expect(editor.current.totals.total).toBe(preview!.totals!.amount);

  const group = await act(() => editor.current.submit());
  expect(group).toMatchObject({ status: 'Unfunded', debit_date: '2026-06-17' });
  expect(group!.contractor_payments?.map((p) => [p.contractor_uuid, p.wage_total, p.status])).toEqual([
    [katherine.uuid, '631.25', 'Unfunded'],
    [hamilton.uuid, '1234.56', 'Unfunded'],
  ]);

  // Funded at 16:00 in California on the debit date: 55 hours after the pinned clock.
  const read = render(() => useContractorPaymentGroup(companyId, group!.uuid!));
  await waitFor(() => expect(read.current.data?.status).toBe('Unfunded'));
  await act(() => api.clock.advance(55 * HOUR));
  await act(() => read.current.refetch());
  await waitFor(() => expect(read.current.data?.status).toBe('Funded'));

  const katherinePayment = read.current.data!.contractor_payments!.find(
    (p) => p.contractor_uuid === katherine.uuid,
  )!;
  const receipt = render(() => useContractorPaymentReceipt(companyId, katherinePayment.uuid!));
  await waitFor(() => expect(receipt.current.data).toBeDefined());
  expect(receipt.current.data).toMatchObject({
    name_of_recipient: 'Katherine Johnson',
    debit_date: '2026-06-17',
    totals: { company_debit: '631.25' },
    contractor_payments: [{ wage: '531.25', bonus: '100.00', reimbursement: '0.00' }],
  });

  const history = render(() =>
    useContractorPaymentHistory(companyId, { startDate: '2026-06-01', endDate: '2026-06-30' }),
  );
  await waitFor(() =>
    expect(history.current.data?.total).toEqual({ wages: '1865.81', reimbursements: '65.44' }),
  );
});
