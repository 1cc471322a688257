import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ErrorSummary, TextField } from '../../src/ui';
import { withUI } from './decorators';
import { es } from '../../src/locales/es';

const meta = {
  title: 'UI/ErrorSummary',
  component: ErrorSummary,
  args: {
    errors: [
      { message: 'Someone else changed this record. Review the latest values and save again.' },
      { field: 'first_name', message: 'This field is required.' },
      { field: 'ssn', message: 'Enter a 9-digit Social Security number.' },
    ],
  },
  decorators: [withUI],
  render: (args) => (
    <form noValidate>
      <ErrorSummary {...args} />
      <TextField label="Legal first name" name="first_name" error="This field is required." />
      <TextField label="Social Security number" name="ssn" error="Enter a 9-digit Social Security number." />
    </form>
  ),
} satisfies Meta<typeof ErrorSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FormAndFieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'There is a problem' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('link', { name: 'Enter a 9-digit Social Security number.' }));
    await expect(canvas.getByRole('textbox', { name: 'Social Security number' })).toHaveFocus();
  },
};
export const Spanish: Story = { parameters: { ui: { locale: 'es-US', messages: es } } };
export const NoErrors: Story = { args: { errors: [] } };
