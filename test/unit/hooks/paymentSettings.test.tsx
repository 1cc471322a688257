// @vitest-environment jsdom
// The payment settings form (issue 44, DECISIONS 70, UPSTREAM-2 H.8) against the in-process demo
// service, as the admin of <PaymentSettings/>: speed and limit saved, a bad amount kept on its
// field with nothing sent, the service's refusal on its field, and a colleague's save of the other
// setting kept (the configs have no version, so only the changed settings are sent).
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { getPaymentConfigs, updatePaymentConfigs } from '../../../src/api/company/operations';
import type { PaymentConfigs } from '../../../src/api/company/types';
import { usePaymentConfigsForm, type PaymentConfigsValues } from '../../../src/hooks/company';
import { hookSession } from './hookSession';

afterEach(cleanup);

function renderForm() {
  const s = hookSession();
  const saved: PaymentConfigs[] = [];
  const hook = renderHook(() => usePaymentConfigsForm(s.companyId, { onSaved: (c) => saved.push(c) }), {
    wrapper: s.wrapper,
  });
  const set = <K extends keyof PaymentConfigsValues>(name: K, value: PaymentConfigsValues[K]) =>
    act(() => hook.result.current.form.setValue(name, value as never, { shouldDirty: true }));
  const submit = () => act(() => hook.result.current.submit());
  const stored = async () => (await getPaymentConfigs(s.colleague, s.companyId)).data;
  const puts = () => s.recorder.requests.filter((r) => r.method === 'PUT');
  return { s, hook, set, submit, stored, saved, puts };
}

test('shows the company’s two-day speed with no limit, and saves a $5,000.00 limit, then four-day speed', async () => {
  const { hook, set, submit, stored, saved } = renderForm();
  await waitFor(() => expect(hook.result.current.isLoading).toBe(false));
  expect(hook.result.current.loadError).toBeNull();
  expect(hook.result.current.form.getValues()).toMatchObject({
    payment_speed: '2-day',
    fast_payment_limit: '',
  });

  await set('fast_payment_limit', '5000');
  await submit();
  expect(hook.result.current.formErrors).toEqual([]);
  expect(await stored()).toMatchObject({ payment_speed: '2-day', fast_payment_limit: '5000.00' });
  expect(saved.map((c) => c.fast_payment_limit)).toEqual(['5000.00']);

  await set('payment_speed', '4-day');
  await submit();
  expect(await stored()).toMatchObject({ payment_speed: '4-day', fast_payment_limit: '5000.00' });
  expect(saved).toHaveLength(2);
});

test('a negative or malformed limit stays on its field as a message key, and nothing is sent', async () => {
  const { hook, set, submit, puts } = renderForm();
  await waitFor(() => expect(hook.result.current.isLoading).toBe(false));
  await set('fast_payment_limit', '-10');
  await submit();
  expect(hook.result.current.form.formState.errors.fast_payment_limit?.message).toBe('validation.positive');
  await set('fast_payment_limit', '12.345');
  await submit();
  expect(hook.result.current.form.formState.errors.fast_payment_limit?.message).toBe('validation.money');
  expect(puts()).toEqual([]);
});

test('an amount the service refuses (13 digits) comes back as its 422 on the limit field, what was typed kept', async () => {
  const { hook, set, submit, stored, saved, puts } = renderForm();
  await waitFor(() => expect(hook.result.current.isLoading).toBe(false));
  await set('fast_payment_limit', '1234567890123');
  await submit();
  expect(puts()).toHaveLength(1);
  await waitFor(() =>
    expect(hook.result.current.form.formState.errors.fast_payment_limit?.message).toMatch(/amount of money/),
  );
  expect(hook.result.current.form.getValues('fast_payment_limit')).toBe('1234567890123');
  expect(hook.result.current.formErrors).toEqual([]);
  expect(saved).toEqual([]);
  expect((await stored()).fast_payment_limit).toBeUndefined();
});

test('a colleague’s save of the speed is kept when the limit is saved from a screen that showed the old speed', async () => {
  const { s, hook, set, submit, stored, puts } = renderForm();
  await waitFor(() => expect(hook.result.current.isLoading).toBe(false));
  await updatePaymentConfigs(s.colleague, s.companyId, { payment_speed: '1-day' });
  await set('fast_payment_limit', '2500.00');
  await submit();
  expect(await stored()).toMatchObject({ payment_speed: '1-day', fast_payment_limit: '2500.00' });
  expect(await puts()[0]!.json()).toEqual({ payment_configs: { fast_payment_limit: '2500.00' } });
});
