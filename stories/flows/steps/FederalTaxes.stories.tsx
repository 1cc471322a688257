import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FederalTaxes } from '../../../src/flows/shared/employee/FederalTaxes';
import { renderedDemo } from '../withDemo';
import { asProxy, seededEmployee } from './taxPaySetup';
import { employeeStepMeta } from './employeeStepMeta';
import type { StepStoryArgs } from './stepArgs';
import { stepLoadingStory } from './stepLoadingStory';

const meta = {
  title: 'Flows/EmployeeOnboarding/Steps/FederalTaxes',
  ...employeeStepMeta(FederalTaxes, { setup: seededEmployee('Barbara', 'Lovelace') }),
} satisfies Meta<StepStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The W-4 on its way: a spinner with its label, announced as a status, and no form yet. */
export const Loading: Story = stepLoadingStory('Barbara', 'Loading the W-4…', 'Federal taxes', [
  ['button', 'Save and continue'],
]);

/** No W-4 on file yet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('combobox', { name: /Filing status/ })).toHaveValue(
      '',
    );
  },
};

/** An onboarded employee's W-4. */
export const Filled: Story = {
  parameters: { demo: { setup: seededEmployee('Ada', 'Lovelace') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: /Filing status/ })).toHaveValue('Single');
  },
};

/** Saving without a filing status and with a malformed amount. */
export const FieldErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Extra withholding/ }), '12.345');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(await canvas.findByText('Choose a filing status.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Extra withholding/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

/** A filing status chosen and saved: the step reports completion and the W-4 keeps the answer. */
export const Done: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const status = await canvas.findByRole('combobox', { name: /Filing status/ });
    await userEvent.selectOptions(status, 'Single');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledOnce());
    await expect(canvas.getByRole('combobox', { name: /Filing status/ })).toHaveValue('Single');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Someone else saved a different filing status after this page loaded. */
export const Conflict: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = await canvas.findByRole('combobox', { name: /Filing status/ });
    const { api, demo } = renderedDemo();
    const path = `/v1/employees/${demo.employeeId}/federal_taxes`;
    const current = await asProxy(api, 'GET', path);
    await asProxy(api, 'PUT', path, {
      version: current.version,
      w4_data_type: 'rev_2020_w4',
      filing_status: 'Single',
    });
    await userEvent.selectOptions(status, 'Married');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(await canvas.findByText('Someone else changed this record')).toBeVisible();
  },
};
