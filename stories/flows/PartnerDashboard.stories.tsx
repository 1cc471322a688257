import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { PartnerDashboard } from '../../src/flows';
import { PayrollClientProvider } from '../../src/hooks/PayrollClientProvider';
import { es } from '../../src/locales/es';
import type { DemoApi } from '../../src/testing';
import { useDemo, type DemoParameters } from './withDemo';
import { withDemo } from './withDemo';

/** The partner's second company, just created: it cannot run payroll until it is onboarded. */
const twoCompanies = {
  setup: async (api: DemoApi) => {
    const response = await api.fetch('/v1/partner_managed_companies', {
      method: 'POST',
      headers: { authorization: `Bearer ${api.tokens.system}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        user: { first_name: 'Dorothy', last_name: 'Vaughan', email: 'dorothy@example.com' },
        company: { name: 'Langley Analytics LLC' },
      }),
    });
    return { other: ((await response.json()) as { company_uuid: string }).company_uuid };
  },
} satisfies DemoParameters;

/** The partner-level operations take the system token, as the proxy sends it for a partner session. */
const PARTNER_PATH = /^\/v1\/(payroll_digests|payroll_batches|invoices)(\/|$)/;

function Screen({ onOpenCompany }: { onOpenCompany: (companyId: string, blocker?: string) => void }) {
  const { api, companyId, demo } = useDemo();
  const [fetchAsPartner] = useState(
    () =>
      ((input: RequestInfo | URL, init?: RequestInit) => {
        const request =
          input instanceof Request
            ? new Request(input, init)
            : new Request(new URL(String(input), api.baseUrl), init);
        const token = PARTNER_PATH.test(new URL(request.url).pathname)
          ? api.tokens.system
          : api.tokens.company;
        request.headers.set('authorization', `Bearer ${token}`);
        return api.handle(request);
      }) as typeof fetch,
  );
  return (
    <PayrollClientProvider baseUrl={api.baseUrl} fetch={fetchAsPartner}>
      <PartnerDashboard
        companyIds={[companyId, demo.other!]}
        onOpenCompany={onOpenCompany}
        invoicePeriod="2026-06"
      />
    </PayrollClientProvider>
  );
}

const meta = {
  title: 'Flows/PartnerDashboard',
  component: Screen,
  decorators: [withDemo],
  args: { onOpenCompany: fn() },
  parameters: { demo: twoCompanies },
} satisfies Meta<typeof Screen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two companies: one ready with its next payroll, one blocked with a Fix for each blocker; June's invoice lines. */
export const Overview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const acme = await canvas.findByRole('listitem', { name: 'Acme Robotics, Inc.' });
    await expect(within(acme).getByText('Ready to run')).toBeVisible();
    await expect(within(acme).getByText('Jun 22, 2026')).toBeVisible();
    const langley = canvas.getByRole('listitem', { name: 'Langley Analytics LLC' });
    await expect(within(langley).getByText('Blocked')).toBeVisible();
    await expect(within(langley).getAllByRole('button', { name: /^Fix: / }).length).toBeGreaterThan(0);
    await expect(await canvas.findByRole('cell', { name: 'Acme Robotics, Inc.' })).toBeVisible();
  },
};

/** The same in Spanish. */
export const OverviewEs: Story = {
  parameters: {
    demo: { ...twoCompanies, provider: { locale: 'es-US', messages: es } } satisfies DemoParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Sus empresas' })).toBeVisible();
    const langley = await canvas.findByRole('listitem', { name: 'Langley Analytics LLC' });
    await expect(within(langley).getByText('Bloqueada')).toBeVisible();
  },
};
