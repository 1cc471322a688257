import { useEffect, useRef } from 'react';

/**
 * Where the flow is, as kept in the browser history: an employee (absent while adding one) and
 * a step, or the employee list.
 *
 * @example
 * const location: FlowLocation = { view: 'step', employeeId: 'e-1', step: 'add_home_address' };
 */
export type FlowLocation = { view: 'list' } | { view: 'step'; employeeId?: string; step: string };

const STEP = 'pk_step';
const EMPLOYEE = 'pk_employee';

/**
 * Reads a flow location from a URL's query (`?pk_employee=…&pk_step=…`).
 *
 * @example
 * readFlowLocation(new URL('https://x.test/?pk_step=summary&pk_employee=e-1'));
 */
export function readFlowLocation(url: URL): FlowLocation | undefined {
  const step = url.searchParams.get(STEP);
  if (!step) return undefined;
  if (step === 'list') return { view: 'list' };
  return { view: 'step', step, employeeId: url.searchParams.get(EMPLOYEE) ?? undefined };
}

function urlFor(location: FlowLocation): string {
  const url = new URL(window.location.href);
  url.searchParams.set(STEP, location.view === 'list' ? 'list' : location.step);
  if (location.view === 'step' && location.employeeId) url.searchParams.set(EMPLOYEE, location.employeeId);
  else url.searchParams.delete(EMPLOYEE);
  return url.toString();
}

function same(a: FlowLocation | undefined, b: FlowLocation): boolean {
  if (!a || a.view !== b.view) return false;
  if (a.view === 'list' || b.view === 'list') return true;
  return a.step === b.step && (a.employeeId ?? '') === (b.employeeId ?? '');
}

/**
 * Opt-in URL sync: every move to another step pushes a history entry (the partner's own query
 * parameters are kept), and the browser's back/forward buttons move between steps.
 *
 * @example
 * useUrlSync(urlSync, location, (next) => goTo(next));
 */
export function useUrlSync(
  enabled: boolean,
  location: FlowLocation | undefined,
  onNavigate: (location: FlowLocation) => void,
): void {
  const navigate = useRef(onNavigate);
  navigate.current = onNavigate;
  const pushed = useRef<FlowLocation | undefined>(undefined);

  useEffect(() => {
    if (!enabled || !location) return;
    if (same(pushed.current, location)) return;
    const current = readFlowLocation(new URL(window.location.href));
    // The first location, or one the URL already shows (after back/forward), replaces; moves push.
    if (pushed.current === undefined || same(current, location)) {
      window.history.replaceState(window.history.state, '', urlFor(location));
    } else {
      const previous = pushed.current;
      // The employee was just created: the entry of the step that created it now names it, so
      // going back edits that employee instead of adding another.
      if (
        previous.view === 'step' &&
        !previous.employeeId &&
        location.view === 'step' &&
        location.employeeId
      ) {
        window.history.replaceState(
          window.history.state,
          '',
          urlFor({ ...previous, employeeId: location.employeeId }),
        );
      }
      window.history.pushState(window.history.state, '', urlFor(location));
    }
    pushed.current = location;
  }, [enabled, location]);

  useEffect(() => {
    if (!enabled) return;
    const onPopState = () => {
      const next = readFlowLocation(new URL(window.location.href));
      if (!next) return;
      pushed.current = next;
      navigate.current(next);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [enabled]);
}
