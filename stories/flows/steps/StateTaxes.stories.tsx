import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StateTaxes } from '../../../src/flows/EmployeeOnboarding/steps/StateTaxes';
import { useDemo, withDemo } from '../withDemo';
import { seededEmployee } from './taxPaySetup';

function Step({ onComplete }: { onComplete: () => void }) {
  const { companyId, demo } = useDemo();
  return <StateTaxes companyId={companyId} employeeId={demo.employeeId!} onComplete={onComplete} />;
}

const meta = {
  title: 'Flows/EmployeeOnboarding/Steps/StateTaxes',
  component: Step,
  decorators: [withDemo],
  args: { onComplete: fn() },
  parameters: { demo: { setup: seededEmployee('Barbara', 'Lovelace') } },
} satisfies Meta<typeof Step>;
export default meta;
type Story = StoryObj<typeof meta>;

/** New York's questions, none answered: every input type and an employer-only question. */
export const NewYorkUnanswered: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('textbox', { name: /Local jurisdiction/ }),
    ).toHaveValue('');
  },
};

/** An onboarded Californian's answers. */
export const Filled: Story = {
  parameters: { demo: { setup: seededEmployee('Ada', 'Lovelace') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: /Filing status \(DE 4\)/ })).toHaveValue('S');
  },
};

/** Saving with required answers missing and a malformed number. */
export const FieldErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Allowances/ }), 'two');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(await canvas.findByText('Enter a whole number of 0 or more.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Local jurisdiction/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};
