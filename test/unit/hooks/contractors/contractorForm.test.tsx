// @vitest-environment jsdom
// The contractor form against the in-process demo service: bad values refused on their own
// fields before anything is sent (an 8-digit SSN, a short EIN, Hourly without a rate), then
// fixed and saved; an edit sends only what changed and keeps the SSN write-only.
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { listContractors } from '../../../../src/api/contractors/operations';
import type { Contractor } from '../../../../src/api/contractors/types';
import { contractorFields, useContractorForm } from '../../../../src/hooks/contractors';
import { contractorsPage } from './contractorsHarness';

afterEach(cleanup);

const errorOf =
  (form: { formState: { errors: Record<string, { message?: string } | undefined> } }) => (field: string) =>
    form.formState.errors[field]?.message;

test('an 8-digit SSN and Hourly without a rate are refused on their fields, then the fixed values save', async () => {
  const { client, companyId, render, sent } = contractorsPage();
  let saved: Contractor | undefined;
  const person = render(() => useContractorForm(companyId, { onSaved: (c) => (saved = c) }));
  act(() => {
    const { setValue } = person.current.form;
    setValue('wage_type', 'Hourly');
    setValue('start_date', '2026-06-01');
    setValue('first_name', 'Katherine');
    setValue('last_name', 'Johnson');
    setValue('ssn', '12345678');
  });
  await act(() => person.current.submit());
  const error = errorOf(person.current.form);
  expect(error('ssn')).toBe('validation.ssn');
  expect(error('hourly_rate')).toBe('validation.required');
  expect(error('first_name')).toBeUndefined();
  expect(sent).toEqual([]);
  // Every typed value stays.
  expect(person.current.form.getValues('ssn')).toBe('12345678');

  act(() => {
    person.current.form.setValue('ssn', '123-45-6789');
    person.current.form.setValue('hourly_rate', '-42.50');
  });
  await act(() => person.current.submit());
  expect(errorOf(person.current.form)('hourly_rate')).toBe('validation.positive');
  expect(errorOf(person.current.form)('ssn')).toBeUndefined();

  act(() => person.current.form.setValue('hourly_rate', '42.50'));
  await act(() => person.current.submit());
  expect(person.current.formErrors).toEqual([]);
  expect(saved).toMatchObject({
    type: 'Individual',
    wage_type: 'Hourly',
    hourly_rate: '42.50',
    has_ssn: true,
  });
  expect(JSON.stringify(saved)).not.toContain('123456789');
  // Saved: the SSN is on file, and the form shows it blank again.
  expect(person.current.form.getValues('ssn')).toBe('');
  expect((await listContractors(client, companyId)).items).toHaveLength(1);
});

test('a Business needs its name and a 9-digit EIN; the fields of the other type are not sent', async () => {
  const { client, companyId, render } = contractorsPage();
  let saved: Contractor | undefined;
  const business = render(() =>
    useContractorForm(companyId, {
      defaultValues: { type: 'Business', wage_type: 'Fixed', start_date: '2026-06-01' },
      onSaved: (c) => (saved = c),
    }),
  );
  expect(contractorFields(business.current.form.getValues())).toEqual([
    'type',
    'business_name',
    'ein',
    'wage_type',
    'start_date',
    'email',
    'self_onboarding',
  ]);
  act(() => {
    business.current.form.setValue('ein', '12-345678');
    // Left from before the admin switched the type: not the business's.
    business.current.form.setValue('first_name', 'Stray');
    business.current.form.setValue('ssn', '1');
  });
  await act(() => business.current.submit());
  expect(errorOf(business.current.form)('ein')).toBe('validation.ein');
  expect(errorOf(business.current.form)('business_name')).toBe('validation.required');
  expect(errorOf(business.current.form)('ssn')).toBeUndefined();

  act(() => {
    business.current.form.setValue('ein', '12-3456789');
    business.current.form.setValue('business_name', 'Hamilton Rigging LLC');
  });
  await act(() => business.current.submit());
  expect(business.current.formErrors).toEqual([]);
  expect(saved).toMatchObject({ type: 'Business', business_name: 'Hamilton Rigging LLC', ein: 'XX-XXX6789' });
  expect(saved?.first_name).toBeUndefined();

  // Editing it: a move to Hourly needs the rate, on its field; the rate saved comes back as money.
  const edit = render(() => useContractorForm(companyId, { contractorId: saved!.uuid }));
  await waitFor(() => expect(edit.current.form.getValues('business_name')).toBe('Hamilton Rigging LLC'));
  act(() => edit.current.form.setValue('wage_type', 'Hourly', { shouldDirty: true }));
  await act(() => edit.current.submit());
  expect(errorOf(edit.current.form)('hourly_rate')).toBe('validation.required');
  act(() => edit.current.form.setValue('hourly_rate', '95', { shouldDirty: true }));
  await act(() => edit.current.submit());
  expect(edit.current.formErrors).toEqual([]);
  const [stored] = (await listContractors(client, companyId)).items;
  expect(stored).toMatchObject({ wage_type: 'Hourly', hourly_rate: '95.00', has_ein: true });
});

test('a blank start date does not hide the other problems: the date, the SSN and the rate are refused at once', async () => {
  const { companyId, render, sent } = contractorsPage();
  const person = render(() => useContractorForm(companyId));
  act(() => {
    const { setValue } = person.current.form;
    setValue('wage_type', 'Hourly');
    setValue('first_name', 'Katherine');
    setValue('last_name', 'Johnson');
    setValue('ssn', '12345678');
  });
  await act(() => person.current.submit());
  const error = errorOf(person.current.form);
  expect(error('start_date')).toBe('validation.required');
  expect(error('ssn')).toBe('validation.ssn');
  expect(error('hourly_rate')).toBe('validation.required');
  expect(sent).toEqual([]);

  act(() => person.current.form.setValue('start_date', '2026-02-30'));
  await act(() => person.current.submit());
  expect(errorOf(person.current.form)('start_date')).toBe('validation.date');
});

test('an email without a domain is refused on its field before sending; a whole one saves, self-onboarding needs one', async () => {
  const { companyId, render, sent } = contractorsPage();
  let saved: Contractor | undefined;
  const person = render(() => useContractorForm(companyId, { onSaved: (c) => (saved = c) }));
  act(() => {
    const { setValue } = person.current.form;
    setValue('start_date', '2026-06-01');
    setValue('first_name', 'Mary');
    setValue('last_name', 'Jackson');
    setValue('self_onboarding', true);
  });
  await act(() => person.current.submit());
  expect(errorOf(person.current.form)('email')).toBe('validation.required');

  act(() => person.current.form.setValue('email', 'mary@nasa'));
  await act(() => person.current.submit());
  expect(errorOf(person.current.form)('email')).toBe('validation.email');
  expect(sent).toEqual([]);

  act(() => person.current.form.setValue('email', ' mary.jackson@nasa.example '));
  await act(() => person.current.submit());
  await waitFor(() =>
    expect(saved).toMatchObject({ email: 'mary.jackson@nasa.example', self_onboarding: true }),
  );
});
