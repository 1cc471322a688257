import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { WorkAddress } from '../../../src/flows';
import { employeeWithAddressesAndJob, newEmployee } from '../demoEmployees';
import { demoAdmin, saveOverCurrentVersion } from '../../../test/support/demoAdmin';
import { demoRequest, renderedDemo, type DemoParameters } from '../withDemo';
import { employeeStepMeta } from './employeeStepMeta';
import type { StepStoryArgs } from './stepArgs';
import { expectTheirsBesideMine } from './stepPlay';
import { stepLoadingStory } from './stepLoadingStory';

const meta = {
  title: 'Flows/EmployeeOnboarding/Steps/WorkAddress',
  ...employeeStepMeta(WorkAddress, newEmployee),
} satisfies Meta<StepStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The work address and locations on their way: a spinner announced as a status, no form yet. */
export const Loading: Story = stepLoadingStory(
  'Ada',
  'Loading the work address and company locations…',
  'Work address',
  [
    ['combobox', /Work location/],
    ['button', 'Save and continue'],
  ],
);

/** A new employee: no location chosen yet, the company's locations to choose from. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('option', { name: /525 Market St/ });
    const location = canvas.getByRole('combobox', { name: /Work location/ });
    await expect(location).toHaveValue('');
    await expect(location).toHaveDisplayValue('Choose a location');
  },
};

/** Choosing among the company's locations; saving without one is refused on the field. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('option', { name: /525 Market St/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(canvas.getByRole('combobox', { name: /Work location/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** The employee already works at a location. */
export const Filled: Story = {
  parameters: { demo: { setup: employeeWithAddressesAndJob } satisfies DemoParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('option', { name: /525 Market St/ });
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: /Work location/ })).toHaveDisplayValue(
        '525 Market St, San Francisco, CA 94105',
      ),
    );
  },
};

/** A location chosen and saved: the step reports completion. */
export const Done: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('option', { name: /200 Park Ave/ });
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: /Work location/ }),
      '200 Park Ave, New York, NY 10166',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledOnce());
    await expect(canvas.getByRole('combobox', { name: /Work location/ })).toHaveDisplayValue(
      '200 Park Ave, New York, NY 10166',
    );
  },
};

/** Someone else moved the employee to another location after this page loaded, and so did I. */
export const Conflict: Story = {
  parameters: { demo: { setup: employeeWithAddressesAndJob } satisfies DemoParameters },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('option', { name: /400 Pine St/ });
    const location = canvas.getByRole('combobox', { name: /Work location/ });
    await waitFor(() => expect(location).toHaveDisplayValue('525 Market St, San Francisco, CA 94105'));
    const { api, demo } = renderedDemo();
    const [address] = await demoRequest<Array<{ uuid: string }>>(
      api,
      'GET',
      `/v1/employees/${demo.employeeId}/work_addresses`,
    );
    const locations = await demoRequest<Array<{ uuid: string; street_1: string }>>(
      api,
      'GET',
      `/v1/companies/${api.companyUuid}/locations`,
    );
    const newYork = locations.find((candidate) => candidate.street_1 === '200 Park Ave')!;
    const path = `/v1/work_addresses/${address!.uuid}`;
    await saveOverCurrentVersion(demoAdmin(api), path, { location_uuid: newYork.uuid });
    await userEvent.selectOptions(location, '400 Pine St, Seattle, WA 98101');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    // Theirs beside mine as addresses, the way the select shows them, not as location uuids.
    await expectTheirsBesideMine(
      canvas,
      'Work location',
      /^200 Park Ave, New York/,
      '400 Pine St, Seattle, WA 98101',
    );
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};
