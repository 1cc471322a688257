import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StateTaxes } from '../../../src/flows/shared/employee/StateTaxes';
import { newEmployee } from '../demoEmployees';
import { seededEmployee } from './taxPaySetup';
import { employeeStepMeta } from './employeeStepMeta';
import type { StepStoryArgs } from './stepArgs';
import { stepLoadingStory } from './stepLoadingStory';

const meta = {
  title: 'Flows/EmployeeOnboarding/Steps/StateTaxes',
  ...employeeStepMeta(StateTaxes, { setup: seededEmployee('Barbara', 'Lovelace') }),
} satisfies Meta<StepStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The questions on their way: a spinner with its label, announced as a status, no form yet. */
export const Loading: Story = stepLoadingStory('Barbara', 'Loading state tax questions…', 'State taxes', [
  ['button', 'Save and continue'],
]);

/** A new employee with no address yet: no state asks anything, and the step says why. */
export const NoStatesYet: Story = {
  parameters: { demo: newEmployee },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        name: 'No state asks anything yet. Add a home and a work address first.',
      }),
    ).toBeVisible();
    await expect(canvas.queryByRole('group')).not.toBeInTheDocument();
  },
};

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

/** Every New York question answered and saved: the step reports completion. */
export const Done: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: /Filing status \(IT-2104\)/ }),
      'S',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /^Allowances/ }), '1');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Additional New York State withholding/ }),
      '5.00',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /Local jurisdiction/ }), 'New York City');
    await userEvent.type(canvas.getByLabelText(/IT-2104 signature date/), '2026-06-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledOnce());
    await expect(canvas.getByRole('textbox', { name: /Local jurisdiction/ })).toHaveValue('New York City');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
