import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PayScheduleForm, PaySchedules } from '../../src/flows';
import { storyNow } from '../storyGlobals';
import { useDemo, withDemo } from './withDemo';

/** A date `days` from the demo service's today (fixed in stories), `YYYY-MM-DD`. */
function inDays(days: number): string {
  const date = new Date(storyNow);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function Schedules({ mode, onSaved }: { mode: 'flow' | 'add'; onSaved: () => void }) {
  const { companyId } = useDemo();
  if (mode === 'flow') return <PaySchedules companyId={companyId} />;
  return <PayScheduleForm companyId={companyId} onSaved={onSaved} onCancel={() => undefined} />;
}

const meta = {
  title: 'Flows/PaySchedules',
  component: Schedules,
  decorators: [withDemo],
  argTypes: {
    mode: {
      control: 'inline-radio',
      options: ['flow', 'add'],
      description: 'The whole flow, or its add form alone',
    },
  },
  args: { mode: 'flow', onSaved: fn() },
} satisfies Meta<typeof Schedules>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded company's biweekly schedule: name, frequency, first pay date and period end. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = await canvas.findByRole('row', { name: /Every other week/ });
    await expect(within(row).getByRole('button', { name: 'Edit Every other week' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'First pay date' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add pay schedule' })).toBeVisible();
  },
};

/** A weekly schedule typed in: the next six pay periods show under the form. */
export const FormWithPreview: Story = {
  args: { mode: 'add' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = await canvas.findByRole('region', { name: 'Upcoming pay periods' });
    await expect(preview).toHaveTextContent(/Fill in the frequency and both dates/);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Pay frequency/ }), 'Every week');
    const end = canvas.getByLabelText(/Last day of the first pay period/);
    await userEvent.clear(end);
    await userEvent.type(end, inDays(10));
    const pay = canvas.getByLabelText(/First pay date/);
    await userEvent.clear(pay);
    await userEvent.type(pay, inDays(12));
    await waitFor(() => expect(within(preview).getAllByRole('row')).toHaveLength(7));
    await expect(within(preview).getByRole('columnheader', { name: 'Pay period' })).toBeVisible();
  },
};

/** Saved with nothing filled in: each message on its field, nothing sent. */
export const FieldErrors: Story = {
  args: { mode: 'add' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save pay schedule' }));
    await expect(canvas.getByRole('combobox', { name: /Pay frequency/ })).toHaveAccessibleDescription(
      /Choose how often employees are paid\./,
    );
    await expect(canvas.getByLabelText(/First pay date/)).toHaveAccessibleDescription(
      /This field is required\./,
    );
    await expect(canvas.getByLabelText(/Last day of the first pay period/)).toHaveAccessibleDescription(
      /This field is required\./,
    );
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};
