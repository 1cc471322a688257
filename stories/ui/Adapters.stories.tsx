import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { expect, userEvent, within } from 'storybook/test';
import {
  UIProvider,
  useComponents,
  type ButtonProps,
  type ComponentOverrides,
  type SelectProps,
  type TextFieldProps,
} from '../../src/ui';

/*
 * A partner's own design system, reduced to three plain components. Each accepts our typed props
 * contract and forwards the ref to its native element, which is all react-hook-form needs.
 */
const AcmeButton = forwardRef<HTMLButtonElement, ButtonProps>(function AcmeButton(
  { variant: _variant, loading, size: _size, children, ...rest },
  ref,
) {
  return (
    <button ref={ref} className="acme-button" data-acme="" aria-busy={loading || undefined} {...rest}>
      {children}
    </button>
  );
});
const AcmeTextField = forwardRef<HTMLInputElement, TextFieldProps>(function AcmeTextField(
  { label, hint: _hint, error, required, startText: _s, endText: _e, id, ...input },
  ref,
) {
  const inputId = id ?? `acme-${input.name}`;
  return (
    <p className="acme-field" data-acme="">
      <label htmlFor={inputId}>
        {label}
        {required ? ' (required)' : ''}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-e` : undefined}
        {...input}
      />
      {error ? <span id={`${inputId}-e`}>{error}</span> : null}
    </p>
  );
});
const AcmeSelect = forwardRef<HTMLSelectElement, SelectProps>(function AcmeSelect(
  { label, hint: _hint, error: _error, required: _required, options, placeholder, id, ...select },
  ref,
) {
  const selectId = id ?? `acme-${select.name}`;
  return (
    <p className="acme-field" data-acme="">
      <label htmlFor={selectId}>{label}</label>
      <select ref={ref} id={selectId} {...select}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </p>
  );
});
const acme: ComponentOverrides = { Button: AcmeButton, TextField: AcmeTextField, Select: AcmeSelect };

interface JobForm {
  title: string;
  payment_unit: string;
}

/** A flow-like form: it knows only `useComponents()`, never which design system is behind it. */
function JobFormBlock() {
  const { Button, TextField, Select } = useComponents();
  const [saved, setSaved] = useState<JobForm | null>(null);
  const { register, handleSubmit, formState } = useForm<JobForm>({
    defaultValues: { title: '', payment_unit: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(setSaved)}>
      <TextField
        label="Job title"
        required
        error={formState.errors.title ? 'This field is required.' : undefined}
        {...register('title', { required: true })}
      />
      <Select
        label="Pay unit"
        placeholder="Choose…"
        options={[
          { value: 'Hour', label: 'Per hour' },
          { value: 'Year', label: 'Per year' },
        ]}
        {...register('payment_unit')}
      />
      <Button type="submit">Save job</Button>
      {saved ? <output>{`Saved ${saved.title} paid per ${saved.payment_unit}`}</output> : null}
    </form>
  );
}

const meta = {
  title: 'UI/Component adapters',
  component: JobFormBlock,
} satisfies Meta<typeof JobFormBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PartnerDesignSystem: Story = {
  render: () => (
    <UIProvider components={acme}>
      <main>
        <JobFormBlock />
      </main>
    </UIProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save job' })).toHaveAttribute('data-acme');
    await userEvent.click(canvas.getByRole('button', { name: 'Save job' }));
    await expect(canvas.getByRole('textbox', { name: /Job title/ })).toBeInvalid();
    await userEvent.type(canvas.getByRole('textbox', { name: /Job title/ }), 'Barista');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Pay unit' }), 'Hour');
    await userEvent.click(canvas.getByRole('button', { name: 'Save job' }));
    await expect(await canvas.findByText('Saved Barista paid per Hour')).toBeVisible();
  },
};
export const OurPrimitives: Story = {
  render: () => (
    <UIProvider>
      <main>
        <JobFormBlock />
      </main>
    </UIProvider>
  ),
};
