// @vitest-environment jsdom
// useContractorW9Form against the in-process demo service: only the fields the signer changed are
// sent (a TIN left masked is not), and a refusal of the service lands on the field it names, by
// the position of what was sent (`idx`) or by the required keys left empty (`metadata.keys`).
// The proxy's part (the signer's IP) is played by the page's fetch here.
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, test } from 'vitest';
import { createPayrollClient } from '../../../../src/api/client';
import type { ContractorDocument } from '../../../../src/api/contractorDocuments/types';
import { createDemoApi, createDemoFetch } from '../../../../src/demo-api';
import { useContractorDocuments, useContractorW9Form } from '../../../../src/hooks/contractorDocuments';
import { PayrollClientProvider } from '../../../../src/hooks/PayrollClientProvider';
import { addContractor, FIXED_INDIVIDUAL, saveContractorAddress } from '../../../support/contractors';
import { demoAdmin } from '../../../support/demoAdmin';
import { TODAY } from './contractorsHarness';

afterEach(cleanup);

/** A page of hooks on a demo service, its sign requests' bodies recorded as the proxy gets them. */
async function w9Page(withAddress: boolean) {
  const start = new Date(TODAY).getTime();
  const api = createDemoApi({ employees: 1, now: () => new Date(start), rateLimit: 100_000 });
  const demoFetch = createDemoFetch(api, { token: api.tokens.company });
  const signed: unknown[] = [];
  const client = createPayrollClient({
    baseUrl: api.baseUrl,
    retry: false,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      request.headers.set('x-client-ip', '203.0.113.7');
      if (request.url.endsWith('/sign')) signed.push(await request.clone().json());
      return demoFetch(request);
    }) as typeof fetch,
  });
  const admin = demoAdmin(api);
  const { uuid } = await addContractor(admin, { ...FIXED_INDIVIDUAL, ssn: '123456789' });
  if (withAddress) await saveContractorAddress(admin, uuid);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PayrollClientProvider client={client} queryClient={queryClient}>
      {children}
    </PayrollClientProvider>
  );
  const documents = renderHook(() => useContractorDocuments(uuid), { wrapper }).result;
  await waitFor(() => expect(documents.current.data).toHaveLength(1));
  const w9 = documents.current.data![0]!;
  /** The W-9 form over `document` (the service's, or one a partner's kit renders its own way). */
  const form = (document: ContractorDocument) =>
    renderHook(() => useContractorW9Form(api.companyUuid, uuid, document), { wrapper }).result;
  return { w9, form, signed, documents };
}

test('only the changed fields are sent, a TIN left masked is not, and the W-9 is signed', async () => {
  const { w9, form, signed, documents } = await w9Page(true);
  const w9Form = form(w9);
  expect(w9Form.current.form.getValues('fields')).toMatchObject({
    name: 'Mary Jackson',
    taxpayer_identification_number: 'XXX-XX-6789',
  });
  act(() => {
    w9Form.current.form.setValue('fields.business_name', 'Jackson Drafting');
    w9Form.current.form.setValue('agree', true);
  });
  await act(() => w9Form.current.submit());
  expect(w9Form.current.formErrors).toEqual([]);
  expect(signed).toEqual([{ agree: true, fields: [{ key: 'business_name', value: 'Jackson Drafting' }] }]);
  await waitFor(() => expect(documents.current.data?.[0]?.requires_signing).toBe(false));
  const values = Object.fromEntries((documents.current.data![0]!.fields ?? []).map((f) => [f.key, f.value]));
  expect(values).toMatchObject({
    business_name: 'Jackson Drafting',
    taxpayer_identification_number: 'XXX-XX-6789',
  });
});

test('the masked TIN typed back as a person writes it keeps the number on file: no error, not sent, signed', async () => {
  const { w9, form, signed, documents } = await w9Page(true);
  const w9Form = form(w9);
  act(() => {
    // Cleared by mistake, then typed back from the screen in lower case, without dashes.
    w9Form.current.form.setValue('fields.taxpayer_identification_number', 'xxxxx6789');
    w9Form.current.form.setValue('agree', true);
  });
  await act(() => w9Form.current.submit());
  expect(w9Form.current.form.formState.errors.fields?.taxpayer_identification_number).toBeUndefined();
  expect(w9Form.current.formErrors).toEqual([]);
  expect(signed).toEqual([{ agree: true, fields: [] }]);
  await waitFor(() => expect(documents.current.data?.[0]?.requires_signing).toBe(false));
  const tin = documents.current.data![0]!.fields?.find((f) => f.key === 'taxpayer_identification_number');
  expect(tin?.value).toBe('XXX-XX-6789');
});

test("the service's required fields left empty land on those fields, everything typed kept", async () => {
  // No address on file, and a kit that does not mark it required: the service still refuses.
  const { w9, form, signed } = await w9Page(false);
  const unmarked = { ...w9, fields: w9.fields!.map((field) => ({ ...field, required: false })) };
  const w9Form = form(unmarked);
  act(() => {
    w9Form.current.form.setValue('fields.business_name', 'Jackson Drafting');
    w9Form.current.form.setValue('agree', true);
  });
  await act(() => w9Form.current.submit());
  expect(signed).toHaveLength(1);
  const { errors } = w9Form.current.form.formState;
  expect(errors.fields?.address?.message).toBe('validation.required');
  expect(errors.fields?.city_state_zip?.message).toBe('validation.required');
  expect(errors.fields?.name).toBeUndefined();
  expect(w9Form.current.formErrors).toEqual([]);
  expect(w9Form.current.form.getValues('fields.business_name')).toBe('Jackson Drafting');
});

test('a value the service refuses at idx lands on the field sent at that position', async () => {
  // A field the kit shows that this service does not take: the second one sent.
  const { w9, form } = await w9Page(true);
  const extra = { ...w9, fields: [...w9.fields!, { key: 'exempt_payee_code', value: '', required: false }] };
  const w9Form = form(extra);
  act(() => {
    w9Form.current.form.setValue('fields.address', '1 Main St');
    w9Form.current.form.setValue('fields.exempt_payee_code', '5');
    w9Form.current.form.setValue('agree', true);
  });
  await act(() => w9Form.current.submit());
  const { errors } = w9Form.current.form.formState;
  expect(errors.fields?.exempt_payee_code?.message).toMatch(/fields\[1\]/);
  expect(errors.fields?.address).toBeUndefined();
});
