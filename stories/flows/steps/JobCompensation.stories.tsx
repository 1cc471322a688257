import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { JobCompensation } from '../../../src/flows';
import { employeeWithAddressesAndJob, newEmployee } from '../demoEmployees';
import { demoAdmin, saveOverCurrentVersion } from '../../../test/support/demoAdmin';
import { demoRequest, renderedDemo, type DemoParameters } from '../withDemo';
import { employeeStepMeta } from './employeeStepMeta';
import type { StepStoryArgs } from './stepArgs';
import { expectTheirsBesideMine } from './stepPlay';
import { stepLoadingStory } from './stepLoadingStory';

const meta = {
  title: 'Flows/EmployeeOnboarding/Steps/JobCompensation',
  ...employeeStepMeta(JobCompensation, newEmployee),
} satisfies Meta<StepStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The job and pay on their way: a spinner with its label, announced as a status, and no form yet. */
export const Loading: Story = stepLoadingStory('Ada', 'Loading the job and pay…', 'Job and compensation', [
  ['textbox', /Job title/],
  ['button', 'Save and continue'],
]);

/** A new employee: no job yet, hourly pay preselected, no work location for minimum wages. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /Job title/ })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: /Pay rate/ })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: /FLSA status/ })).toHaveValue('Nonexempt');
    await expect(canvas.getByText(/once the work address is saved \(the next step\)/)).toBeVisible();
  },
};

/** An hourly job at a San Francisco location: its minimum wages are listed. */
export const Filled: Story = {
  parameters: { demo: { setup: employeeWithAddressesAndJob } satisfies DemoParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByDisplayValue('Analyst')).toBeVisible();
  },
};

/** Bad rate, an hourly owner, minimum wage on salaried pay: each refused on its field. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Pay rate/ }), '1x');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /FLSA status/ }), 'Owner');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(canvas.getByRole('combobox', { name: /^Per/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: /Pay rate/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A new employee's job and hourly pay saved: the step reports completion. */
export const Done: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Job title/ }), 'Rear Admiral');
    await userEvent.type(canvas.getByLabelText(/Hire date/), '2026-06-01');
    await userEvent.type(canvas.getByRole('textbox', { name: /Pay rate/ }), '42.50');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledOnce());
    await expect(canvas.getByRole('textbox', { name: /Pay rate/ })).toHaveValue('42.50');
  },
};

/** Someone else changed the pay rate after this page loaded, and so did I: theirs beside mine. */
export const Conflict: Story = {
  parameters: { demo: { setup: employeeWithAddressesAndJob } satisfies DemoParameters },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByDisplayValue('Analyst');
    const rate = canvas.getByRole('textbox', { name: /Pay rate/ });
    await expect(rate).toHaveValue('32.50');
    const { api, demo } = renderedDemo();
    const [job] = await demoRequest<Array<{ current_compensation_uuid: string }>>(
      api,
      'GET',
      `/v1/employees/${demo.employeeId}/jobs`,
    );
    const path = `/v1/compensations/${job!.current_compensation_uuid}`;
    await saveOverCurrentVersion(demoAdmin(api), path, { rate: '40.00' });
    await userEvent.clear(rate);
    await userEvent.type(rate, '35.00');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expectTheirsBesideMine(canvas, 'Pay rate', '40.00', '35.00');
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

/** An hourly employee adds a second hourly job: a status names it and it is listed with the other jobs. */
export const AdditionalJob: Story = {
  parameters: { demo: { setup: employeeWithAddressesAndJob } satisfies DemoParameters },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByDisplayValue('Analyst');
    const section = within(canvas.getByRole('region', { name: 'Add another job' }));
    await userEvent.type(section.getByRole('textbox', { name: /New job title/ }), 'Barista');
    await userEvent.type(section.getByLabelText(/New job hire date/), '2026-07-01');
    await userEvent.type(section.getByRole('textbox', { name: /New job hourly rate/ }), '18.50');
    const add = section.getByRole('button', { name: 'Add job' });
    await userEvent.click(add);
    await expect(await section.findByRole('status')).toHaveTextContent('Added the job Barista.');
    await expect(add).toHaveFocus();
    const others = await canvas.findByRole('region', { name: 'Other jobs' });
    await waitFor(() => expect(others).toHaveTextContent('Barista: $18.50 per Hour'));
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

/** A salaried employee: the rule instead of the add form (only hourly employees hold several jobs). */
export const AdditionalJobSalaried: Story = {
  parameters: {
    demo: {
      setup: async (api) => {
        const ids = await employeeWithAddressesAndJob(api);
        const [job] = await demoRequest<Array<{ current_compensation_uuid: string }>>(
          api,
          'GET',
          `/v1/employees/${ids.employeeId}/jobs`,
        );
        const path = `/v1/compensations/${job!.current_compensation_uuid}`;
        const { version } = await demoRequest<{ version: string }>(api, 'GET', path);
        await demoRequest(api, 'PUT', path, {
          version,
          rate: '85000.00',
          payment_unit: 'Year',
          flsa_status: 'Exempt',
        });
        return ids;
      },
    } satisfies DemoParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByDisplayValue('Analyst');
    const section = within(canvas.getByRole('region', { name: 'Add another job' }));
    await expect(section.getByText(/Only employees paid by the hour/)).toBeVisible();
    await expect(section.queryByRole('textbox')).not.toBeInTheDocument();
  },
};
