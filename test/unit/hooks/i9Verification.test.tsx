// @vitest-environment jsdom
// I-9 hooks against the in-process demo service (UPSTREAM-3 L.4, DECISIONS 65): the employee's
// section 1 (not started until saved, a refused number on its field with everything typed kept,
// the number never shown back, a change of status that clears the document), their signature with
// a preparer, then the employer's documents and signature, and nothing changing after it.
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, test } from 'vitest';
import { createPayrollClient } from '../../../src/api/client';
import { createDemoApi, createDemoFetch } from '../../../src/demo-api';
import {
  i9VerificationQueries,
  useI9Authorization,
  useI9AuthorizationForm,
  useI9DocumentOptions,
  useI9Documents,
  useI9DocumentsForm,
  useI9EmployerSignatureForm,
  useI9SignatureForm,
  useReplaceI9Documents,
  useUpdateOnboardingDocumentsConfig,
} from '../../../src/hooks/i9Verification';
import { useOnboardingStatus } from '../../../src/hooks/onboarding';
import { PayrollClientProvider } from '../../../src/hooks/PayrollClientProvider';
import { demoAdmin, SIGNER_IP } from '../../support/demoAdmin';
import { fillEmployeeDetails, invitedEmployee, signForm, statusOf } from '../demo-api/selfServiceSetup';

afterEach(cleanup);

/** Monday 15 June 2026, 09:00 in California. */
const NOW = new Date('2026-06-15T16:00:00Z');

/** An invited self-onboarding employee with everything but the signatures, and hooks on their page. */
async function employeePage() {
  const api = createDemoApi({ employees: 0, now: () => NOW, rateLimit: 100_000 });
  const admin = demoAdmin(api);
  const employeeId = await invitedEmployee(admin);
  await fillEmployeeDetails(admin, employeeId);
  const demoFetch = createDemoFetch(api, { token: api.tokens.company });
  // The signer's IP, as the proxy adds it.
  const client = createPayrollClient({
    baseUrl: api.baseUrl,
    retry: false,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      request.headers.set('x-client-ip', SIGNER_IP);
      return demoFetch(request);
    }) as typeof fetch,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PayrollClientProvider client={client} queryClient={queryClient}>
      {children}
    </PayrollClientProvider>
  );
  const render = <T,>(hook: () => T) => renderHook(hook, { wrapper }).result;
  return { api, admin, client, employeeId, render };
}

/** Asks the I-9 of the employee, as the admin does through the hook. */
async function askI9(page: Awaited<ReturnType<typeof employeePage>>) {
  const config = page.render(() => useUpdateOnboardingDocumentsConfig(page.employeeId));
  await act(() => config.current.mutateAsync({ i9_document: true }));
}

test('section 1: not started until saved; a refused A-Number on its field, typed values kept; the number never shown back; a new status clears the document', async () => {
  const page = await employeePage();
  await askI9(page);
  const i9 = page.render(() => useI9AuthorizationForm({ employeeId: page.employeeId }));
  await waitFor(() => expect(i9.current.isLoading).toBe(false));
  expect(i9.current.authorization).toBeNull();
  expect(
    await new QueryClient().fetchQuery(i9VerificationQueries.authorization(page.client, page.employeeId)),
  ).toBeNull();

  // A permanent resident needs the A-Number: the client asks for it, nothing sent.
  await act(async () => {
    i9.current.form.setValue('authorization_status', 'permanent_resident', { shouldDirty: true });
    await i9.current.submit();
  });
  expect(i9.current.form.formState.errors.document_number?.message).toBe('validation.required');
  expect(i9.current.authorization).toBeNull();

  // Twelve digits: the service refuses the number on its field; the status stays chosen.
  await act(async () => {
    i9.current.form.setValue('document_number', '123456789012', { shouldDirty: true });
    await i9.current.submit();
  });
  expect(i9.current.form.formState.errors.document_number?.message).toMatch(/7 to 9 digits/);
  expect(i9.current.form.getValues()).toMatchObject({
    authorization_status: 'permanent_resident',
    document_number: '123456789012',
  });

  await act(async () => {
    i9.current.form.setValue('document_number', '123456789', { shouldDirty: true });
    await i9.current.submit();
  });
  await waitFor(() => expect(i9.current.authorization?.authorization_status).toBe('permanent_resident'));
  expect(i9.current.authorization).toMatchObject({
    document_type: 'uscis_alien_registration_number',
    has_document_number: true,
    employee_signed: false,
  });
  expect(i9.current.hasDocumentNumber).toBe(true);
  expect(i9.current.form.getValues('document_number')).toBe('');
  expect(JSON.stringify(i9.current.authorization)).not.toContain('123456789');

  // Now a citizen: saved with the version read, the document cleared by the service.
  await act(async () => {
    i9.current.form.setValue('authorization_status', 'citizen', { shouldDirty: true });
    await i9.current.submit();
  });
  await waitFor(() => expect(i9.current.authorization?.authorization_status).toBe('citizen'));
  expect(i9.current.authorization).toMatchObject({ document_type: null, has_document_number: false });
});

test('the employee signs section 1 with a preparer (each missing preparer field named), their last step moves them to review; the employer then sends documents and signs, and the I-9 no longer changes', async () => {
  const page = await employeePage();
  await askI9(page);
  for (const name of ['US_W-4', 'US_DirectDepositAuthorization']) {
    const forms = await page.admin.call('GET', `/v1/employees/${page.employeeId}/forms`);
    if ((forms.body as { name: string }[]).some((form) => form.name === name))
      expect((await signForm(page.admin, page.employeeId, name)).status).toBe(200);
  }
  const i9 = page.render(() => ({
    authorization: useI9AuthorizationForm({ employeeId: page.employeeId }),
    status: useOnboardingStatus(page.employeeId),
  }));
  await waitFor(() => expect(i9.current.authorization.isLoading).toBe(false));
  await act(async () => {
    i9.current.authorization.form.setValue('authorization_status', 'citizen', { shouldDirty: true });
    await i9.current.authorization.submit();
  });
  await waitFor(() => expect(i9.current.authorization.authorization?.form_uuid).toBeTruthy());
  const formId = i9.current.authorization.authorization!.form_uuid;

  const signed: string[] = [];
  const signature = page.render(() =>
    useI9SignatureForm({ employeeId: page.employeeId, formId, onSigned: (form) => signed.push(form.uuid) }),
  );
  await act(async () => {
    signature.current.form.setValue('signature_text', 'Grace Hopper');
    signature.current.form.setValue('agree', true);
    signature.current.form.setValue('preparer', true);
    signature.current.form.setValue('preparer_first_name', 'Ada');
    await signature.current.submit();
  });
  const errors = signature.current.form.formState.errors;
  expect(Object.keys(errors).sort()).toEqual([
    'preparer_agree',
    'preparer_city',
    'preparer_last_name',
    'preparer_state',
    'preparer_street_1',
    'preparer_zip',
  ]);
  expect(signed).toEqual([]);
  await act(async () => {
    const set = signature.current.form.setValue;
    set('preparer_last_name', 'Lovelace');
    set('preparer_street_1', '1 Main St');
    set('preparer_city', 'Portland');
    set('preparer_state', 'OR');
    set('preparer_zip', '97201');
    set('preparer_agree', true);
    await signature.current.submit();
  });
  expect(signature.current.formErrors).toEqual([]);
  expect(signed).toEqual([formId]);
  expect(await statusOf(page.admin, page.employeeId)).toBe('self_onboarding_completed_by_employee');
  await waitFor(() =>
    expect(i9.current.status.data?.onboarding_status).toBe('self_onboarding_completed_by_employee'),
  );
  await waitFor(() => expect(i9.current.authorization.authorization?.employee_signed).toBe(true));

  // The employer's side: the options of the lists, a list A document, the signature.
  const employer = page.render(() => ({
    options: useI9DocumentOptions(page.employeeId),
    documents: useI9Documents(page.employeeId),
    replace: useReplaceI9Documents(page.employeeId),
    sign: useI9EmployerSignatureForm({ employeeId: page.employeeId }),
    authorization: useI9Authorization(page.employeeId),
  }));
  await waitFor(() => expect(employer.current.options.data).toBeDefined());
  const passport = employer.current.options.data!.find((option) => option.document_type === 'us_passport');
  expect(passport?.section).toBe('A');
  await act(() =>
    employer.current.replace.mutateAsync({
      documents: [
        {
          document_type: 'us_passport',
          document_title: passport!.document_title[0]!,
          document_number: '912345678',
          expiration_date: '2031-05-01',
          issuing_authority: 'U.S. Department of State',
        },
      ],
    }),
  );
  await waitFor(() => expect(employer.current.documents.data).toHaveLength(1));
  expect(JSON.stringify(employer.current.documents.data)).not.toContain('912345678');

  // The title is required before anything is sent.
  await act(async () => {
    employer.current.sign.form.setValue('signature_text', 'Ada Lovelace');
    employer.current.sign.form.setValue('agree', true);
    await employer.current.sign.submit();
  });
  expect(employer.current.sign.form.formState.errors.signer_title?.message).toBe('validation.required');
  await act(async () => {
    employer.current.sign.form.setValue('signer_title', 'HR Manager');
    await employer.current.sign.submit();
  });
  await waitFor(() => expect(employer.current.authorization.data?.employer_signed).toBe(true));

  // Immutable: the employee's section 1 is refused on the form, the values kept.
  await act(async () => {
    i9.current.authorization.form.setValue('authorization_status', 'noncitizen', { shouldDirty: true });
    await i9.current.authorization.submit();
  });
  expect(i9.current.authorization.formErrors.map((issue) => issue.category)).toEqual(['invalid_operation']);
  expect(i9.current.authorization.form.getValues('authorization_status')).toBe('noncitizen');
});

test('the employer’s documents form: list A alone or B with C; a missing document named before sending; a wrong combination on the list and a document the status does not take on its own choice, typed values kept; then saved, the number never sent back', async () => {
  const page = await employeePage();
  await askI9(page);
  await page.admin.call('PUT', `/v1/employees/${page.employeeId}/i9_authorization`, {
    authorization_status: 'citizen',
  });
  expect((await signForm(page.admin, page.employeeId, 'US_I-9')).status).toBe(200);
  const saved: number[] = [];
  const documents = page.render(() =>
    useI9DocumentsForm({ employeeId: page.employeeId, onSaved: (list) => saved.push(list.length) }),
  );
  await waitFor(() => expect(documents.current.isLoading).toBe(false));
  expect(documents.current.documents).toEqual([]);
  expect(documents.current.choices.A.map((choice) => choice.value)).toContain('us_passport|U.S. Passport');
  expect(documents.current.choices.B.map((choice) => choice.section)).not.toContain('A');
  const license = "drivers_license|Driver's License";
  const card = 'social_security_card|Social Security Card';

  // B and C, the C document missing: named on its choice, nothing sent.
  await act(async () => {
    const set = documents.current.form.setValue;
    set('list', 'BC');
    set('documents.0.document', license);
    set('documents.0.issuing_authority', 'Oregon DMV');
    await documents.current.submit();
  });
  const errors = () => documents.current.form.formState.errors;
  expect(errors().documents?.[1]?.document?.message).toBe('validation.required');
  expect(errors().documents?.[1]?.issuing_authority?.message).toBe('validation.required');
  expect(saved).toEqual([]);

  // List A with a list B document: the service refuses the combination, on the list.
  await act(async () => {
    documents.current.form.setValue('list', 'A');
    await documents.current.submit();
  });
  expect(errors().list?.message).toMatch(/list A, or one of list B and one of list C/);
  expect(documents.current.form.getValues('documents.0')).toMatchObject({
    document: license,
    issuing_authority: 'Oregon DMV',
  });

  // A permanent resident's card for a citizen: refused on the document's own choice.
  await act(async () => {
    documents.current.form.setValue(
      'documents.0.document',
      'permanent_resident_card|Permanent Resident Card (Form I-551)',
    );
    await documents.current.submit();
  });
  expect(errors().documents?.[0]?.document?.message).toMatch(/not included in the list/);
  expect(saved).toEqual([]);

  await act(async () => {
    const set = documents.current.form.setValue;
    set('list', 'BC');
    set('documents.0.document', license);
    set('documents.0.document_number', 'D1234567');
    set('documents.1.document', card);
    set('documents.1.issuing_authority', 'Social Security Administration');
    await documents.current.submit();
  });
  expect(documents.current.formErrors).toEqual([]);
  expect(saved).toEqual([2]);
  await waitFor(() => expect(documents.current.documents).toHaveLength(2));
  expect(documents.current.documents.map((document) => document.document_title)).toEqual([
    "Driver's License",
    'Social Security Card',
  ]);
  expect(JSON.stringify(documents.current.documents)).not.toContain('D1234567');
});
