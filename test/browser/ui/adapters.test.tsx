import { forwardRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expect, test } from 'vitest';
import {
  UIProvider,
  useComponents,
  useMessages,
  type ButtonProps,
  type SelectProps,
  type TextFieldProps,
} from '../../../src/ui';

// A partner's design system: plain elements that accept our props contracts and forward refs.
const PartnerButton = forwardRef<HTMLButtonElement, ButtonProps>(function PartnerButton(
  { variant: _v, loading: _l, size: _s, ...rest },
  ref,
) {
  return <button ref={ref} data-partner="button" {...rest} />;
});
const PartnerTextField = forwardRef<HTMLInputElement, TextFieldProps>(function PartnerTextField(
  { label, hint: _h, error, required: _r, startText: _st, endText: _et, ...input },
  ref,
) {
  return (
    <label data-partner="text-field">
      {label}
      <input ref={ref} aria-invalid={error ? true : undefined} {...input} />
      {error ? <em>{error}</em> : null}
    </label>
  );
});
const PartnerSelect = forwardRef<HTMLSelectElement, SelectProps>(function PartnerSelect(
  { label, hint: _h, error, required: _r, options, placeholder, ...select },
  ref,
) {
  return (
    <label data-partner="select">
      {label}
      <select ref={ref} {...select}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? <em>{error}</em> : null}
    </label>
  );
});

interface EmployeeForm {
  first_name: string;
  last_name: string;
  payment_unit: string;
}

/** Shaped like a flow: primitives only through useComponents, errors as message keys. */
function NewEmployeeForm({ onSave }: { onSave: (values: EmployeeForm) => void }) {
  const { Button, TextField, Select } = useComponents();
  const { t } = useMessages();
  const [saved, setSaved] = useState(false);
  const { register, control, handleSubmit, formState } = useForm<EmployeeForm>({
    defaultValues: { first_name: '', last_name: '', payment_unit: '' },
  });
  const { errors } = formState;
  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => {
        onSave(values);
        setSaved(true);
      })}
    >
      <TextField
        label="First name"
        error={errors.first_name && t(errors.first_name.message ?? '')}
        {...register('first_name', { required: 'validation.required' })}
      />
      <TextField label="Last name" {...register('last_name')} />
      <Controller
        control={control}
        name="payment_unit"
        rules={{ required: 'validation.paymentUnit' }}
        render={({ field, fieldState }) => (
          <Select
            label="Pay unit"
            placeholder="Choose"
            options={[
              { value: 'Hour', label: 'Per hour' },
              { value: 'Year', label: 'Per year' },
            ]}
            error={fieldState.error && t(fieldState.error.message ?? '')}
            {...field}
          />
        )}
      />
      <Button type="submit">Save employee</Button>
      {saved ? <p>Saved</p> : null}
    </form>
  );
}

test("a partner's Button, TextField and Select run a whole react-hook-form form", async () => {
  const saves: EmployeeForm[] = [];
  const screen = await render(
    <UIProvider
      components={{ Button: PartnerButton, TextField: PartnerTextField, Select: PartnerSelect }}
      messages={{ 'validation.required': 'Needed!' }}
    >
      <NewEmployeeForm onSave={(values) => saves.push(values)} />
    </UIProvider>,
  );
  const submit = screen.getByRole('button', { name: 'Save employee' });
  await expect.element(submit).toHaveAttribute('data-partner', 'button');
  expect(document.querySelectorAll('[data-partner="text-field"]')).toHaveLength(2);
  expect(document.querySelectorAll('[data-partner="select"]')).toHaveLength(1);

  await userEvent.click(submit);
  // Inline errors reach the partner's fields, translated and overridden through `messages`.
  await expect.element(screen.getByText('Needed!')).toBeVisible();
  await expect.element(screen.getByText('Choose Hour, Week, Month or Year.')).toBeVisible();
  expect(saves).toHaveLength(0);

  await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Ana');
  await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Alvarez');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Pay unit' }), 'Year');
  await userEvent.click(submit);
  await expect.element(screen.getByText('Saved')).toBeVisible();
  expect(saves).toEqual([{ first_name: 'Ana', last_name: 'Alvarez', payment_unit: 'Year' }]);
});
