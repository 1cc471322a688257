// @vitest-environment jsdom
// Issue 43: "Deductions and garnishments" offers a voluntary deduction after taxes (no court
// order): sent as garnishment_type null with court_ordered false (UPSTREAM A.11), and read back as
// the same kind. Hooks against the in-process demo service, its clock pinned to Monday 15 June 2026.
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { useEmployees } from '../../../src/hooks/employees';
import { useGarnishmentForm, useGarnishments } from '../../../src/hooks/garnishments';
import { VOLUNTARY_DEDUCTION } from '../../../src/hooks/garnishments/useGarnishmentForm';
import { payrollSession } from './payrollRunHarness';

afterEach(cleanup);

test('a voluntary deduction after taxes is saved with no type and no court order, and reads back as voluntary', async () => {
  const session = payrollSession(12);
  const render = <T,>(hook: () => T) => renderHook(hook, { wrapper: session.wrapper }).result;
  const employees = render(() => useEmployees(session.companyId, { per: 100 }));
  await waitFor(() => expect(employees.current.data?.items.length).toBeGreaterThan(0));
  const grace = employees.current.data!.items.find(
    (e) => e.first_name === 'Grace' && e.last_name === 'Lovelace',
  )!;

  const form = render(() => useGarnishmentForm({ employeeId: grace.uuid }));
  act(() => {
    form.current.form.setValue('garnishment_type', VOLUNTARY_DEDUCTION);
    form.current.form.setValue('description', 'United Way pledge');
    form.current.form.setValue('amount', '25.00');
  });
  await act(() => form.current.submit());
  expect(form.current.formErrors).toEqual([]);
  const list = render(() => useGarnishments(grace.uuid));
  await waitFor(() => expect(list.current.data?.items).toHaveLength(1));
  const saved = list.current.data!.items[0]!;
  expect(saved).toMatchObject({
    garnishment_type: null,
    court_ordered: false,
    description: 'United Way pledge',
    amount: '25.00',
    child_support: null,
  });

  const edit = render(() => useGarnishmentForm({ employeeId: grace.uuid, garnishmentId: saved.uuid }));
  await waitFor(() => expect(edit.current.form.getValues('description')).toBe('United Way pledge'));
  expect(edit.current.form.getValues('garnishment_type')).toBe(VOLUNTARY_DEDUCTION);
});
