// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useFieldArray } from 'react-hook-form';
import { afterEach, expect, test } from 'vitest';
import { z } from 'zod';
import type { PayrollClient } from '../../../src/api/client';
import { createEmployee } from '../../../src/api/employees/operations';
import { getPaymentMethod, updatePaymentMethod } from '../../../src/api/paymentMethod/operations';
import type { PaymentMethodUpdate } from '../../../src/api/paymentMethod/types';
import { PayrollClientProvider } from '../../../src/hooks/PayrollClientProvider';
import { employeeSchema } from '../../../src/hooks/schemas/employee';
import { validationMessageKeys } from '../../../src/hooks/schemas/messageKeys';
import { useApiForm } from '../../../src/hooks/useApiForm';
import { demoClient, recordRequests, startDemo } from '../api/demoService';
import { badSplits, employeeWithThreeAccounts } from '../api/threeBadSplits';

afterEach(cleanup);

type Values = { first_name: string; last_name: string; ssn: string };

/** A bare partner form: labels, inputs, and whatever message the hook puts on each field. */
function NewHireForm(props: { client: PayrollClient; companyId: string; schema: z.ZodType<Values> }) {
  const { form, submit, formErrors } = useApiForm<Values>({
    schema: props.schema,
    defaultValues: { first_name: '', last_name: '', ssn: '' },
    onSubmit: async (values) => (await createEmployee(props.client, props.companyId, values)).data,
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={submit}>
      {(['first_name', 'last_name', 'ssn'] as const).map((name) => (
        <p key={name}>
          <label>
            {name}
            <input {...form.register(name)} />
          </label>
          {errors[name] && <span role="alert">{`${name}: ${errors[name]?.message}`}</span>}
        </p>
      ))}
      {formErrors.map((issue) => (
        <p key={issue.errorKey}>{`form: ${issue.category}`}</p>
      ))}
      <button type="submit">Save</button>
    </form>
  );
}

function renderForm(schema: z.ZodType<Values>) {
  const { api, fetchFn } = startDemo(1);
  const recorder = recordRequests(fetchFn);
  const client = demoClient(recorder.fetch);
  render(
    <PayrollClientProvider client={client} queryClient={new QueryClient()}>
      <NewHireForm client={client} companyId={api.companyUuid} schema={schema} />
    </PayrollClientProvider>,
  );
  const type = (name: string, value: string) =>
    fireEvent.change(screen.getByLabelText(name), { target: { value } });
  return { recorder, type };
}

test('a server field error lands on its input, takes the focus and keeps what was typed', async () => {
  // A permissive schema lets the bad SSN reach the service, as an out-of-date client would.
  const permissive = z.object({ first_name: z.string(), last_name: z.string(), ssn: z.string() });
  const { type } = renderForm(permissive);
  type('first_name', 'Ada');
  type('last_name', 'Lovelace');
  type('ssn', '123-45');

  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));

  await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/^ssn: /));
  expect(document.activeElement).toBe(screen.getByLabelText('ssn'));
  expect((screen.getByLabelText('first_name') as HTMLInputElement).value).toBe('Ada');
  expect((screen.getByLabelText('ssn') as HTMLInputElement).value).toBe('123-45');
});

test('input the contract forbids is stopped in the browser with a message key', async () => {
  const { recorder, type } = renderForm(employeeSchema as unknown as z.ZodType<Values>);
  type('first_name', 'Ada');
  type('last_name', '');
  type('ssn', '123-45');

  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));

  await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
  expect(screen.getByText('ssn: validation.ssn', { exact: false })).toBeTruthy();
  expect(recorder.requests).toHaveLength(0);
  expect(validationMessageKeys).toContain('validation.ssn');
});

type DepositValues = NonNullable<PaymentMethodUpdate['splits']> extends (infer S)[] ? { splits: S[] } : never;

/** A direct-deposit form with one row per split, as a partner would build it. */
function DepositForm(props: { client: PayrollClient; employeeId: string; splits: DepositValues['splits'] }) {
  const { form, submit } = useApiForm<DepositValues>({
    schema: z.object({
      splits: z.array(
        z.object({
          uuid: z.string(),
          name: z.string().optional(),
          priority: z.coerce.number(),
          split_amount: z.coerce.number(),
        }),
      ),
    }) as unknown as z.ZodType<DepositValues>,
    defaultValues: { splits: props.splits },
    onSubmit: async (values) => {
      const { data } = await getPaymentMethod(props.client, props.employeeId);
      return updatePaymentMethod(props.client, props.employeeId, {
        version: data.version,
        type: 'Direct Deposit',
        split_by: 'Percentage',
        splits: values.splits,
      });
    },
  });
  const rows = form.formState.errors.splits;
  return (
    <form onSubmit={submit}>
      {props.splits.map((split, index) => (
        <fieldset key={split.uuid}>
          <legend>{`Row ${index}`}</legend>
          <input aria-label={`Row ${index} priority`} {...form.register(`splits.${index}.priority`)} />
          <input aria-label={`Row ${index} amount`} {...form.register(`splits.${index}.split_amount`)} />
          <p>{`Row ${index} errors: ${Object.keys(rows?.[index] ?? {}).join(',')}`}</p>
        </fieldset>
      ))}
      <button type="submit">Save</button>
    </form>
  );
}

test('errors of a three-row list land on the right rows and fields', async () => {
  const { api, fetchFn } = startDemo(1);
  const client = demoClient(fetchFn);
  const { employee, accounts } = await employeeWithThreeAccounts(client, api.companyUuid);
  render(
    <PayrollClientProvider client={client} queryClient={new QueryClient()}>
      <DepositForm client={client} employeeId={employee.uuid} splits={badSplits(accounts)} />
    </PayrollClientProvider>,
  );

  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));

  await waitFor(() => expect(screen.getByText(/^Row 0 errors: /).textContent).not.toBe('Row 0 errors: '));
  expect(screen.getByText(/^Row 0 errors: /).textContent).toBe('Row 0 errors: split_amount');
  expect(screen.getByText(/^Row 1 errors: /).textContent).toBe('Row 1 errors: priority');
  expect(screen.getByText(/^Row 2 errors: /).textContent).toBe('Row 2 errors: uuid');
  expect(document.activeElement).toBe(screen.getByLabelText('Row 0 amount'));
});

type ListValues = { items: Array<{ amount: string }> };

/** A list form with a rule per row and one on the whole list, checked in the browser. */
function ListForm(props: { items: ListValues['items'] }) {
  const { form, submit } = useApiForm<ListValues>({
    schema: z.object({
      items: z
        .array(z.object({ amount: z.string().min(1, 'validation.required') }))
        .refine((items) => items.length <= 2, 'validation.tooMany'),
    }) as unknown as z.ZodType<ListValues>,
    defaultValues: { items: props.items },
    onSubmit: async () => undefined,
  });
  const { fields } = useFieldArray({ control: form.control, name: 'items' });
  const errors = form.formState.errors.items;
  return (
    <form onSubmit={submit}>
      {fields.map((field, index) => (
        <input key={field.id} aria-label={`Amount ${index}`} {...form.register(`items.${index}.amount`)} />
      ))}
      <p>{`List: ${errors?.root?.message ?? ''}`}</p>
      <p>{`Row 1: ${errors?.[1]?.amount?.message ?? ''}`}</p>
      <button type="submit">Save</button>
    </form>
  );
}

test("a rule on a whole list is the list's own error; a row's rule lands on that row and takes the focus", async () => {
  render(<ListForm items={[{ amount: '5' }, { amount: '6' }, { amount: '7' }]} />);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  await waitFor(() => expect(screen.getByText(/^List:/).textContent).toBe('List: validation.tooMany'));
  expect(screen.getByText(/^Row 1:/).textContent).toBe('Row 1: ');
  cleanup();

  render(<ListForm items={[{ amount: '5' }, { amount: '' }]} />);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
  await waitFor(() => expect(screen.getByText(/^Row 1:/).textContent).toBe('Row 1: validation.required'));
  expect(screen.getByText(/^List:/).textContent).toBe('List: ');
  expect(document.activeElement).toBe(screen.getByLabelText('Amount 1'));
});
