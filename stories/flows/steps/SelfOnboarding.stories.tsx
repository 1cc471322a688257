import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SelfOnboardingScreen } from '../../../src/flows/EmployeeOnboarding/steps/SelfOnboardingScreen';
import { es } from '../../../src/locales/es';
import { useDemo, withDemo, type DemoParameters } from '../withDemo';
import { selfOnboarder, type SelfOnboardingStage } from './selfOnboardingSetup';

function Screen({ onEvent, onEditStep }: { onEvent: () => void; onEditStep: (step: string) => void }) {
  const { companyId, demo } = useDemo();
  return (
    <SelfOnboardingScreen
      companyId={companyId}
      employeeId={demo.employeeId!}
      onEvent={onEvent}
      onEditStep={onEditStep}
    />
  );
}

/** The demo of an employee on the self path at `stage`, in English or Spanish. */
const at = (stage: SelfOnboardingStage, spanish = false, i9 = false): DemoParameters => ({
  setup: (api) => selfOnboarder(api, stage, { i9 }),
  ...(spanish ? { provider: { locale: 'es-US', messages: es } } : {}),
});

/**
 * The admin's last screen of an employee who fills in their own details (UPSTREAM-3 L.1): the
 * invitation (invite, send again, cancel), then the review of what they entered and Finish.
 */
const meta = {
  title: 'Flows/EmployeeOnboarding/Steps/SelfOnboarding',
  component: Screen,
  decorators: [withDemo],
  args: { onEvent: fn(), onEditStep: fn() },
  parameters: { demo: at('ready') },
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Ready to invite: not invited yet, one button. */
export const ReadyToInvite: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Not invited yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Invite Grace Hopper' })).toBeEnabled();
  },
};

/** Invited before the job and work address: the service names them, each with a button to open it. */
export const PrerequisitesOpen: Story = {
  parameters: { demo: at('chosen') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Invite Grace Hopper' }));
    await expect(await canvas.findByText('Before inviting, complete these steps:')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open Work address' }));
    await expect(args.onEditStep).toHaveBeenCalledWith('add_work_address');
  },
};

/** Invited, in Spanish: send again or cancel. */
export const InvitedSpanish: Story = {
  parameters: { demo: at('invited', true) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Cancelar la invitación' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enviar la invitación de nuevo' })).toBeVisible();
  },
};

/** The employee is done: the admin starts the review. */
export const ReviewReady: Story = {
  parameters: { demo: at('done') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Grace Hopper finished their part/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Start the review' })).toBeEnabled();
  },
};

/** Reviewing, in Spanish: the state questions, the read-only summary and Finish. */
export const ReviewingSpanish: Story = {
  parameters: { demo: at('reviewing', true) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Terminar la incorporación' }, { timeout: 5000 }),
    ).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: /^Editar/ })).toBeNull();
  },
};

/**
 * Reviewing an employee whose I-9 is asked and who signed section 1: the employer's section, with
 * the documents examined (list A, or list B with list C) before the signature.
 */
export const I9EmployerSection: Story = {
  parameters: { demo: at('reviewing', false, true) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const listBC = await canvas.findByRole('radio', { name: /one from list C/ }, { timeout: 5000 });
    await userEvent.click(listBC);
    await expect(canvas.getByRole('group', { name: 'List B document' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'List C document' })).toBeVisible();
  },
};

/** The employer's section of the I-9, in Spanish. */
export const I9EmployerSectionSpanish: Story = {
  parameters: { demo: at('reviewing', true, true) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: 'Guardar los documentos' }, { timeout: 5000 }),
    ).toBeEnabled();
    await expect(
      canvas.getByRole('heading', { name: 'Formulario I-9: la sección del empleador' }),
    ).toBeVisible();
  },
};
