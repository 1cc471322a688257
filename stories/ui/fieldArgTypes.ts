import type { ArgTypes } from '@storybook/react-vite';

/**
 * Controls every form field shares (label, hint, error, required, disabled, value), for fields
 * whose props Storybook cannot read from their types (wrappers of `TextField`).
 */
export const fieldArgTypes = {
  label: { control: 'text', description: 'Visible label; also the accessible name' },
  hint: { control: 'text', description: 'Help text under the label, read with the field' },
  error: { control: 'text', description: 'Error message: marks the field invalid and is read with it' },
  required: { control: 'boolean', description: 'Marks the label "required" and the input required' },
  disabled: { control: 'boolean' },
  defaultValue: { control: 'text', description: 'Value on first render, as typed' },
  placeholder: { control: 'text' },
  name: { control: 'text', table: { category: 'form' } },
} satisfies Partial<ArgTypes>;
