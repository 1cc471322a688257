import { Spinner as DefaultSpinner, usePrimitives, useScreenMessages } from '../../ui';
import { lazyScreen, usePrefetchOnIdle } from '../shared/lazyScreen';
import { useTableScreen } from '../shared/useTableScreen';
import { CompanyDigests } from './CompanyDigests';
import type { PartnerDashboardEventHandler } from './events';
import { InvoiceLines } from './InvoiceLines';
import { partnerDashboardMessages } from './messages';
import { partnerDashboardTransitions } from './transitions';

function CancellationPending() {
  const { Spinner } = usePrimitives({ Spinner: DefaultSpinner });
  const { t } = useScreenMessages(partnerDashboardMessages);
  return <Spinner label={t('cancel.loading')} />;
}

/** The cancellation (a form and its results) leaves the overview's first load; fetched on idle. */
const PayrollCancellation = lazyScreen(
  () => import('./PayrollCancellation').then((module) => module.PayrollCancellation),
  CancellationPending,
);

/** This month as `YYYY-MM`, in the browser's own calendar. */
function thisMonth(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

/** Props of {@link PartnerDashboard}. */
export interface PartnerDashboardProps {
  /** The partner's companies the signed-in partner session holds (at most 25 in one digest). */
  companyIds: readonly string[];
  /**
   * A blocker's "Fix" (with the blocker's key, e.g. `missing_bank_verification`) or a company's
   * "Open payroll" (no blocker): open that company's flows on your own page, e.g.
   * `<CompanyOnboarding/>` for an onboarding blocker, `<PayrollRun/>` otherwise.
   */
  onOpenCompany: (companyId: string, blocker?: string) => void;
  onEvent?: PartnerDashboardEventHandler;
  /** The month of the invoice lines, `YYYY-MM`; this month by default. */
  invoicePeriod?: string;
}

/**
 * The partner's view across its companies (DECISIONS 75): every company with its next payroll,
 * the day it must run by, its totals once calculated and what blocks it (each blocker a way into
 * the company's flows through `onOpenCompany`); several unprocessed payrolls cancelled at once with
 * each one's result; the month's invoice lines. Served through the proxy to a session of role
 * `partner` only (the operations take the system token), for that session's companies.
 *
 * @example
 * <PayrollProvider baseUrl="/api/payroll">
 *   <PartnerDashboard companyIds={session.companyIds} onOpenCompany={(id, blocker) => router.push(`/companies/${id}?fix=${blocker ?? ''}`)} />
 * </PayrollProvider>
 */
export function PartnerDashboard({
  companyIds,
  onOpenCompany,
  onEvent,
  invoicePeriod,
}: PartnerDashboardProps) {
  // After a move, the new screen's heading takes focus (the lazy one's once it has loaded).
  const { screen, heading, move } = useTableScreen(partnerDashboardTransitions, 'overview');
  usePrefetchOnIdle(PayrollCancellation);
  const open = (companyId: string, blocker?: string) => {
    onEvent?.('company.opened', blocker === undefined ? { companyId } : { companyId, blocker });
    onOpenCompany(companyId, blocker);
  };

  return (
    <div className="pk-flow pk-partner">
      {screen === 'overview' ? (
        <>
          <CompanyDigests
            companyIds={companyIds}
            onOpenCompany={open}
            onCancelPayrolls={() => move({ type: 'cancelPayrolls' })}
            headingRef={heading}
          />
          <InvoiceLines companyIds={companyIds} invoicePeriod={invoicePeriod ?? thisMonth()} />
        </>
      ) : (
        <PayrollCancellation
          companyIds={companyIds}
          onBack={() => move({ type: 'back' })}
          onEvent={onEvent}
          headingRef={heading}
        />
      )}
    </div>
  );
}
