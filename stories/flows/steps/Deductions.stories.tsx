import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Deductions } from '../../../src/flows/EmployeeOnboarding/steps/Deductions';
import { es } from '../../../src/locales/es';
import type { DemoParameters } from '../withDemo';
import { employeeStepMeta } from './employeeStepMeta';
import { stepArgs, type StepStoryArgs } from './stepArgs';
import { asProxy, seededEmployee } from './taxPaySetup';

/** Barbara Lovelace (not onboarded yet) at a company that offers a 401(k). */
const withPlan = seededEmployee('Barbara', 'Lovelace', async (api) => {
  await asProxy(api, 'POST', `/v1/companies/${api.companyUuid}/company_benefits`, {
    benefit_type: 5,
    description: 'Acme 401(k)',
  });
});

const meta = {
  title: 'Flows/EmployeeOnboarding/Steps/Deductions',
  ...employeeStepMeta(Deductions, { setup: withPlan }),
  args: { ...stepArgs(), withBack: true },
} satisfies Meta<StepStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The optional step before any enrolment: the shared enrolment block, the note on garnishments,
 * and "No deductions" to go on without one.
 */
export const NotEnrolled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Deductions', level: 2 })).toBeVisible();
    await expect(await canvas.findByText('Not enrolled in any benefit')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enrol in a benefit' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'No deductions' }));
    await expect(args.onComplete).toHaveBeenCalledOnce();
  },
};

/** The same step in Spanish. */
export const Spanish: Story = {
  parameters: {
    demo: { setup: withPlan, provider: { locale: 'es-US', messages: es } } satisfies DemoParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Deducciones', level: 2 })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Sin deducciones' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Atrás' })).toBeVisible();
  },
};
