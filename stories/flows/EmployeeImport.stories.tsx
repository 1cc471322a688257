import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmployeeImport, ImportReview } from '../../src/flows';
import { es } from '../../src/locales/es';
import { useDemo, withDemo, type DemoParameters } from './withDemo';

/** Three rows of a file: the second with an email the preview refuses before anything is sent. */
const THREE_ROWS = [
  'first_name,last_name,email,state,street_1,city,zip',
  'Ada,Lovelace,ada@example.com,CO,1 Main St,Denver,80202',
  'Grace,Hopper,grace-at-example.com,CO,2 Main St,Denver,80202',
  'Alan,Turing,,CO,3 Main St,Denver,80202',
].join('\r\n');

function Screen({ mode }: { mode: 'flow' | 'review' }) {
  const { companyId } = useDemo();
  if (mode === 'flow') return <EmployeeImport companyId={companyId} />;
  return (
    <ImportReview
      companyId={companyId}
      fileName="nuevos.csv"
      text={THREE_ROWS}
      onStartOver={() => undefined}
    />
  );
}

const meta = {
  title: 'Flows/EmployeeImport',
  component: Screen,
  decorators: [withDemo],
  argTypes: {
    mode: {
      control: 'inline-radio',
      options: ['flow', 'review'],
      description: 'The import’s landing, or the review of a three-row file',
    },
  },
  args: { mode: 'flow' },
  parameters: { demo: { options: { employees: 2 } } satisfies DemoParameters },
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The landing: the template to download and the file to choose. */
export const Landing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Import employees' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download the CSV template' })).toBeVisible();
    await expect(canvas.getByLabelText('CSV file to import')).toBeVisible();
  },
};

/** A file's rows in Spanish, from `payroll-kit/locales/es`: one row held back, its email named. */
export const ReviewSpanish: Story = {
  args: { mode: 'review' },
  parameters: {
    demo: { options: { employees: 2 }, provider: { locale: 'es-US', messages: es } } satisfies DemoParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Revise las filas' })).toBeVisible();
    await expect(canvas.getByText('2 listas para enviar, 1 por corregir, 0 creadas.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Correo electrónico personal' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Enviar 2 filas' })).toBeVisible();
  },
};
