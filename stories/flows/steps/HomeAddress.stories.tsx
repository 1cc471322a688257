import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HomeAddress } from '../../../src/flows';
import { employeeWithAddressesAndJob, newEmployee } from '../demoEmployees';
import { demoAdmin, saveOverCurrentVersion } from '../../../test/support/demoAdmin';
import { demoRequest, renderedDemo, type DemoParameters } from '../withDemo';
import { employeeStepMeta } from './employeeStepMeta';
import type { StepStoryArgs } from './stepArgs';
import { expectTheirsBesideMine } from './stepPlay';
import { stepLoadingStory } from './stepLoadingStory';

const meta = {
  title: 'Flows/EmployeeOnboarding/Steps/HomeAddress',
  ...employeeStepMeta(HomeAddress, newEmployee),
} satisfies Meta<StepStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The addresses on their way: a spinner with its label, announced as a status, and no form yet. */
export const Loading: Story = stepLoadingStory('Ada', 'Loading the home address…', 'Home address', [
  ['textbox', /Street address/],
  ['button', 'Save and continue'],
]);

/** No address yet: an empty form and no history. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /Street address/ })).toHaveValue('');
    await expect(canvas.getByRole('combobox', { name: /State/ })).toHaveValue('');
    await expect(canvas.queryByRole('heading', { name: 'Address history' })).not.toBeInTheDocument();
  },
};

/** The current address with its history. */
export const Filled: Story = {
  parameters: { demo: { setup: employeeWithAddressesAndJob } satisfies DemoParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Address history')).toBeVisible();
  },
};

/** Missing city and state, a bad ZIP: each message on its field. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /ZIP code/ }), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(canvas.getByRole('textbox', { name: /ZIP code/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A new employee's first address saved: the step completes and the address is in the history. */
export const Done: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Street address/ }), '77 Bedford Ave');
    await userEvent.type(canvas.getByRole('textbox', { name: /^City/ }), 'Brooklyn');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /State/ }), 'NY');
    await userEvent.type(canvas.getByRole('textbox', { name: /ZIP code/ }), '11211');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledOnce());
    const history = await canvas.findByRole('region', { name: 'Address history' });
    await expect(within(history).getByText(/^77 Bedford Ave, Brooklyn, NY 11211/)).toBeVisible();
  },
};

/** Someone else corrected the street after this page loaded, and so did I: theirs beside mine. */
export const Conflict: Story = {
  parameters: { demo: { setup: employeeWithAddressesAndJob } satisfies DemoParameters },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const street = await canvas.findByRole('textbox', { name: /Street address/ });
    await expect(street).toHaveValue('1 Dolores St');
    const { api, demo } = renderedDemo();
    const [address] = await demoRequest<Array<{ uuid: string }>>(
      api,
      'GET',
      `/v1/employees/${demo.employeeId}/home_addresses`,
    );
    const path = `/v1/home_addresses/${address!.uuid}`;
    await saveOverCurrentVersion(demoAdmin(api), path, { street_1: '2 Dolores St' });
    await userEvent.clear(street);
    await userEvent.type(street, '3 Dolores St');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expectTheirsBesideMine(canvas, 'Street address', '2 Dolores St', '3 Dolores St');
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};
