import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InformationRequests } from '../../src/flows';
import { es } from '../../src/locales/es';
import { withInformationRequests } from './informationRequestsDemo';
import { useDemo, withDemo, type DemoParameters } from './withDemo';

function Screen() {
  const { companyId } = useDemo();
  return <InformationRequests companyId={companyId} />;
}

const meta = {
  title: 'Flows/InformationRequests',
  component: Screen,
  decorators: [withDemo],
  parameters: { demo: withInformationRequests },
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The open requests: the blocking one marked and answerable, the identity verification saying
 * where to go instead, the answered one under review; the approved one is not listed.
 */
export const OpenRequests: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const blocking = await canvas.findByRole('row', { name: /Account protection/ });
    await expect(within(blocking).getByText('Payroll blocking')).toBeVisible();
    await expect(within(blocking).getByText('Needs your answer')).toBeVisible();
    await expect(
      within(blocking).getByRole('button', { name: 'Answer the request: Account protection' }),
    ).toBeVisible();
    const persona = canvas.getByRole('row', { name: /Company onboarding/ });
    await expect(within(persona).getByText(/identity verification, which cannot be done here/)).toBeVisible();
    await expect(within(persona).queryByRole('button')).toBeNull();
    await expect(
      within(canvas.getByRole('row', { name: /Payment request/ })).getByText('Under review'),
    ).toBeVisible();
    await expect(canvas.queryByText(/Payment error/)).toBeNull();
  },
};

/** The same in Spanish, from `payroll-kit/locales/es`. */
export const Spanish: Story = {
  parameters: {
    demo: {
      ...withInformationRequests,
      provider: { locale: 'es-US', messages: es },
    } satisfies DemoParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Solicitudes de información' })).toBeVisible();
    await expect(await canvas.findByText('Bloquea la nómina')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Responder la solicitud: Protección de la cuenta' }),
    ).toBeVisible();
  },
};
