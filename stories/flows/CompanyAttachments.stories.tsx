import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CompanyAttachments } from '../../src/flows';
import { es } from '../../src/locales/es';
import { useDemo, withDemo, type DemoParameters } from './withDemo';

/** A company that uploaded a state tax notice and then a compliance document (multipart). */
const withDocuments = {
  setup: async (api) => {
    for (const [name, category] of [
      ['CA EDD notice.pdf', 'gep_notice'],
      ['Workers comp policy.pdf', 'compliance'],
    ]) {
      const form = new FormData();
      form.append('document', new File(['%PDF-1.4 demo'], name!, { type: 'application/pdf' }), name);
      form.append('category', category!);
      const response = await api.fetch(`/v1/companies/${api.companyUuid}/attachments`, {
        method: 'POST',
        headers: { authorization: `Bearer ${api.tokens.company}` },
        body: form,
      });
      if (response.status !== 201) throw new Error(`upload ${name}: ${response.status}`);
    }
    return {};
  },
} satisfies DemoParameters;

function Screen() {
  const { companyId } = useDemo();
  return <CompanyAttachments companyId={companyId} />;
}

const meta = {
  title: 'Flows/CompanyAttachments',
  component: Screen,
  decorators: [withDemo],
  parameters: { demo: withDocuments },
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The documents, newest first, each with Download; "Upload a document" opens the form, where a
 * file of a type the service does not take is refused on its field before anything is sent.
 */
export const Documents: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Workers comp policy.pdf')).toBeVisible();
    await expect(canvas.getByText('Tax notice')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download CA EDD notice.pdf' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Upload a document' }));
    const file = await canvas.findByLabelText(/^File/);
    // The input's accept list would hide the file from the picker; a drop or another picker does not.
    await userEvent
      .setup({ applyAccept: false })
      .upload(file, new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }));
    await waitFor(() => expect(file).toHaveAccessibleDescription(/cannot be uploaded/));
  },
};

/** The list in Spanish, from `payroll-kit/locales/es`. */
export const Spanish: Story = {
  parameters: {
    demo: { ...withDocuments, provider: { locale: 'es-US', messages: es } } satisfies DemoParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Documentos de la empresa' })).toBeVisible();
    await expect(await canvas.findByText('Aviso de impuestos')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Subir un documento' })).toBeVisible();
  },
};
