import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Summary } from '../../../src/flows';
import { newEmployee } from '../demoEmployees';
import { demoRequest, useDemo, withDemo, type DemoParameters } from '../withDemo';
import { stepLoadingStory } from './stepLoadingStory';

function Step({ onComplete, onEditStep }: { onComplete: () => void; onEditStep: (step: string) => void }) {
  const { companyId, demo } = useDemo();
  return (
    <Summary
      companyId={companyId}
      employeeId={demo.employeeId!}
      onComplete={onComplete}
      onEditStep={onEditStep}
    />
  );
}

const meta = {
  title: 'Flows/EmployeeOnboarding/Steps/Summary',
  component: Step,
  decorators: [withDemo],
  args: { onComplete: fn(), onEditStep: fn() },
  parameters: { demo: newEmployee },
} satisfies Meta<typeof Step>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The onboarding status on its way: a spinner announced as a status, no steps yet. */
export const Loading: Story = stepLoadingStory('Ada', 'Loading the onboarding status…', 'Summary', [
  ['heading', 'Onboarding steps'],
  ['button', 'Finish onboarding'],
]);

/** Steps left to do: "Finish onboarding" waits for them. */
export const Incomplete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Finish onboarding' })).toBeDisabled();
  },
};

/** A seeded, fully onboarded employee. */
export const Done: Story = {
  parameters: {
    demo: {
      setup: async (api) => {
        const employees = await demoRequest<Array<{ uuid: string; onboarding_status: string }>>(
          api,
          'GET',
          `/v1/companies/${api.companyUuid}/employees`,
        );
        return { employeeId: employees.find((e) => e.onboarding_status === 'onboarding_completed')!.uuid };
      },
    } satisfies DemoParameters,
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/is onboarded\./)).toBeVisible();
  },
};
