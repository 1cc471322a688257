import { useEffect, useRef, useState } from 'react';
import { applyMove } from '../shared/flowTable';
import { lazyScreen, useLateFocusRef, usePrefetchOnIdle } from '../shared/lazyScreen';
import { useHistorySync } from '../shared/urlSync';
import type { PayrollBlockerFix } from './BlockerList';
import type { PayrollRunEventHandler } from './events';
import { PayrollLanding } from './landing/PayrollLanding';
import { payrollRunTransitions, type PayrollRunMove, type PayrollRunScreen as View } from './transitions';

/**
 * One payroll's run (the editor, its store and grid, the review, the receipt) and the off-cycle
 * form leave the landing's first load, fetched on the first idle moment. They share one chunk: the
 * bundler splits the modules two lazy chunks share into chunks of their own (React's among them,
 * out of the entry), which measured +2.6 kB in total and +1 kB on the first load.
 */
const PayrollRunView = lazyScreen(() => import('./laterScreens').then((module) => module.PayrollRunView));
const OffCycleForm = lazyScreen(() => import('./laterScreens').then((module) => module.OffCycleForm));

/** Props of {@link PayrollRun}. */
export interface PayrollRunProps {
  companyId: string;
  /** Open this payroll at once (e.g. from the partner's own link); the landing otherwise. */
  payrollId?: string;
  onEvent?: PayrollRunEventHandler;
  /**
   * No dead ends: each blocker an onboarding step clears offers "Fix", which calls this with
   * the step, e.g. to open `<CompanyOnboarding initialScreen={companyScreenFor(fix.step)} />`.
   */
  onFixBlocker?: (fix: PayrollBlockerFix) => void;
  /**
   * "Fix" on the `pending_information_request` blocker calls this, e.g. to open
   * `<InformationRequests companyId={companyId} />`, where the requests that block payroll are
   * answered. Without it the blocker is explained with no button.
   */
  onOpenInformationRequests?: () => void;
  /**
   * Keep the open view in the URL (`?pk_payroll=payroll:<uuid>`, `off-cycle` or `landing`): each
   * is a history entry, the browser's back and forward move between them, and a reload opens the
   * same payroll where it stands. Off by default: the flow leaves the partner's URL alone.
   */
  urlSync?: boolean;
}

/** A view as the URL names it (see {@link PayrollRunProps.urlSync}). */
const urlValue = (view: View) =>
  view.view === 'payroll' ? `payroll:${view.payrollId}` : view.view === 'offCycle' ? 'off-cycle' : 'landing';

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
export function PayrollRun({
  companyId,
  payrollId,
  onEvent,
  onFixBlocker,
  onOpenInformationRequests,
  urlSync,
}: PayrollRunProps) {
  const [view, setView] = useState<View>(payrollId ? { view: 'payroll', payrollId } : { view: 'landing' });
  const container = useRef<HTMLDivElement>(null);
  // A view whose code is still on its way mounts its heading after the view changed.
  const heading = useLateFocusRef<HTMLHeadingElement>();
  const shown = useRef(view);
  usePrefetchOnIdle(PayrollRunView, OffCycleForm);

  // Move focus on every change of view, never on first render (the partner page keeps its focus).
  useEffect(() => {
    if (shown.current === view) return;
    shown.current = view;
    const target =
      view.view === 'landing' && view.focus
        ? container.current?.querySelector<HTMLElement>(view.focus)
        : undefined;
    heading.focus(target);
  }, [view, heading]);

  /** Moves by the flow's table. */
  const move = (next: PayrollRunMove) => {
    const to = applyMove(payrollRunTransitions, next, undefined, view);
    if (to) setView(to);
  };
  /** A payroll opens (chosen on the landing, or the off-cycle payroll just created). */
  const open = (type: 'open' | 'created', id: string) => {
    onEvent?.('payroll.opened', { payrollId: id });
    move({ type, payrollId: id });
  };

  /** Where the URL moved to: a payroll it names opens as if chosen, anything else is the landing. */
  const navigate = (location: string) => {
    const [name, id] = location.split(':');
    if (name === 'payroll' && id) {
      onEvent?.('payroll.opened', { payrollId: id });
      setView({ view: 'payroll', payrollId: id });
    } else setView(name === 'off-cycle' ? { view: 'offCycle' } : { view: 'landing' });
  };

  // The shared URL sync of every flow (the view is a string, so its identity holds between renders).
  useHistorySync({
    enabled: !!urlSync,
    location: urlValue(view),
    toQuery: (value) => ({ pk_payroll: value }),
    fromUrl: (url) => url.searchParams.get('pk_payroll') ?? undefined,
    onNavigate: navigate,
  });

  return (
    <div className="pk-payroll-run" ref={container}>
      {view.view === 'landing' ? (
        <PayrollLanding
          companyId={companyId}
          headingRef={heading}
          onEvent={onEvent}
          onFixBlocker={onFixBlocker}
          onOpenInformationRequests={onOpenInformationRequests}
          onOpen={(id) => open('open', id)}
          onNewOffCycle={() => move({ type: 'newOffCycle' })}
        />
      ) : view.view === 'offCycle' ? (
        <OffCycleForm
          companyId={companyId}
          headingRef={heading}
          onEvent={onEvent}
          onCreated={(id) => open('created', id)}
          onCancel={() => move({ type: 'cancel' })}
        />
      ) : (
        <PayrollRunView
          key={view.payrollId}
          companyId={companyId}
          payrollId={view.payrollId}
          headingRef={heading}
          onEvent={onEvent}
          onBack={() => move({ type: 'back' })}
        />
      )}
    </div>
  );
}
