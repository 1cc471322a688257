import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { PayrollRun } from '../../src/flows';
import { es } from '../../src/locales/es';
import { PayrollProvider } from '../../src/provider/PayrollProvider';
import type { DemoApiOptions } from '../../src/testing';
import { startPayrollStack, type PayrollStack } from './payrollRunStack';
import { demoRequest } from './withDemo';
import { storyNow } from '../storyGlobals';

/** What a PayrollRun story reads from `parameters.payroll`. */
interface StackParameters {
  options?: DemoApiOptions;
  /** Puts the service in the story's state; returns the payroll to open (or none for the landing). */
  setup?: (stack: PayrollStack) => Promise<string | undefined>;
  locale?: 'es-US';
}

const StoryContext = createContext<{ stack: PayrollStack; payrollId: string | undefined } | null>(null);

function StackRoot({ parameters, children }: { parameters: StackParameters; children: ReactNode }) {
  const [state, setState] = useState<{ stack: PayrollStack; payrollId: string | undefined }>();
  useEffect(() => {
    let live = true;
    const previous = globalThis.EventSource;
    void (async () => {
      const stack = await startPayrollStack(parameters.options);
      globalThis.EventSource = stack.EventSource as unknown as typeof EventSource;
      const payrollId = await parameters.setup?.(stack);
      if (live) setState({ stack, payrollId });
    })();
    return () => {
      live = false;
      globalThis.EventSource = previous;
    };
  }, [parameters]);
  if (!state) return null;
  return (
    <PayrollProvider
      baseUrl={state.stack.baseUrl}
      fetch={state.stack.fetch}
      locale={parameters.locale}
      messages={parameters.locale ? es : undefined}
    >
      <StoryContext.Provider value={state}>
        <main className="pk-story">{children}</main>
      </StoryContext.Provider>
    </PayrollProvider>
  );
}

/**
 * Runs a story on its own in-page payroll stack (demo service, proxy, webhook receiver, event
 * stream), put in the story's state by `parameters.payroll.setup`.
 */
const withPayrollStack: Decorator = (Story, context) => (
  <StackRoot parameters={(context.parameters.payroll ?? {}) as StackParameters}>
    <Story />
  </StackRoot>
);

// The play functions read the stack the story rendered on.
let rendered: { stack: PayrollStack; payrollId: string | undefined } | undefined;

function PayrollRunStory() {
  const value = useContext(StoryContext)!;
  rendered = value;
  return <PayrollRun companyId={value.stack.api.companyUuid} payrollId={value.payrollId} />;
}

const settle = { timeout: 10_000 };

// Service time stands still in most stories, so a calculating or processed payroll stays so.
const STORY_TIME = Date.parse(storyNow);
const frozen = { now: () => new Date(STORY_TIME) };

async function upcoming(stack: PayrollStack): Promise<string> {
  const end = new Date(STORY_TIME + 89 * 86_400_000).toISOString().slice(0, 10);
  const list = await demoRequest<Array<{ uuid: string }>>(
    stack.api,
    'GET',
    `/v1/companies/${stack.api.companyUuid}/payrolls?processing_statuses=unprocessed&payroll_types=regular&end_date=${end}`,
  );
  return list[0]!.uuid;
}

const path = (stack: PayrollStack, id: string, step = '') =>
  `/v1/companies/${stack.api.companyUuid}/payrolls/${id}${step}`;

type PayrollSetup = (stack: PayrollStack) => Promise<string>;

/** The payroll `before` leaves, then moved on by one step of the service (`/prepare`, `/submit`…). */
const thenPut =
  (before: PayrollSetup, step: string): PayrollSetup =>
  async (stack) => {
    const id = await before(stack);
    await demoRequest(stack.api, 'PUT', path(stack, id, step));
    return id;
  };

/** The payroll `before` leaves, a second later: the service's work in progress (calculation, submission) done. */
const aSecondLater =
  (before: PayrollSetup): PayrollSetup =>
  async (stack) => {
    const id = await before(stack);
    await stack.api.clock.advance(1000);
    return id;
  };

// The upcoming payroll at each point of its run.
const prepared = thenPut(upcoming, '/prepare');
const calculating = thenPut(prepared, '/calculate');
const calculated = aSecondLater(calculating);
const submitting = thenPut(calculated, '/submit');
const processed = aSecondLater(submitting);
const cancelled = thenPut(processed, '/cancel');

/** A story's parameters: the stack, its clock standing still, put in the state `setup` leaves. */
const frozenAt = (setup?: StackParameters['setup'], locale?: StackParameters['locale']) => ({
  payroll: { options: frozen, setup, ...(locale && { locale }) } satisfies StackParameters,
});

/** Opens Ada Lovelace's row (the seed's first employee, paid by the hour): its button and the row. */
async function openFirstRow(canvas: ReturnType<typeof within>) {
  const first = await canvas.findByRole('button', { name: 'Ada Lovelace', expanded: false }, settle);
  await userEvent.click(first);
  return { first, row: within(first.closest('tr')!) };
}

const meta = {
  title: 'Flows/PayrollRun',
  component: PayrollRunStory,
  decorators: [withPayrollStack],
} satisfies Meta<typeof PayrollRunStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The landing: upcoming payrolls with deadline and check date, history with totals. */
export const Landing: Story = {
  parameters: frozenAt(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Upcoming payrolls' }, settle)).toBeVisible();
    await expect((await canvas.findAllByRole('button', { name: /^Run payroll for / }))[0]).toBeEnabled();
    await expect(await canvas.findByRole('button', { name: /^View payroll for / })).toBeVisible();
  },
};

/** Empty history: a company that has not processed a payroll yet; its first one is ready to run. */
export const EmptyHistory: Story = {
  parameters: { payroll: { options: { ...frozen, payrollHistory: false } } satisfies StackParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No processed payrolls yet', {}, settle)).toBeVisible();
    await expect(canvas.getByText('Submitted payrolls appear here with their totals.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^View payroll for / })).toBeNull();
    await expect((await canvas.findAllByRole('button', { name: /^Run payroll for / }))[0]).toBeEnabled();
  },
};

/** Blocked: each blocker explained with what to do; Run disabled. */
export const Blocked: Story = {
  parameters: frozenAt(async (stack) => {
    await stack.control('PUT', `/__demo/companies/${stack.api.companyUuid}/blockers`, {
      keys: ['missing_bank_verification', 'missing_state_tax_setup'],
    });
    return undefined;
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/confirm the two test deposits\./, {}, settle)).toBeVisible();
    await expect(canvas.getByText(/add them for each state you pay in\./)).toBeVisible();
    const run = await canvas.findAllByRole('button', { name: /^Run payroll for / });
    await expect(run[0]).toBeDisabled();
  },
};

/** Editing: the virtualised grid, sticky header and totals; typing shows the row's save state. */
export const Editing: Story = {
  parameters: frozenAt(prepared),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Payroll editor' }, settle);
    const cells = await within(grid).findAllByRole('textbox', { name: /^Bonus for / });
    await userEvent.type(cells[0]!, '125');
    await expect(await canvas.findByText(/^Totals \(/)).toBeVisible();
    // The picture is of the edit saved (the Saving story shows it on its way).
    await expect(await canvas.findByText('All changes saved.', {}, settle)).toBeVisible();
  },
};

/** Saving: an edit on its way to the service (the row says so), then saved. */
export const Saving: Story = {
  parameters: frozenAt(prepared),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Payroll editor' }, settle);
    const cells = await within(grid).findAllByRole('textbox', { name: /^Bonus for / });
    await userEvent.type(cells[0]!, '75');
    // Saved in the background a moment after the last keystroke; until then the row says so.
    await expect(await within(grid).findByText(/^(Not saved yet|Saving…)$/)).toBeVisible();
    await expect(await canvas.findByText('All changes saved.', {}, settle)).toBeVisible();
  },
};

/** Conflict: a colleague changed the same hours; the row keeps what was typed and offers a choice. */
export const Conflict: Story = {
  parameters: frozenAt(prepared),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Payroll editor' }, settle);
    const cell = (await within(grid).findAllByRole('textbox', { name: /^Regular hours for / }))[0]!;
    const name = cell.getAttribute('aria-label')!.replace('Regular hours for ', '');
    // The colleague's edit, through the service with the version the editor also holds.
    const { stack } = rendered!;
    const id = await upcoming(stack);
    const rows = await demoRequest<{
      employee_compensations: Array<{
        employee_uuid: string;
        version: string;
        first_name: string;
        last_name: string;
        hourly_compensations: Array<{ job_uuid: string; name: string }>;
      }>;
    }>(stack.api, 'GET', `${path(stack, id)}?page=1&per=100`);
    const row = rows.employee_compensations.find((line) => `${line.first_name} ${line.last_name}` === name)!;
    await demoRequest(stack.api, 'PUT', path(stack, id), {
      employee_compensations: [
        {
          employee_uuid: row.employee_uuid,
          version: row.version,
          hourly_compensations: [
            { job_uuid: row.hourly_compensations[0]!.job_uuid, name: 'Regular Hours', hours: '33' },
          ],
        },
      ],
    });
    await userEvent.clear(cell);
    await userEvent.type(cell, '20');
    await expect(await within(grid).findByText('Changed elsewhere', {}, settle)).toBeVisible();
    await expect(within(grid).getByRole('button', { name: 'Keep mine' })).toBeVisible();
  },
};

/** Calculating: live progress, and it goes on if the user leaves. */
export const Calculating: Story = {
  parameters: frozenAt(calculating),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/^Calculating taxes and pay\. You can leave/, {}, settle),
    ).toBeVisible();
  },
};

/** Calculated: the review (totals, dates, each employee's pay) and Submit. */
export const Calculated: Story = {
  parameters: frozenAt(calculated),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Calculated. Review the amounts, then submit.', {}, settle),
    ).toBeVisible();
    await expect(canvas.getAllByText('Company debit')[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Submit payroll' })).toBeEnabled();
  },
};

/** One employee's row opened: each earning to gross, each tax and deduction to net, then the employer's taxes. */
export const EmployeePay: Story = {
  parameters: frozenAt(calculated),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { first, row } = await openFirstRow(canvas);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(row.getByText(/^Regular hours: 80 h × \$/)).toBeVisible();
    await expect(row.getByText('Gross pay')).toBeVisible();
    await expect(row.getByText('Federal Income Tax')).toBeVisible();
    await expect(row.getAllByText('Social Security')).toHaveLength(2);
    await expect(row.getByText('Net pay')).toBeVisible();
    await expect(row.getByText('Employer taxes')).toBeVisible();
  },
};

/** The same in Spanish: the lines' words in es-US; tax names are the service's own. */
export const EmployeePaySpanish: Story = {
  parameters: frozenAt(calculated, 'es-US'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { row } = await openFirstRow(canvas);
    await expect(row.getByText(/^Horas regulares: 80 h × /)).toBeVisible();
    await expect(row.getByText('Pago bruto')).toBeVisible();
    await expect(row.getByText('Pago neto')).toBeVisible();
    await expect(row.getByText('Impuestos del empleador')).toBeVisible();
  },
};

/** Failed: the calculation ended in processing_failed; the reason and a retry. */
export const Failed: Story = {
  parameters: frozenAt(async (stack) => {
    const id = await prepared(stack);
    await stack.control('POST', `/__demo/payrolls/${id}/fail-next`, {
      step: 'calculate',
      errors: [{ error_key: 'base', category: 'processing_error', message: 'The tax engine timed out.' }],
    });
    await demoRequest(stack.api, 'PUT', path(stack, id, '/calculate'));
    await stack.api.clock.advance(1000);
    return id;
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The tax engine timed out.', {}, settle)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Submission blocker: over the fast-ACH limit; wire in, or four-day ACH with its date. */
export const SubmissionBlocker: Story = {
  parameters: frozenAt(async (stack) => {
    await stack.control('PUT', `/__demo/companies/${stack.api.companyUuid}/settings`, {
      fast_ach_threshold: '1.00',
    });
    return calculated(stack);
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fourDay = await canvas.findByRole('radio', { name: /^Four-day direct deposit/ }, settle);
    await userEvent.click(fourDay);
    await expect(await canvas.findByText(/^The check date moves to/)).toBeVisible();
  },
};

/** Submitting: accepted, on its way. */
export const Submitting: Story = {
  parameters: frozenAt(submitting),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Submitting the payroll…', {}, settle)).toBeVisible();
  },
};

/** Over the fast payment limit and submitted with "wire the funds": the payroll waits for the wire. */
const awaitingWire: PayrollSetup = async (stack) => {
  await stack.control('PUT', `/__demo/companies/${stack.api.companyUuid}/settings`, {
    fast_ach_threshold: '1.00',
  });
  const id = await calculated(stack);
  await demoRequest(stack.api, 'PUT', path(stack, id, '/submit'), {
    submission_blockers: [{ blocker_type: 'fast_ach_threshold_exceeded', selected_option: 'wire_in' }],
  });
  return id;
};

/** Funded by wire: the instructions, the deadline and what happens past it, the sent form. */
export const WireFunding: Story = {
  parameters: frozenAt(awaitingWire),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Wire the funds for this payroll' }, settle),
    ).toBeVisible();
    await expect(canvas.getByText(/^Ask your bank to put the reference WIRE-/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'I’ve sent the wire' })).toBeVisible();
  },
};

/** The same in Spanish. */
export const WireFundingSpanish: Story = {
  parameters: frozenAt(awaitingWire, 'es-US'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Transfiera los fondos de esta nómina' }, settle),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ya envié la transferencia' })).toBeVisible();
  },
};

/** A processed payroll whose debit the bank returned (R01): the landing's blocker and its case. */
const failedDebit = async (stack: PayrollStack) => {
  const id = await processed(stack);
  await stack.control('POST', `/__demo/payrolls/${id}/fail_debit`, { code: 'R01' });
  return undefined;
};

/** A failed debit: the return code in plain words, the amount still owed, "Debit again". */
export const FailedDebit: Story = {
  parameters: frozenAt(failedDebit),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/^Not enough money in the account \(R01\)/, {}, settle),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Debit again: / })).toBeVisible();
  },
};

/** The same in Spanish. */
export const FailedDebitSpanish: Story = {
  parameters: frozenAt(failedDebit, 'es-US'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/^No hay fondos suficientes en la cuenta \(R01\)/, {}, settle),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Debitar de nuevo: / })).toBeVisible();
  },
};

/** Processed: read-only, the receipt with its print action, print checks, the money moved, and cancel while cancellable. */
export const Processed: Story = {
  parameters: frozenAt(processed),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Submitted. The payments are being scheduled.', {}, settle),
    ).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Print receipt' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel payroll' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Print checks' }, settle)).toBeVisible();
    await expect(await canvas.findByRole('table', { name: 'Money moved' }, settle)).toBeVisible();
  },
};

/** The receipt in Spanish: print checks for those paid by check, and the money moved. */
export const ProcessedSpanish: Story = {
  parameters: frozenAt(processed, 'es-US'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Imprimir cheques' }, settle)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /^Cheque arriba/ })).toBeChecked();
    await expect(await canvas.findByRole('table', { name: 'Dinero movido' }, settle)).toBeVisible();
  },
};

/** A processed payroll's row opened: the employee's pay lines, and their pay stub as a PDF link. */
export const ProcessedPayStub: Story = {
  parameters: frozenAt(processed),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { row } = await openFirstRow(canvas);
    const stub = await row.findByRole('link', { name: 'Pay stub (PDF) for Ada Lovelace' }, settle);
    await expect(stub).toHaveAttribute('target', '_blank');
    await expect(stub.getAttribute('href')).toMatch(/^blob:/);
  },
};

/** Payments scheduled: the `payroll.paid` event (SPEC §6.2) arrives live through the proxy’s event stream. */
export const Paid: Story = {
  // Service time runs here: the payments are scheduled while the story is on screen.
  parameters: { payroll: { setup: submitting } satisfies StackParameters },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        /^Payments scheduled: the company is debited on /,
        {},
        { timeout: 15_000 },
      ),
    ).toBeVisible();
  },
};

/** Cancelled: a processed payroll cancelled before its deadline is back in the editor. */
export const Cancelled: Story = {
  parameters: frozenAt(cancelled),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Calculate payroll' }, settle)).toBeVisible();
  },
};

/** Off-cycle: reason, period, check date, withholding and the employee picker with its limit. */
export const OffCycle: Story = {
  parameters: frozenAt(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'New off-cycle payroll' }, settle));
    await expect(await canvas.findByRole('heading', { name: 'New off-cycle payroll' })).toBeVisible();
    await expect(await canvas.findByText('0 of at most 100 employees chosen.')).toBeVisible();
    // Each reason's withholding defaults, said and set (UPSTREAM-3 M.7): a bonus's, a correction's.
    await expect(canvas.getByText(/^A bonus is withheld at the flat 22% supplemental rate/)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /^Supplemental rate/ })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /^Skip regular deductions/ })).toBeChecked();
    const reason = canvas.getByRole('combobox', { name: /^Reason/ });
    await userEvent.selectOptions(reason, 'Correction');
    await expect(canvas.getByText(/^A correction is withheld at the regular rates/)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /^Regular rates/ })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /^Skip regular deductions/ })).not.toBeChecked();
    await userEvent.selectOptions(reason, 'Bonus');
    await expect(canvas.getByRole('radio', { name: /^Supplemental rate/ })).toBeChecked();
  },
};

/** Spanish: the editor in es-US. */
export const Spanish: Story = {
  parameters: frozenAt(prepared, 'es-US'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('grid', { name: 'Editor de nómina' }, settle)).toBeVisible();
  },
};

/** A bonus off-cycle payroll for Ada Lovelace (California), at the 22% supplemental rate. */
async function adaBonus(stack: PayrollStack): Promise<string> {
  const employees = await demoRequest<Array<{ uuid: string; first_name: string }>>(
    stack.api,
    'GET',
    `/v1/companies/${stack.api.companyUuid}/employees?per=100`,
  );
  const day = storyNow.slice(0, 10);
  const created = await demoRequest<{ uuid: string }>(
    stack.api,
    'POST',
    `/v1/companies/${stack.api.companyUuid}/payrolls`,
    {
      off_cycle: true,
      off_cycle_reason: 'Bonus',
      start_date: day,
      end_date: day,
      employee_uuids: [employees.find((e) => e.first_name === 'Ada')!.uuid],
      fixed_withholding_rate: true,
      skip_regular_deductions: true,
    },
  );
  return created.uuid;
}

/** Opens Ada's "Pay a net amount", asks a net of 1000 and finds the gross; answers the dialog. */
async function grossUpAda(canvasElement: HTMLElement, words: { open: string; net: RegExp; find: string }) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: words.open }, settle));
  const dialog = within(await within(document.body).findByRole('dialog'));
  await userEvent.type(dialog.getByRole('textbox', { name: words.net }), '1000');
  await userEvent.click(dialog.getByRole('button', { name: words.find }));
  return dialog;
}

/** A bonus row's "Pay a net amount": the net asked, the gross the service found, ready to apply. */
export const GrossUp: Story = {
  parameters: frozenAt(adaBonus),
  play: async ({ canvasElement }) => {
    const dialog = await grossUpAda(canvasElement, {
      open: 'Pay a net amount to Ada Lovelace',
      net: /^Net pay/,
      find: 'Find the gross',
    });
    await expect(await dialog.findByRole('button', { name: 'Pay $1,568.61 as Bonus' }, settle)).toBeVisible();
  },
};

/** The gross-up dialog in Spanish. */
export const GrossUpSpanish: Story = {
  parameters: frozenAt(adaBonus, 'es-US'),
  play: async ({ canvasElement }) => {
    const dialog = await grossUpAda(canvasElement, {
      open: 'Pagar un monto neto a Ada Lovelace',
      net: /^Pago neto/,
      find: 'Calcular el bruto',
    });
    await expect(await dialog.findByRole('button', { name: /^Pagar .*1,568\.61/ }, settle)).toBeVisible();
  },
};
