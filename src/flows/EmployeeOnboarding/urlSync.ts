import { useHistorySync } from '../shared/useHistorySync';

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

function toQuery(location: FlowLocation): Record<string, string | null> {
  return location.view === 'list'
    ? { [STEP]: 'list', [EMPLOYEE]: null }
    : { [STEP]: location.step, [EMPLOYEE]: location.employeeId ?? null };
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
  useHistorySync({
    enabled,
    location,
    toQuery,
    fromUrl: readFlowLocation,
    onNavigate,
    // The employee was just created: the entry of the step that created it now names it, so
    // going back edits that employee instead of adding another.
    rewritePrevious: (previous, next) =>
      previous.view === 'step' && !previous.employeeId && next.view === 'step' && next.employeeId
        ? { ...previous, employeeId: next.employeeId }
        : undefined,
  });
}
