/**
 * <Contractors/> as a new admin, in Chromium against the demo service through the proxy: a
 * Business contractor and an Individual one added (an 8-digit SSN and Hourly without a rate
 * refused on their fields first, nothing typed lost) and onboarded, both paid in one group (a bad
 * value on the hourly line refused on that line), previewed to the cent, confirmed, Funded once the
 * demo clock passes the debit date, the receipt printed; a second payment cancelled while
 * unfunded; one contractor dismissed.
 */
import { userEvent, type Locator } from 'vitest/browser';
import { afterEach, expect, test, vi } from 'vitest';
import { tabTo } from '../tabTo';
import { Contractors, type ContractorsScreen } from '../../../src/flows';
import { startPayrollStack } from '../../../stories/flows/payrollRunStack';
import {
  addOnboardedContractor,
  FIXED_BUSINESS,
  FIXED_INDIVIDUAL,
  HOURLY_INDIVIDUAL,
  payContractor,
} from '../../support/contractors';
import { demoAdmin } from '../../support/demoAdmin';
import { renderWithDemo } from './renderWithDemo';
import { expectErrorOn } from './taxPayHelpers';

afterEach(() => vi.restoreAllMocks());

const HOUR = 60 * 60 * 1000;
/** Monday 2026-06-15, 09:00 in California. */
const NOW = Date.parse('2026-06-15T16:00:00Z');

async function renderContractors(
  options: {
    width?: number;
    /** Set-up through the demo service before the flow renders; answers the screen to open on. */
    seed?: (stack: Awaited<ReturnType<typeof startPayrollStack>>) => Promise<ContractorsScreen>;
  } = {},
) {
  const stack = await startPayrollStack({ employees: 1, rateLimit: 100_000, now: () => new Date(NOW) });
  const onEvent = vi.fn();
  const initialScreen = options.seed ? await options.seed(stack) : undefined;
  const flow = (
    <Contractors
      companyId={stack.api.companyUuid}
      today="2026-06-15"
      onEvent={onEvent}
      initialScreen={initialScreen}
    />
  );
  const { screen } = await renderWithDemo(
    options.width ? (
      <div data-column="" style={{ width: `${options.width}px` }}>
        {flow}
      </div>
    ) : (
      flow
    ),
    { api: stack.api, baseUrl: stack.baseUrl, fetch: stack.fetch },
  );
  return { ...stack, screen, onEvent };
}

type Screen = Awaited<ReturnType<typeof renderContractors>>['screen'];

/** "Continue" in the onboarding steps: the next open step's part of the page takes the focus. */
async function continueTo(screen: Screen, step: string) {
  const onboarding = screen.getByRole('region', { name: 'Onboarding' });
  await userEvent.click(onboarding.getByRole('button', { name: `Continue: ${step}` }));
  await expect.element(screen.getByRole('heading', { name: step, level: 3 })).toHaveFocus();
}

/** Address, bank account, W-9 on the contractor's page (each reached by "Continue"), then "Finish onboarding". */
async function onboard(screen: Screen, classification?: string) {
  await continueTo(screen, 'Address');
  const address = screen.getByRole('region', { name: 'Address' });
  await userEvent.fill(address.getByRole('textbox', { name: /Street address/ }), '300 Congress Ave');
  await userEvent.fill(address.getByRole('textbox', { name: /City/ }), 'Austin');
  await userEvent.selectOptions(address.getByRole('combobox', { name: /State/ }), 'TX');
  await userEvent.fill(address.getByRole('textbox', { name: /ZIP code/ }), '78701');
  await userEvent.click(address.getByRole('button', { name: 'Save address' }));
  await expect.element(address.getByText('Address saved.')).toBeVisible();

  await continueTo(screen, 'Payment method');
  const method = screen.getByRole('region', { name: 'Payment method' });
  await userEvent.fill(method.getByRole('textbox', { name: /Account nickname/ }), 'Operating');
  await userEvent.fill(method.getByRole('textbox', { name: /Routing number/ }), '021000021');
  await userEvent.fill(method.getByRole('textbox', { name: /Account number/ }), '000123456789');
  await userEvent.click(method.getByRole('button', { name: 'Add bank account' }));
  await expect.element(method.getByText(/Direct deposit into Operating XXXX6789/)).toBeVisible();

  await continueTo(screen, 'Documents');
  const documents = screen.getByRole('region', { name: 'Documents' });
  // A business's classification is the admin's to choose (none is preset).
  if (classification)
    await userEvent.selectOptions(
      documents.getByRole('combobox', { name: /Federal tax classification/ }),
      classification,
    );
  await userEvent.click(documents.getByRole('checkbox', { name: /I agree to sign the W-9/ }));
  await userEvent.click(documents.getByRole('button', { name: 'Sign the W-9' }));
  await expect.element(documents.getByText(/^Signed/)).toBeVisible();

  const onboarding = screen.getByRole('region', { name: 'Onboarding' });
  // Every step done: nothing left to continue to, and onboarding can be finished.
  await expect.element(onboarding.getByRole('button', { name: /^Continue/ })).not.toBeInTheDocument();
  await userEvent.click(onboarding.getByRole('button', { name: 'Finish onboarding' }));
  await expect.element(screen.getByRole('region', { name: 'Onboarding' })).not.toBeInTheDocument();
}

async function line(screen: Screen, name: string, field: string): Promise<Locator> {
  return screen.getByRole('group', { name }).getByRole('textbox', { name: field });
}

test('an admin adds, onboards and pays two contractors, sees the payment funded, prints the receipt, cancels an unfunded payment and dismisses one', async () => {
  const { api, screen, onEvent } = await renderContractors();
  await expect.element(screen.getByRole('heading', { name: 'Contractors', level: 2 })).toBeVisible();

  // A Business paid a fixed wage.
  await userEvent.click(screen.getByRole('button', { name: 'Add a contractor' }));
  await expect.element(screen.getByRole('heading', { name: 'Add a contractor', level: 2 })).toHaveFocus();
  await userEvent.click(screen.getByRole('radio', { name: 'Business' }));
  await userEvent.fill(screen.getByRole('textbox', { name: /Business name/ }), 'Hamilton Rigging LLC');
  await userEvent.fill(screen.getByRole('textbox', { name: /EIN/ }), '123456789');
  await userEvent.fill(screen.getByLabelText(/Start date/), '2026-06-01');
  await userEvent.click(screen.getByRole('button', { name: 'Save contractor' }));
  await expect.element(screen.getByRole('heading', { name: 'Hamilton Rigging LLC', level: 2 })).toHaveFocus();
  await expect
    .element(screen.getByText('Added Hamilton Rigging LLC. Finish onboarding below.'))
    .toBeVisible();
  expect(onEvent).toHaveBeenCalledWith('contractor.created', { contractorId: expect.any(String) });
  await onboard(screen, 'LLC');
  await expect.element(screen.getByText('Active', { exact: true })).toBeVisible();

  // An Individual paid by the hour: an 8-digit SSN and no rate, refused on their fields.
  await userEvent.click(screen.getByRole('button', { name: 'Contractors', exact: true }));
  await userEvent.click(screen.getByRole('button', { name: 'Add a contractor' }));
  await userEvent.fill(screen.getByRole('textbox', { name: /First name/ }), 'Katherine');
  await userEvent.fill(screen.getByRole('textbox', { name: /Last name/ }), 'Johnson');
  const ssn = screen.getByRole('textbox', { name: /Social Security number/ });
  await userEvent.fill(ssn, '12345678');
  await userEvent.click(screen.getByRole('radio', { name: /Hourly/ }));
  await userEvent.fill(screen.getByLabelText(/Start date/), '2026-06-01');
  await userEvent.click(screen.getByRole('button', { name: 'Save contractor' }));
  await expectErrorOn(ssn, 'Enter a 9-digit Social Security number.');
  const rate = screen.getByRole('textbox', { name: /Hourly rate/ });
  await expectErrorOn(rate, 'This field is required.');
  await expect.element(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Katherine');
  await expect.element(screen.getByRole('radio', { name: /Hourly/ })).toBeChecked();
  await userEvent.fill(ssn, '123456789');
  await userEvent.fill(rate, '42.50');
  await userEvent.click(screen.getByRole('button', { name: 'Save contractor' }));
  await expect.element(screen.getByRole('heading', { name: 'Katherine Johnson', level: 2 })).toBeVisible();
  await onboard(screen);

  // The list: both, sorted by name, searchable.
  await userEvent.click(screen.getByRole('button', { name: 'Contractors', exact: true }));
  await expect.element(screen.getByRole('row', { name: /Hamilton Rigging LLC/ })).toBeVisible();
  await expect
    .element(screen.getByRole('row', { name: /Katherine Johnson.*Hourly, \$42\.50\/hr/ }))
    .toBeVisible();
  await userEvent.fill(screen.getByRole('searchbox', { name: 'Search by name or email' }), 'johnson');
  await expect.element(screen.getByRole('row', { name: /Hamilton Rigging LLC/ })).not.toBeInTheDocument();
  await expect.element(screen.getByRole('row', { name: /Katherine Johnson/ })).toBeVisible();

  // Pay both: a bad value on the hourly line refused on that line.
  await userEvent.click(screen.getByRole('button', { name: 'Pay contractors', exact: true }));
  await expect.element(screen.getByRole('heading', { name: 'Pay contractors', level: 2 })).toHaveFocus();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Hamilton Rigging LLC' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Katherine Johnson' }));
  await userEvent.fill(screen.getByLabelText(/Payment date/), '2026-06-22');
  await expect
    .element(screen.getByRole('group', { name: 'Katherine Johnson' }).getByRole('textbox', { name: 'Wage' }))
    .not.toBeInTheDocument();
  const hours = await line(screen, 'Katherine Johnson', 'Hours');
  await userEvent.fill(hours, '12.5.5');
  await userEvent.fill(await line(screen, 'Katherine Johnson', 'Bonus'), '100');
  await userEvent.fill(await line(screen, 'Hamilton Rigging LLC', 'Wage'), '1,234.56');
  await userEvent.fill(await line(screen, 'Hamilton Rigging LLC', 'Reimbursement'), '65.44');
  await userEvent.click(screen.getByRole('button', { name: 'Preview payment' }));
  await expectErrorOn(hours, 'Enter hours as a number');
  const hamiltonWage = await line(screen, 'Hamilton Rigging LLC', 'Wage');
  await expect.element(hamiltonWage).not.toHaveAttribute('aria-invalid', 'true');
  await expect.element(hamiltonWage).toHaveValue('1,234.56');
  await userEvent.fill(hours, '12.5');
  // 12.5 h × $42.50 + $100 = $631.25; $1,234.56 + $65.44 = $1,300.00.
  await expect
    .element(screen.getByRole('group', { name: 'Katherine Johnson' }))
    .toHaveTextContent('Line total: $631.25');
  await expect
    .element(screen.getByRole('group', { name: 'Hamilton Rigging LLC' }))
    .toHaveTextContent('Line total: $1,300.00');
  await userEvent.click(screen.getByRole('button', { name: 'Preview payment' }));
  const preview = screen.getByRole('region', { name: 'Preview' });
  // Debited Wednesday 06-17: two business days before Monday 06-22 (Friday 06-19 is Juneteenth).
  await expect.element(preview).toHaveTextContent(/Debit date\s*Jun 17, 2026/);
  await expect.element(preview).toHaveTextContent(/Total\s*\$1,931\.25/);
  await userEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
  await expect
    .element(screen.getByRole('heading', { name: 'Payment of Jun 22, 2026', level: 2 }))
    .toHaveFocus();
  await expect
    .element(screen.getByRole('row', { name: /Katherine Johnson.*\$631\.25.*Unfunded/ }))
    .toBeVisible();
  expect(onEvent).toHaveBeenCalledWith('contractor_payment.submitted', {
    groupId: expect.any(String),
    checkDate: '2026-06-22',
    total: '1931.25',
  });

  // Funded at the end of the debit date: the history says so, and the receipt prints.
  api.clock.advance(55 * HOUR);
  await userEvent.click(screen.getByRole('button', { name: 'Payment history', exact: true }));
  await expect.element(screen.getByRole('row', { name: /Jun 22, 2026.*Funded/ })).toBeVisible();
  await expect.element(screen.getByRole('row', { name: /Jun 22, 2026.*Unfunded/ })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'View the payment of Jun 22, 2026' }));
  await userEvent.click(screen.getByRole('button', { name: 'Receipt of the payment to Katherine Johnson' }));
  const receipt = screen.getByRole('region', { name: 'Receipt' });
  await expect.element(receipt).toHaveTextContent(/To\s*Katherine Johnson/);
  await expect.element(receipt).toHaveTextContent(/Company debit\s*\$631\.25/);
  const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
  await userEvent.click(screen.getByRole('button', { name: 'Print receipt' }));
  expect(print).toHaveBeenCalledOnce();

  // A second payment, cancelled while unfunded.
  await userEvent.click(screen.getByRole('button', { name: 'Pay contractors', exact: true }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Hamilton Rigging LLC' }));
  await userEvent.fill(screen.getByLabelText(/Payment date/), '2026-06-29');
  await userEvent.fill(await line(screen, 'Hamilton Rigging LLC', 'Wage'), '500');
  await userEvent.click(screen.getByRole('button', { name: 'Preview payment' }));
  await userEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
  await expect
    .element(screen.getByRole('heading', { name: 'Payment of Jun 29, 2026', level: 2 }))
    .toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Cancel the payment to Hamilton Rigging LLC' }));
  await userEvent.click(screen.getByRole('alertdialog').getByRole('button', { name: 'Cancel payment' }));
  await expect.element(screen.getByText('Payment to Hamilton Rigging LLC cancelled.')).toBeVisible();
  expect(onEvent).toHaveBeenCalledWith('contractor_payment.cancelled', { paymentId: expect.any(String) });

  // Katherine is dismissed on her last day.
  await userEvent.click(screen.getByRole('button', { name: 'Contractors', exact: true }));
  await userEvent.click(screen.getByRole('button', { name: 'Open Katherine Johnson' }));
  const employment = screen.getByRole('region', { name: 'Employment' });
  await userEvent.fill(employment.getByLabelText(/Last day/), '2026-06-30');
  await userEvent.click(employment.getByRole('button', { name: 'Dismiss contractor' }));
  await userEvent.click(screen.getByRole('alertdialog').getByRole('button', { name: 'Dismiss contractor' }));
  await expect.element(employment.getByText('Dismissed: last day Jun 30, 2026.')).toBeVisible();
  // A last day still ahead can be taken back.
  await expect.element(employment.getByRole('button', { name: 'Cancel the dismissal' })).toBeVisible();
  expect(onEvent).toHaveBeenCalledWith('contractor.dismissed', {
    contractorId: expect.any(String),
    endDate: '2026-06-30',
  });
}, 60_000);

/** The partner's 320 px column does not scroll sideways. */
function expectFits() {
  const column = document.querySelector<HTMLElement>('[data-column]')!;
  expect(column.scrollWidth).toBeLessThanOrEqual(column.clientWidth);
}

test('keyboard alone in a 320 px column: a Business is added and opened, nothing scrolls sideways, and leaving a typed form asks first', async () => {
  const { screen, onEvent } = await renderContractors({ width: 320 });
  const add = screen.getByRole('button', { name: 'Add a contractor' });
  await tabTo(add);
  expectFits();
  await userEvent.keyboard('{Enter}');
  await expect.element(screen.getByRole('heading', { name: 'Add a contractor', level: 2 })).toHaveFocus();
  expectFits();

  // The type: Tab reaches the chosen radio, an arrow key picks the other.
  await tabTo(screen.getByRole('radio', { name: 'Individual' }));
  await userEvent.keyboard('{ArrowRight}');
  await expect.element(screen.getByRole('radio', { name: 'Business' })).toBeChecked();
  await tabTo(screen.getByRole('textbox', { name: /Business name/ }));
  await userEvent.keyboard('Hamilton Rigging LLC');
  await tabTo(screen.getByRole('textbox', { name: /EIN/ }));
  await userEvent.keyboard('123456789');
  await tabTo(screen.getByLabelText(/Start date/));
  await userEvent.keyboard('06012026');
  await expect.element(screen.getByLabelText(/Start date/)).toHaveValue('2026-06-01');
  await tabTo(screen.getByRole('button', { name: 'Save contractor' }));
  await userEvent.keyboard('{Enter}');
  await expect.element(screen.getByRole('heading', { name: 'Hamilton Rigging LLC', level: 2 })).toHaveFocus();
  expect(onEvent).toHaveBeenCalledWith('contractor.created', { contractorId: expect.any(String) });
  await expect.element(screen.getByText('To sign', { exact: true })).toBeVisible();
  expectFits();
  // The onboarding steps lead on: "Continue" takes the focus to the address, in view.
  await tabTo(screen.getByRole('button', { name: 'Continue: Address' }));
  await userEvent.keyboard('{Enter}');
  await expect.element(screen.getByRole('heading', { name: 'Address', level: 3 })).toHaveFocus();
  await tabTo(screen.getByRole('textbox', { name: /Street address/ }));
  expectFits();

  // Another section while a typed form is open: the leave question first, the typing kept.
  await tabTo(screen.getByRole('button', { name: 'Contractors', exact: true }), { backward: true });
  await userEvent.keyboard('{Enter}');
  await tabTo(screen.getByRole('button', { name: 'Add a contractor' }));
  await userEvent.keyboard('{Enter}');
  const first = screen.getByRole('textbox', { name: /First name/ });
  await tabTo(first);
  await userEvent.keyboard('Katherine');
  await tabTo(screen.getByRole('button', { name: 'Pay contractors', exact: true }), { backward: true });
  await userEvent.keyboard('{Enter}');
  await expect.element(screen.getByRole('alertdialog')).toBeVisible();
  await userEvent.keyboard('{Escape}');
  await expect.element(screen.getByRole('alertdialog')).not.toBeInTheDocument();
  await expect.element(first).toHaveValue('Katherine');
  await expect.element(screen.getByRole('heading', { name: 'Add a contractor', level: 2 })).toBeVisible();

  // The payment screen fits too.
  await tabTo(screen.getByRole('button', { name: 'Pay contractors', exact: true }), { backward: true });
  await userEvent.keyboard('{Enter}');
  const leave = screen.getByRole('alertdialog').getByRole('button', { name: /Leave/ });
  await tabTo(leave);
  await userEvent.keyboard('{Enter}');
  await expect.element(screen.getByRole('heading', { name: 'Pay contractors', level: 2 })).toHaveFocus();
  expectFits();
}, 60_000);

/** Katherine Johnson (hourly), Hamilton Rigging LLC and Mary Jackson onboarded; Mary paid $400.00 on Wed 06-24. */
async function seedPaidContractors(stack: Awaited<ReturnType<typeof startPayrollStack>>) {
  const admin = demoAdmin(stack.api);
  await addOnboardedContractor(admin, { ...HOURLY_INDIVIDUAL, ssn: '123456789' });
  await addOnboardedContractor(admin, { ...FIXED_BUSINESS });
  const mary = await addOnboardedContractor(admin, { ...FIXED_INDIVIDUAL, ssn: '987654321' });
  return payContractor(admin, {
    contractorUuid: mary,
    checkDate: '2026-06-24',
    wage: '400.00',
    creationToken: 'mary-0624',
  });
}

test('in a 320 px column: the preview says a check is not debited, an unfunded direct deposit says when its receipt will be ready, the history names who each payment pays', async () => {
  const { screen } = await renderContractors({
    width: 320,
    seed: async (stack) => {
      await seedPaidContractors(stack);
      return { name: 'pay' };
    },
  });
  await userEvent.click(screen.getByRole('checkbox', { name: 'Hamilton Rigging LLC' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Katherine Johnson' }));
  await userEvent.fill(screen.getByLabelText(/Payment date/), '2026-06-22');
  await userEvent.fill(await line(screen, 'Katherine Johnson', 'Hours'), '12.5');
  await userEvent.fill(await line(screen, 'Katherine Johnson', 'Bonus'), '100');
  await userEvent.fill(await line(screen, 'Hamilton Rigging LLC', 'Wage'), '1300');
  await userEvent.selectOptions(
    screen.getByRole('group', { name: 'Hamilton Rigging LLC' }).getByRole('combobox', { name: /Paid by/ }),
    'Check',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Preview payment' }));
  // $631.25 by direct deposit is debited; the $1,300.00 check is the rest of the $1,931.25.
  const preview = screen.getByRole('region', { name: 'Preview' });
  await expect.element(preview).toHaveTextContent(/Total\s*\$1,931\.25/);
  await expect.element(preview).toHaveTextContent(/Debited from the company account\s*\$631\.25/);
  await expect.element(preview).toHaveTextContent('Checks ($1,300.00) are paid by you and not debited.');
  expectFits();

  await userEvent.click(screen.getByRole('button', { name: 'Confirm payment' }));
  await expect
    .element(screen.getByRole('heading', { name: 'Payment of Jun 22, 2026', level: 2 }))
    .toBeVisible();
  // Debited Wednesday 06-17 (Friday 06-19 is Juneteenth): the direct deposit's receipt is ready then.
  await expect
    .element(screen.getByRole('row', { name: /Katherine Johnson/ }))
    .toHaveTextContent('The receipt is ready once the payment is funded, on Jun 17, 2026.');
  // A check has no receipt to wait for.
  await expect
    .element(screen.getByRole('row', { name: /Hamilton Rigging LLC/ }))
    .not.toHaveTextContent(/receipt/i);
  expectFits();

  await userEvent.click(screen.getByRole('button', { name: 'Payment history', exact: true }));
  await expect
    .element(screen.getByRole('row', { name: /^Jun 22, 2026/ }))
    .toHaveTextContent(/Hamilton Rigging LLC and Katherine Johnson/);
  await expect.element(screen.getByRole('row', { name: /^Jun 24, 2026/ })).toHaveTextContent(/Mary Jackson/);
  expectFits();
  // Each row's "View" is in the column, not past its edge.
  const column = document.querySelector<HTMLElement>('[data-column]')!.getBoundingClientRect();
  const view = screen.getByRole('button', { name: 'View the payment of Jun 22, 2026' }).element();
  expect(view.getBoundingClientRect().right).toBeLessThanOrEqual(column.right + 0.5);
}, 30_000);

test('the receipt of a direct deposit not funded yet (a saved address) says when it will be ready', async () => {
  const { screen } = await renderContractors({
    seed: async (stack) => {
      const group = await seedPaidContractors(stack);
      return { name: 'receipt', groupId: group.uuid, paymentId: group.contractor_payments[0]!.uuid };
    },
  });
  // Mary's payment of Wed 06-24 is debited Mon 06-22.
  await expect
    .element(screen.getByRole('region', { name: 'Receipt' }))
    .toHaveTextContent('The receipt is ready once the payment is funded, on Jun 22, 2026.');
  await expect.element(screen.getByText('The receipt could not be loaded.')).not.toBeInTheDocument();
}, 30_000);
