import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Documents } from '../../../src/flows/EmployeeOnboarding/steps/Documents';
import { seededEmployee } from './taxPaySetup';
import { employeeStepMeta } from './employeeStepMeta';
import type { StepStoryArgs } from './stepArgs';
import { stepLoadingStory } from './stepLoadingStory';

const meta = {
  title: 'Flows/EmployeeOnboarding/Steps/Documents',
  ...employeeStepMeta(Documents, { setup: seededEmployee('Barbara', 'Lovelace') }),
} satisfies Meta<StepStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The documents on their way: a spinner with its label, announced as a status, no list yet. */
export const Loading: Story = stepLoadingStory('Barbara', 'Loading documents…', 'Documents', [['table']]);

/** The W-4 waits for a signature. */
export const NeedsSignature: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Needs signature')).toBeVisible();
  },
};

/** Everything signed: the step can be completed. */
export const Done: Story = {
  parameters: { demo: { setup: seededEmployee('Ada', 'Lovelace') } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save and continue' }));
    await expect(args.onComplete).toHaveBeenCalledOnce();
  },
};

/** Signing without a signature or the agreement. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Sign Form W-4/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign form' }));
    // Retried as a whole: the dialog's content may render again (a refetch) between find and check.
    await waitFor(() => expect(within(dialog).getByText('Check the box to agree.')).toBeVisible());
    await expect(within(dialog).getByRole('textbox', { name: /Signature/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};
