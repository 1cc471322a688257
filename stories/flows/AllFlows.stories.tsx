import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { useDemo, withDemo } from './withDemo';

/** Flows that span a partner's companies, not one company's (a partner session's view). */
const ACROSS_COMPANIES = new Set(['PartnerDashboard']);

/**
 * Every flow of the library for one company: in each `src/flows/<Flow>/index.ts`, the export
 * named after its folder (`TimeOff/index.ts` → `TimeOff`). A flow added later shows here without
 * editing this file.
 */
const flowModules = import.meta.glob<Record<string, unknown>>('../../src/flows/*/index.ts', { eager: true });
const flows = Object.entries(flowModules)
  .map(([file, module]) => {
    const name = file.split('/').at(-2)!;
    return { name, Flow: module[name] as ComponentType<{ companyId: string }> | undefined };
  })
  .filter(
    (flow): flow is { name: string; Flow: ComponentType<{ companyId: string }> } =>
      typeof flow.Flow === 'function' && !ACROSS_COMPANIES.has(flow.name),
  )
  .sort((a, b) => a.name.localeCompare(b.name));

/** The flows to show, by name; all of them unless the `flows` control narrows it. */
function AllFlows({ only }: { only: string[] }) {
  const { companyId } = useDemo();
  const shown = only.length > 0 ? flows.filter((flow) => only.includes(flow.name)) : flows;
  return (
    <div className="pk-all-flows">
      {shown.map(({ name, Flow }) => (
        // "<name> flow": a flow's own region may carry its name ("Contractors"), and landmarks must differ.
        <section key={name} aria-label={`${name} flow`} className="pk-all-flows-item">
          <Flow companyId={companyId} />
        </section>
      ))}
    </div>
  );
}

const meta = {
  title: 'Flows/All flows',
  component: AllFlows,
  decorators: [withDemo],
  tags: ['!autodocs'],
  args: { only: [] },
  argTypes: {
    only: {
      name: 'flows',
      description: 'Show only these flows (none checked: all)',
      control: 'inline-check',
      options: flows.map((flow) => flow.name),
    },
  },
} satisfies Meta<typeof AllFlows>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every flow on one page against one demo company: change a token in the Theme panel (or the
 * toolbar's locale, scheme and container width) and judge it on all of them at once.
 */
export const Everything: Story = {};
