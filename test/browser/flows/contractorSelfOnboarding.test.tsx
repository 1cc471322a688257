/**
 * <ContractorSelfOnboarding/> in Chromium through the proxy (DECISIONS 63): the admin adds a
 * contractor to give their own details and invites them (`onInvite` has what the mailer needs);
 * then, as a CONTRACTOR session, the contractor does their own profile, address, payment method and W-9 by the
 * keyboard alone (an 8-digit SSN and a routing number failing its checksum refused on their
 * fields, nothing typed lost), without one request outside their scope; then, signed in as the
 * admin, <Contractors/> marks them reviewed, finishes their onboarding and pays them. The same
 * in a 320 px column.
 */
import type { ReactNode } from 'react';
import { expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Contractors, ContractorSelfOnboarding } from '../../../src/flows';
import { startPayrollStack } from '../../../stories/flows/payrollRunStack';
import { tabTo } from '../tabTo';
import { proxySession } from './proxySession';
import { expectErrorOn } from './taxPayHelpers';

/** Monday 2026-06-15, 09:00 in California. */
const NOW = Date.parse('2026-06-15T16:00:00Z');

test.each([{ width: undefined }, { width: 320 }])(
  'an invited contractor self-onboards by keyboard alone through their own session, then the admin finishes and pays them (column $width)',
  async ({ width }) => {
    const { api } = await startPayrollStack({ employees: 1, rateLimit: 100_000, now: () => new Date(NOW) });
    const column = (ui: ReactNode) =>
      width ? (
        <div data-column="" style={{ width: `${width}px` }}>
          {ui}
        </div>
      ) : (
        ui
      );
    const fitsColumn = () => {
      const box = document.querySelector<HTMLElement>('[data-column]');
      if (box) expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    };

    // The admin adds Katherine to give her own details, and invites her: the partner's mailer hears of it.
    const session = proxySession(api, 'admin');
    const onInvite = vi.fn();
    const contractors = <Contractors companyId={api.companyUuid} today="2026-06-15" onInvite={onInvite} />;
    const added = await session.render(column(contractors));
    await userEvent.click(added.getByRole('button', { name: 'Add a contractor' }));
    await userEvent.fill(added.getByRole('textbox', { name: /First name/ }), 'Katherine');
    await userEvent.fill(added.getByRole('textbox', { name: /Last name/ }), 'Johnson');
    await userEvent.click(added.getByRole('radio', { name: /Hourly/ }));
    await userEvent.fill(added.getByRole('textbox', { name: /Hourly rate/ }), '42.50');
    await userEvent.fill(added.getByLabelText(/Start date/), '2026-06-01');
    await userEvent.fill(added.getByRole('textbox', { name: /Email/ }), 'katherine@example.com');
    await userEvent.click(added.getByRole('checkbox', { name: /gives their own details/ }));
    // Her SSN is hers to give.
    await expect
      .element(added.getByRole('textbox', { name: /Social Security number/ }))
      .not.toBeInTheDocument();
    await userEvent.click(added.getByRole('button', { name: 'Save contractor' }));
    await userEvent.click(added.getByRole('button', { name: 'Invite to self-onboard' }));
    await expect.element(added.getByText('Invitation sent to katherine@example.com.')).toBeVisible();
    await vi.waitFor(() => expect(onInvite).toHaveBeenCalledOnce());
    const uuid = String(onInvite.mock.calls[0]?.[0]?.contractorId);
    expect(onInvite.mock.calls).toEqual([
      [{ contractorId: uuid, email: 'katherine@example.com', name: 'Katherine Johnson', resend: false }],
    ]);
    await userEvent.click(added.getByRole('button', { name: 'Contractors', exact: true }));
    await expect.element(added.getByRole('row', { name: /Katherine Johnson.*Invited/ })).toBeVisible();
    await added.unmount();

    // Katherine, signed in with her own session, opens her link.
    session.signInAs({ contractorUuid: uuid });
    const adminRequests = session.requests.length;
    const mine = await session.render(column(<ContractorSelfOnboarding contractorId={uuid} />));
    const screen = mine;

    // The overview: Start on the first step.
    const start = screen.getByRole('button', { name: 'Start: Your profile' });
    await tabTo(start);
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('heading', { name: 'Step 1 of 4: Your profile' })).toHaveFocus();
    fitsColumn();

    // An 8-digit SSN, refused on its field; the digit missing typed after what was kept.
    const first = screen.getByRole('textbox', { name: /First name/ });
    await expect.element(first).toHaveValue('Katherine');
    const ssn = screen.getByRole('textbox', { name: /Social Security number/ });
    await tabTo(ssn);
    await userEvent.keyboard('12345678{Enter}');
    await expectErrorOn(ssn, 'Enter a 9-digit Social Security number.');
    await expect.element(first).toHaveValue('Katherine');
    await tabTo(ssn, { backward: true });
    await userEvent.keyboard('{End}9{Enter}');

    // The address.
    await expect.element(screen.getByRole('heading', { name: 'Step 2 of 4: Your address' })).toHaveFocus();
    await tabTo(screen.getByRole('textbox', { name: /Street address/ }));
    await userEvent.keyboard('300 Congress Ave');
    await tabTo(screen.getByRole('textbox', { name: /City/ }));
    await userEvent.keyboard('Austin');
    const state = screen.getByRole('combobox', { name: /State/ });
    await tabTo(state);
    // Down the closed list to Texas, by the arrow key.
    const options = [...(state.element() as HTMLSelectElement).options].map((option) => option.value);
    await userEvent.keyboard('{ArrowDown}'.repeat(options.indexOf('TX') - Math.max(0, options.indexOf(''))));
    await expect.element(state).toHaveValue('TX');
    await tabTo(screen.getByRole('textbox', { name: /ZIP code/ }));
    await userEvent.keyboard('78701{Enter}');

    // The bank account: a routing number failing its checksum, refused on its field, then mended.
    await expect
      .element(screen.getByRole('heading', { name: 'Step 3 of 4: How you are paid' }))
      .toHaveFocus();
    fitsColumn();
    await tabTo(screen.getByRole('textbox', { name: /Account nickname/ }));
    await userEvent.keyboard('Operating');
    const routing = screen.getByRole('textbox', { name: /Routing number/ });
    await tabTo(routing);
    await userEvent.keyboard('021000022');
    const account = screen.getByRole('textbox', { name: /Account number/ });
    await tabTo(account);
    await userEvent.keyboard('000123456789{Enter}');
    await expectErrorOn(routing, 'Enter a valid 9-digit routing number.');
    await expect.element(account).toHaveValue('000123456789');
    await tabTo(routing, { backward: true });
    await userEvent.keyboard('{End}{Backspace}1');
    await tabTo(account);
    await userEvent.keyboard('{Enter}');

    // The W-9, its SSN masked as on file and kept.
    await expect.element(screen.getByRole('heading', { name: 'Step 4 of 4: Sign your W-9' })).toHaveFocus();
    await expect
      .element(screen.getByRole('textbox', { name: /Taxpayer identification number/ }))
      .toHaveValue('XXX-XX-6789');
    await tabTo(screen.getByRole('checkbox', { name: /I agree to sign the W-9/ }));
    await userEvent.keyboard(' ');
    await tabTo(screen.getByRole('button', { name: 'Sign the W-9' }));
    await userEvent.keyboard('{Enter}');

    // Every step done: back on the overview, which says the company reviews it.
    await expect.element(screen.getByRole('heading', { name: 'Your onboarding' })).toHaveFocus();
    await expect
      .element(screen.getByText('Your company will review your details and finish your onboarding.'))
      .toBeVisible();
    fitsColumn();
    // Everything went through the contractor's own scope: not one request refused.
    const hers = session.requests.slice(adminRequests);
    expect(hers.filter((request) => request.status === 403)).toEqual([]);
    expect(hers.some((request) => request.path.startsWith('/v1/companies/'))).toBe(false);
    await mine.unmount();

    // The admin reviews, finishes and pays them.
    session.signInAs('admin');
    const desk = await session.render(column(contractors));
    await expect
      .element(desk.getByRole('row', { name: /Katherine Johnson.*Self-onboarding started/ }))
      .toBeVisible();
    await userEvent.click(desk.getByRole('button', { name: 'Open Katherine Johnson' }));
    await expect
      .element(desk.getByText('The contractor has given every detail: review them, then finish onboarding.'))
      .toBeVisible();
    await userEvent.click(desk.getByRole('button', { name: 'Mark as reviewed' }));
    await userEvent.click(desk.getByRole('button', { name: 'Finish onboarding' }));
    await expect.element(desk.getByRole('region', { name: 'Onboarding' })).not.toBeInTheDocument();
    await userEvent.click(desk.getByRole('button', { name: 'Pay contractors', exact: true }));
    await userEvent.click(desk.getByRole('checkbox', { name: 'Katherine Johnson' }));
    await userEvent.fill(desk.getByLabelText(/Payment date/), '2026-06-22');
    await userEvent.fill(
      desk.getByRole('group', { name: 'Katherine Johnson' }).getByRole('textbox', { name: 'Hours' }),
      '10',
    );
    await userEvent.click(desk.getByRole('button', { name: 'Preview payment' }));
    // 10 h × $42.50.
    await expect
      .element(desk.getByRole('region', { name: 'Preview' }))
      .toHaveTextContent(/Total\s*\$425\.00/);
    await userEvent.click(desk.getByRole('button', { name: 'Confirm payment' }));
    await expect
      .element(desk.getByRole('row', { name: /Katherine Johnson.*\$425\.00.*Unfunded/ }))
      .toBeVisible();
    fitsColumn();
  },
  // The whole story of two sessions, typed key by key: about 15 s in Chromium.
  30_000,
);
