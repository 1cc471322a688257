import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { createCompanyBankAccount } from '../../src/api/company/bankAccountOperations';
import {
  CompanyBankAccount,
  CompanyDocuments,
  CompanyFederalTaxes,
  CompanyIndustry,
  CompanyOnboarding,
  CompanyOnboardingFinish,
  CompanySignatory,
  CompanyStateTaxes,
} from '../../src/flows';
import { PayrollProvider } from '../../src/provider/PayrollProvider';
import { es } from '../../src/locales/es';
import { startNewCompany, type NewCompanyStack } from './newCompanyStack';
import { useDemo, withDemo, type DemoParameters } from './withDemo';

type Block = 'flow' | 'federal' | 'industry' | 'bank' | 'stateTaxes' | 'signatory' | 'documents' | 'finish';

/** A company as it is right after sign-up (its own proxy), or the seeded company, onboarded. */
type Company = 'new' | 'newWithBankAccount' | 'onboarded';

function Screen({ block, companyId }: { block: Block; companyId: string }) {
  switch (block) {
    case 'flow':
      return <CompanyOnboarding companyId={companyId} sendTestDeposits today="2026-06-15" />;
    case 'federal':
      return <CompanyFederalTaxes companyId={companyId} />;
    case 'industry':
      return <CompanyIndustry companyId={companyId} />;
    case 'bank':
      return <CompanyBankAccount companyId={companyId} sendTestDeposits />;
    case 'stateTaxes':
      return <CompanyStateTaxes companyId={companyId} />;
    case 'signatory':
      return <CompanySignatory companyId={companyId} />;
    case 'documents':
      return <CompanyDocuments companyId={companyId} />;
    case 'finish':
      return <CompanyOnboardingFinish companyId={companyId} />;
  }
}

async function newCompany(company: Company): Promise<NewCompanyStack> {
  const stack = await startNewCompany();
  if (company === 'newWithBankAccount')
    await createCompanyBankAccount(
      stack.client,
      stack.companyId,
      { routing_number: '021000021', account_number: '000123456789', account_type: 'Checking' },
      { idempotencyKey: 'story-bank-account' },
    );
  return stack;
}

/** A company that has just signed up, behind its own proxy (the seeded company is onboarded). */
function NewCompany({ company, children }: { company: Company; children: (companyId: string) => ReactNode }) {
  // The story's locale, scheme and theme, as on the seeded company's provider.
  const { settings } = useDemo();
  const [stack, setStack] = useState<NewCompanyStack>();
  const [started] = useState(() => newCompany(company));
  if (!stack) {
    void started.then(setStack);
    return null;
  }
  return (
    <PayrollProvider baseUrl={stack.baseUrl} fetch={stack.fetch} {...settings}>
      {children(stack.companyId)}
    </PayrollProvider>
  );
}

function CompanyOnboardingStory({ block, company }: { block: Block; company: Company }) {
  const { companyId } = useDemo();
  if (company === 'onboarded') return <Screen block={block} companyId={companyId} />;
  return <NewCompany company={company}>{(id) => <Screen block={block} companyId={id} />}</NewCompany>;
}

const meta = {
  title: 'Flows/CompanyOnboarding',
  component: CompanyOnboardingStory,
  decorators: [withDemo],
  argTypes: {
    block: {
      control: 'select',
      options: ['flow', 'federal', 'industry', 'bank', 'stateTaxes', 'signatory', 'documents', 'finish'],
      description: 'The whole flow, or one step’s block alone',
    },
    company: {
      control: 'inline-radio',
      options: ['new', 'newWithBankAccount', 'onboarded'],
      description: 'A company right after sign-up, or the seeded company, onboarded and approved',
    },
  },
  args: { block: 'flow', company: 'new' },
} satisfies Meta<typeof CompanyOnboardingStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new company: every step to do or waiting, what blocks payroll in words, Continue. */
export const OverviewNewCompany: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Continue: Company addresses' })).toBeVisible();
    await expect(canvas.getByText('The company has no mailing and filing address.')).toBeVisible();
    await expect(canvas.getAllByText(/^Waiting for/).length).toBeGreaterThan(0);
  },
};

/** The seeded company: every step done, onboarding finished, nothing blocks payroll. */
export const OverviewOnboarded: Story = {
  args: { company: 'onboarded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Onboarding is finished.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Review and finish' })).toBeVisible();
  },
};

/** Federal taxes of a new company: empty, the 941 and 944 forms explained. */
export const FederalTaxesEmpty: Story = {
  args: { block: 'federal' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /Legal name/ })).toHaveValue('');
    await expect(canvas.getByText(/reported to the IRS every quarter/)).toBeVisible();
  },
};

/** An 8-digit EIN is refused on its field; the legal name typed stays. */
export const FederalTaxesErrors: Story = {
  args: { block: 'federal' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Legal name/ }), 'Langley Analytics LLC');
    await userEvent.type(canvas.getByRole('textbox', { name: /Employer Identification Number/ }), '74123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(await canvas.findByText(/Enter a 9-digit EIN/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Legal name/ })).toHaveValue('Langley Analytics LLC');
  },
};

/** After onboarding: EIN and legal name read-only, and why. */
export const FederalTaxesReadOnly: Story = {
  args: { block: 'federal', company: 'onboarded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/EIN and legal name are read-only/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Legal name/ })).toHaveAttribute('readonly');
  },
};

/** Industry found by words. */
export const IndustrySearch: Story = {
  args: { block: 'industry' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: /Find the industry/ }), 'restaurants');
    await expect(
      await canvas.findByRole('button', { name: 'Choose Full-Service Restaurants, NAICS 722511' }),
    ).toBeVisible();
  },
};

/** Adding the bank account: empty, a wrong routing number refused before sending. */
export const BankAccountErrors: Story = {
  args: { block: 'bank' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Routing number/ }), '021000022');
    await userEvent.type(canvas.getByRole('textbox', { name: /Account number/ }), '000123456789');
    await userEvent.click(canvas.getByRole('button', { name: 'Add bank account' }));
    await expect(await canvas.findByText(/valid 9-digit routing number/)).toBeVisible();
  },
};

/** An account added: waiting for the test deposits, which the demo can send now. */
export const BankAccountWaitingForDeposits: Story = {
  args: { block: 'bank', company: 'newWithBankAccount' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Waiting for the test deposits')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send the test deposits now (demo)' })).toBeVisible();
  },
};

/** The seeded company's verified account. */
export const BankAccountVerified: Story = {
  args: { block: 'bank', company: 'onboarded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The bank account is verified.')).toBeVisible();
  },
};

/** State taxes of the seeded company, filled from its requirement sets. */
export const StateTaxesFilled: Story = {
  args: { block: 'stateTaxes', company: 'onboarded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByRole('heading', { name: /^State: / })).length).toBeGreaterThan(0);
  },
};

/** A new company's state taxes wait for its addresses. */
export const StateTaxesEmpty: Story = {
  args: { block: 'stateTaxes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/add the company’s addresses first/)).toBeVisible();
  },
};

/** A new company's signatory: empty. */
export const SignatoryEmpty: Story = {
  args: { block: 'signatory' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /First name/ })).toHaveValue('');
  },
};

/** The seeded company's signatory: the SSN on file is never shown. */
export const SignatoryFilled: Story = {
  args: { block: 'signatory', company: 'onboarded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Signatory: /)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Social Security number/ })).toHaveValue('');
  },
};

/** A new company's documents wait for the signatory. */
export const DocumentsWaiting: Story = {
  args: { block: 'documents' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Add the signatory first/)).toBeVisible();
  },
};

/** A new company cannot finish yet: what is still to do. */
export const FinishNotReady: Story = {
  args: { block: 'finish' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Still to do before finishing/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Finish onboarding' })).toBeDisabled();
  },
};

/** The seeded company has finished onboarding; the service has yet to approve it. */
export const FinishWaitingForApproval: Story = {
  args: { block: 'finish', company: 'onboarded' },
  parameters: { demo: { options: { companyApproved: false } } satisfies DemoParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Waiting for approval' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Finish onboarding' })).toBeNull();
  },
};

/** A new company's overview in Spanish, from `payroll-kit/locales/es`. */
export const OverviewSpanish: Story = {
  args: { block: 'flow', company: 'new' },
  parameters: { demo: { provider: { locale: 'es-US', messages: es } } satisfies DemoParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Prepare su empresa para la nómina' }),
    ).toBeVisible();
  },
};

/** The seeded company, approved: ready to run payroll. */
export const FinishReadyToRunPayroll: Story = {
  args: { block: 'finish', company: 'onboarded' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Ready to run payroll' })).toBeVisible();
  },
};
