import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { EINField, PhoneField, SSNField, ZipField } from '../../src/ui';
import { withUI } from './decorators';
import { fieldArgTypes } from './fieldArgTypes';

const meta = {
  title: 'UI/MaskedFields',
  component: SSNField,
  args: { label: 'Social Security number', name: 'ssn' },
  argTypes: {
    ...fieldArgTypes,
    hasValue: { control: 'boolean', description: 'An SSN is on file: the field stays empty and says so' },
  },
  decorators: [withUI],
} satisfies Meta<typeof SSNField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SSN: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Social Security number' });
    await userEvent.type(input, '123456789');
    await expect(input).toHaveValue('123-45-6789');
  },
};
export const SSNOnFile: Story = {
  args: { hasValue: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Social Security number' });
    await expect(input).toHaveValue('');
    await expect(input).toHaveAccessibleDescription(/SSN is on file/);
  },
};
export const SSNWithError: Story = {
  args: { error: 'Enter a 9-digit Social Security number.', required: true },
};
export const EIN: Story = {
  args: { label: 'Employer Identification Number', name: 'ein' },
  render: ({ hasValue: _hasValue, ...args }) => <EINField {...args} />,
};
export const Phone: Story = {
  args: { label: 'Phone', name: 'phone' },
  render: ({ hasValue: _hasValue, ...args }) => <PhoneField {...args} />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone' });
    await userEvent.type(input, '5551234567');
    await expect(input).toHaveValue('(555) 123-4567');
  },
};
export const ZipWithError: Story = {
  args: {
    label: 'ZIP code',
    name: 'zip',
    error: 'Enter a 5-digit ZIP code, or ZIP+4.',
  },
  // Four digits typed: the state the error is about.
  render: ({ hasValue: _hasValue, ...args }) => <ZipField defaultValue="9410" {...args} />,
};
