import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PersonalDetails } from '../../../src/flows';
import { newEmployee } from '../demoEmployees';
import { demoRequest, renderedDemo, useDemo, withDemo } from '../withDemo';
import { stepLoadingStory } from './stepLoadingStory';

function Step({ existing, onComplete }: { existing: boolean; onComplete: (employeeId: string) => void }) {
  const { companyId, demo } = useDemo();
  return (
    <PersonalDetails
      companyId={companyId}
      employeeId={existing ? demo.employeeId : undefined}
      onComplete={onComplete}
    />
  );
}

const meta = {
  title: 'Flows/EmployeeOnboarding/Steps/PersonalDetails',
  component: Step,
  decorators: [withDemo],
  args: { existing: false, onComplete: fn() },
} satisfies Meta<typeof Step>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An existing employee's details on their way: a spinner announced as a status, no form yet. */
export const Loading: Story = {
  ...stepLoadingStory('Ada', 'Loading the personal details…', 'Personal details', [
    ['textbox', /Legal first name/],
    ['button', 'Save and continue'],
  ]),
  args: { existing: true },
};

/** Adding a new employee: an empty form. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /Legal first name/ })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: /Social Security number/ })).toHaveValue('');
  },
};

/** An existing employee: the SSN is on file and never shown back. */
export const Filled: Story = {
  args: { existing: true },
  parameters: { demo: newEmployee },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByDisplayValue('Ada')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Social Security number/ })).toHaveValue('');
  },
};

/** Every field error the form itself catches, each on its field. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Personal email/ }), 'nope');
    await userEvent.type(canvas.getByRole('textbox', { name: /Social Security number/ }), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(canvas.getByRole('textbox', { name: /Social Security number/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** A colleague changed the first name meanwhile: theirs beside mine. */
export const Conflict: Story = {
  args: { existing: true },
  parameters: { demo: newEmployee },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByDisplayValue('Ada');
    // A second browser tab on the same service.
    const { api, demo } = renderedDemo();
    const employeeId = demo.employeeId!;
    const current = await demoRequest<{ version: string }>(api, 'GET', `/v1/employees/${employeeId}`);
    await demoRequest(api, 'PUT', `/v1/employees/${employeeId}`, {
      version: current.version,
      first_name: 'Adah',
    });
    await userEvent.clear(first);
    await userEvent.type(first, 'Augusta');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(await canvas.findByText('Someone else changed this record')).toBeVisible();
  },
};

/** A new employee saved: the step reports completion with the new employee's id. */
export const Done: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Legal first name/ }), 'Grace');
    await userEvent.type(canvas.getByRole('textbox', { name: /Legal last name/ }), 'Hopper');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Personal email/ }), 'grace@example.com');
    await userEvent.type(canvas.getByLabelText(/Date of birth/), '1990-12-09');
    await userEvent.type(canvas.getByRole('textbox', { name: /Social Security number/ }), '123456789');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledOnce());
    await expect(args.onComplete).toHaveBeenCalledWith(expect.stringMatching(/^[0-9a-f-]{36}$/));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
