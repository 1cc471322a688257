// @vitest-environment jsdom
// The record-form base alone, wired to the location hooks of the demo service: no flow, no markup.
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { createLocation, listLocations, updateLocation } from '../../../src/api/locations/operations';
import type { Location } from '../../../src/api/locations/types';
import { useCreateLocation, useLocations, useUpdateLocation } from '../../../src/hooks/locations';
import { PayrollClientProvider } from '../../../src/hooks/PayrollClientProvider';
import { useRecordForm } from '../../../src/hooks/useRecordForm';
import { demoClient, dropResponses, recordRequests, startDemo } from '../api/demoService';

afterEach(cleanup);

type Values = { phone_number: string; street_1: string; city: string; state: string; zip: string };

const EMPTY: Values = { phone_number: '', street_1: '', city: '', state: '', zip: '' };

/** Loose on purpose: what the service refuses must come back onto the fields. */
const schema = z.pipe(
  z.object({
    phone_number: z.string(),
    street_1: z.string().check(z.minLength(1, { error: 'validation.required' })),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
  }),
  // Output differs from input: the form's text is trimmed on its way to the service.
  z.transform((values) => ({ ...values, street_1: values.street_1.trim() })),
);

const toValues = (location: Location): Values => ({
  phone_number: location.phone_number,
  street_1: location.street_1,
  city: location.city,
  state: location.state,
  zip: location.zip,
});

async function session(options: { fetchFor?: (fetchFn: typeof fetch) => typeof fetch; edit?: boolean } = {}) {
  const { api, fetchFn } = startDemo(1);
  const recorder = recordRequests((options.fetchFor ?? ((f) => f))(fetchFn));
  const client = demoClient(recorder.fetch);
  const colleague = demoClient(fetchFn);
  const companyId = api.companyUuid;
  const existing = options.edit
    ? (
        await createLocation(colleague, companyId, {
          phone_number: '5105550100',
          street_1: '1 Main St',
          city: 'Oakland',
          state: 'CA',
          zip: '94607',
        })
      ).data
    : undefined;
  const saved: Array<{ location: Location; created: boolean }> = [];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PayrollClientProvider client={client} queryClient={queryClient}>
      {children}
    </PayrollClientProvider>
  );
  const hook = renderHook(
    () => {
      const locations = useLocations(companyId, { per: 100 });
      const record = existing && locations.data?.items.find((item) => item.uuid === existing.uuid);
      const create = useCreateLocation(companyId);
      return useRecordForm({
        schema,
        empty: EMPTY,
        record,
        toValues,
        create: create.mutateAsync,
        update: useUpdateLocation(companyId, existing?.uuid ?? ''),
        changes: (values) => values,
        onSaved: (location, created) => saved.push({ location, created }),
      });
    },
    { wrapper },
  );
  if (existing) await waitFor(() => expect(hook.result.current.form.getValues('city')).toBe('Oakland'));
  const type = (values: Partial<Values>) =>
    act(() => {
      for (const [name, value] of Object.entries(values)) {
        hook.result.current.form.setValue(name as keyof Values, value, { shouldDirty: true });
      }
    });
  const submit = () => act(() => hook.result.current.submit());
  const stored = async () => (await listLocations(colleague, companyId, { per: 100 })).items;
  return { hook, type, submit, saved, stored, colleague, existing: existing!, recorder };
}

test('a blank form creates the record once, even when the answer is lost and the client retries', async () => {
  const lose = (fetchFn: typeof fetch) =>
    dropResponses(fetchFn, (request) => request.method === 'POST' && request.url.endsWith('/locations'));
  const { type, submit, saved, stored } = await session({ fetchFor: lose });
  const before = (await stored()).length;

  await type({
    phone_number: '4155550100',
    street_1: '  77 Harbour Way ',
    city: 'San Francisco',
    state: 'CA',
    zip: '94105',
  });
  await submit();

  const after = await stored();
  expect(after).toHaveLength(before + 1);
  expect(after.filter((location) => location.street_1 === '77 Harbour Way')).toHaveLength(1);
  expect(saved).toEqual([{ location: expect.objectContaining({ city: 'San Francisco' }), created: true }]);
});

test('an edit sends only what the user changed, with the version the screen showed', async () => {
  const { type, submit, saved, stored, existing, recorder, hook } = await session({ edit: true });

  await type({ zip: '94612' });
  await submit();

  const put = recorder.requests.find((request) => request.method === 'PUT');
  expect(await put!.json()).toEqual({ version: existing.version, zip: '94612' });
  expect((await stored()).find((location) => location.uuid === existing.uuid)).toMatchObject({
    zip: '94612',
  });
  expect(saved).toEqual([{ location: expect.objectContaining({ zip: '94612' }), created: false }]);
  // Saved: the screen is the new baseline.
  expect(hook.result.current.form.formState.isDirty).toBe(false);
});

test("a colleague's change to another field is merged, not lost and not asked about", async () => {
  const { type, submit, saved, stored, existing, colleague, hook } = await session({ edit: true });
  await updateLocation(colleague, existing.uuid, { version: existing.version, city: 'Berkeley' });

  await type({ zip: '94612' });
  await submit();

  expect(hook.result.current.conflict).toBeUndefined();
  expect((await stored()).find((location) => location.uuid === existing.uuid)).toMatchObject({
    city: 'Berkeley',
    zip: '94612',
  });
  expect(saved).toHaveLength(1);
});

test('a change to the same field comes back as a conflict; keeping mine finishes the save', async () => {
  const { type, submit, saved, stored, existing, colleague, hook } = await session({ edit: true });
  await updateLocation(colleague, existing.uuid, { version: existing.version, zip: '94610' });

  await type({ zip: '94612' });
  await submit();

  expect(hook.result.current.conflict?.fields).toEqual([
    { name: 'zip', base: '94607', remote: '94610', local: '94612' },
  ]);
  expect(saved).toEqual([]);

  await act(() => hook.result.current.resolveConflict('local'));

  expect(hook.result.current.conflict).toBeUndefined();
  expect((await stored()).find((location) => location.uuid === existing.uuid)?.zip).toBe('94612');
  expect(saved).toEqual([{ location: expect.objectContaining({ zip: '94612' }), created: false }]);
});

test("the service's refusals land on their fields and every typed value stays", async () => {
  const { type, submit, saved, hook } = await session();

  await type({ phone_number: '12', street_1: '1 Main St', city: 'Oakland', state: 'ZZ', zip: 'abc' });
  await submit();

  const { errors } = hook.result.current.form.formState;
  expect(errors.phone_number?.message).toBeTruthy();
  expect(errors.zip?.message).toBeTruthy();
  expect(hook.result.current.form.getValues()).toEqual({
    phone_number: '12',
    street_1: '1 Main St',
    city: 'Oakland',
    state: 'ZZ',
    zip: 'abc',
  });
  expect(saved).toEqual([]);
});
