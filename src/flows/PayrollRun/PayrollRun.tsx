import { useEffect, useRef, useState } from 'react';
import type { PayrollBlockerFix } from './BlockerList';
import type { PayrollRunEventHandler } from './events';
import { OffCycleForm } from './offCycle/OffCycleForm';
import { PayrollLanding } from './landing/PayrollLanding';
import { PayrollRunView } from './PayrollRunView';

/** Props of {@link PayrollRun}. */
export interface PayrollRunProps {
  companyId: string;
  /** Open this payroll at once (e.g. from the partner's own link); the landing otherwise. */
  payrollId?: string;
  onEvent?: PayrollRunEventHandler;
  /**
   * No dead ends: each blocker an onboarding step clears offers "Fix this", which calls this with
   * the step, e.g. to open `<CompanyOnboarding initialScreen={companyScreenFor(fix.step)} />`.
   */
  onFixBlocker?: (fix: PayrollBlockerFix) => void;
}

/** The landing, one payroll's run, or the off-cycle form. */
type View =
  { view: 'landing'; focus?: string } | { view: 'payroll'; payrollId: string } | { view: 'offCycle' };

/**
 * Running payroll from blockers to receipt: the landing (blockers, upcoming and off-cycle
 * payrolls, history), then for one payroll the editor, the live calculation, the review, the
 * submission with its blockers and confirm dialog, the live `submitting → processed → paid`, the
 * receipt and cancel. Everything it shows comes from the service, so leaving mid-run and coming
 * back (or reloading) resumes where the payroll stands. Focus moves to each view's heading.
 *
 * @example
 * <PayrollProvider baseUrl="/api/payroll">
 *   <PayrollRun companyId={companyId} onEvent={(type, payload) => track(type, payload)} />
 * </PayrollProvider>
 */
export function PayrollRun({ companyId, payrollId, onEvent, onFixBlocker }: PayrollRunProps) {
  const [view, setView] = useState<View>(payrollId ? { view: 'payroll', payrollId } : { view: 'landing' });
  const container = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(view);

  // Move focus on every change of view, never on first render (the partner page keeps its focus).
  useEffect(() => {
    if (shown.current === view) return;
    shown.current = view;
    const target =
      view.view === 'landing' && view.focus
        ? container.current?.querySelector<HTMLElement>(view.focus)
        : undefined;
    (target ?? heading.current)?.focus();
  }, [view]);

  const open = (id: string) => {
    onEvent?.('payroll.opened', { payrollId: id });
    setView({ view: 'payroll', payrollId: id });
  };

  return (
    <div className="pk-payroll-run" ref={container}>
      {view.view === 'landing' ? (
        <PayrollLanding
          companyId={companyId}
          headingRef={heading}
          onEvent={onEvent}
          onFixBlocker={onFixBlocker}
          onOpen={open}
          onNewOffCycle={() => setView({ view: 'offCycle' })}
        />
      ) : view.view === 'offCycle' ? (
        <OffCycleForm
          companyId={companyId}
          headingRef={heading}
          onEvent={onEvent}
          onCreated={open}
          onCancel={() => setView({ view: 'landing', focus: '[data-payroll-off-cycle]' })}
        />
      ) : (
        <PayrollRunView
          key={view.payrollId}
          companyId={companyId}
          payrollId={view.payrollId}
          headingRef={heading}
          onEvent={onEvent}
          onBack={() => setView({ view: 'landing', focus: `[data-payroll-run="${view.payrollId}"]` })}
        />
      )}
    </div>
  );
}
