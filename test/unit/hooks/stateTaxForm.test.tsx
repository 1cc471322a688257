// @vitest-environment jsdom
// The run-time state tax form (UPSTREAM-2 H.6, DECISIONS 54) against the in-process demo service:
// the seeded company's California requirement sets become fields, rules and a body, and the
// service's nested 422 lands on the requirement it names.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getStateTaxRequirements } from '../../../src/api/company/stateTaxOperations';
import { fractionToPercent, percentToFraction, useStateTaxForm } from '../../../src/hooks/company';
import { demoClient } from '../api/demoService';
import { payrollSession } from './payrollRunHarness';

afterEach(cleanup);

const RATES = 'taxrates_2026-01-01';

async function openForm(session: ReturnType<typeof payrollSession>, wrapper = session.wrapper) {
  const hook = renderHook(() => useStateTaxForm(session.companyId, 'CA'), { wrapper });
  await waitFor(() => expect(hook.result.current.fields.length).toBeGreaterThan(0));
  await waitFor(() => expect(hook.result.current.form.getValues(`${RATES}.sui_rate`)).toBe('3.4'));
  return hook;
}

async function savedCa(session: ReturnType<typeof payrollSession>) {
  const { data } = await getStateTaxRequirements(session.client, session.companyId, 'CA');
  return Object.fromEntries(
    data.requirement_sets.flatMap((set) => set.requirements.map((r) => [r.key, r.value] as const)),
  );
}

describe('useStateTaxForm', () => {
  it('turns each requirement into a field: masks, options, rates as percents, applicable_if', async () => {
    const session = payrollSession(2);
    const { result } = await openForm(session);
    const field = (name: string) => result.current.fields.find((f) => f.name === name)!;

    expect(result.current.sets.map((s) => s.id)).toEqual(['registrations', RATES, 'depositschedules']);
    expect(field('registrations.employer_account_number')).toMatchObject({
      input: 'account_number',
      mask: '###-####-#',
      applicable: true,
    });
    expect(field(`${RATES}.sui_rate`)).toMatchObject({ input: 'percent', range: { min: '1.5', max: '6.2' } });
    expect(field(`${RATES}.ett_rate`).rates).toEqual(['0.1', '0']);
    expect(field('depositschedules.deposit_schedule').options.map((o) => o.value)).toContain('Quarterly');
    // The voluntary plan's number is asked only for a voluntary plan.
    expect(field('registrations.sdi_voluntary_plan')).toMatchObject({ input: 'radio' });
    expect(result.current.form.getValues('registrations.sdi_voluntary_plan')).toBe('false');
    expect(field('registrations.voluntary_plan_number')).toMatchObject({ applicable: false, prefix: 'VP-' });
    act(() => result.current.form.setValue('registrations.sdi_voluntary_plan', 'true'));
    await waitFor(() => expect(field('registrations.voluntary_plan_number').applicable).toBe(true));
  });

  it('checks mask, range, rates and applicable requirements before sending anything', async () => {
    const session = payrollSession(2);
    const { result } = await openForm(session);
    const before = await savedCa(session);
    act(() => {
      const { form } = result.current;
      form.setValue('registrations.employer_account_number', '1234567');
      form.setValue('registrations.sdi_voluntary_plan', 'true');
      form.setValue(`${RATES}.sui_rate`, '7');
      form.setValue(`${RATES}.ett_rate`, '0.5');
    });
    await act(() => result.current.submit());
    const errors = result.current.form.formState.errors as Record<
      string,
      Record<string, { message?: string }>
    >;
    expect(errors.registrations?.employer_account_number?.message).toBe('validation.mask');
    expect(errors.registrations?.voluntary_plan_number?.message).toBe('validation.required');
    expect(errors[RATES]?.sui_rate?.message).toBe('validation.max');
    expect(errors[RATES]?.ett_rate?.message).toBe('validation.option');
    expect(await savedCa(session)).toEqual(before);
  });

  it('sends percents as decimal fractions and options as their typed values', async () => {
    const session = payrollSession(2);
    const { result } = await openForm(session);
    act(() => {
      const { form } = result.current;
      form.setValue('registrations.sdi_voluntary_plan', 'true');
      form.setValue('registrations.voluntary_plan_number', '1234-5678');
      form.setValue(`${RATES}.sui_rate`, '2.55');
      form.setValue(`${RATES}.ett_rate`, '0');
    });
    await act(() => result.current.submit());
    expect(result.current.formErrors).toEqual([]);
    expect(await savedCa(session)).toMatchObject({
      sdi_voluntary_plan: true,
      voluntary_plan_number: '1234-5678',
      sui_rate: '0.0255',
      ett_rate: '0.0',
    });
  });

  it('puts each nested 422 entry of the service on its own requirement field', async () => {
    const session = payrollSession(2);
    // A page whose rules are older than the agency's: the SUI rate it sends is out of today's range.
    const drifted: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.method !== 'PUT' || !request.url.includes('/tax_requirements/CA'))
        return session.fetchFn(request);
      const body = await request.json();
      for (const set of body.requirement_sets)
        for (const r of set.requirements) if (r.key === 'sui_rate') r.value = '0.5';
      return session.fetchFn(new Request(request, { body: JSON.stringify(body) }));
    };
    const { result } = await openForm(session, session.wrapperFor(demoClient(drifted, { retry: false })));
    act(() => result.current.form.setValue(`${RATES}.sui_rate`, '2.5'));
    await act(() => result.current.submit());
    const errors = result.current.form.formState.errors as Record<
      string,
      Record<string, { message?: string }>
    >;
    expect(errors[RATES]?.sui_rate?.message).toBe('SUI Tax Rate must be between 1.50% and 6.20%');
    expect(errors.registrations).toBeUndefined();
    expect(result.current.formErrors).toEqual([]);
    expect((await savedCa(session)).sui_rate).toBe('0.034');
  });
});

describe('rates between percents and decimal fractions, in integer arithmetic', () => {
  it.each([
    ['0.034', '3.4'],
    ['0.09825', '9.825'],
    ['0.0', '0'],
    ['0.1', '10'],
    ['0.000001', '0.0001'],
  ])('%s is %s percent', (fraction, percent) => {
    expect(fractionToPercent(fraction)).toBe(percent);
    expect(percentToFraction(percent)).toBe(fraction === '0.0' ? '0.0' : fraction);
  });
  it('refuses what is not a plain decimal', () => {
    expect(percentToFraction('3,4')).toBeUndefined();
    expect(percentToFraction('-1')).toBeUndefined();
    expect(percentToFraction('0.00001')).toBeUndefined();
  });
});
