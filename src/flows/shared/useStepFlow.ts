import { useRef, useState } from 'react';
import { applyMove, type FlowTable } from './flowTable';
import type { LeaveForm } from './useLeaveGuard';
import { readUrlScreen, useUrlSync, type FlowUrl } from './urlSync';

/**
 * Options of {@link useStepFlow}.
 *
 * @example
 * const options: StepFlowOptions<CompanyOnboardingNode, CompanyOnboardingScreen, CompanyOnboardingMove, CompanyOnboardingProgress> = {
 *   table: companyOnboardingTransitions,
 *   initial: () => initialScreen ?? 'overview',
 *   context: () => progress,
 *   url: companyOnboardingUrl,
 *   urlSync,
 * };
 */
export interface StepFlowOptions<Node extends string, Screen, Move extends { type: string }, Context> {
  /** The flow's moves. */
  table: FlowTable<Node, Screen, Move, Context>;
  /** The screen to open on when the URL names none. */
  initial: () => NoInfer<Screen>;
  /**
   * What the moves read now (the progress the service reports), read when a move is made: the
   * flow may read its progress after this hook, for the screen it gives.
   */
  context: () => NoInfer<Context>;
  /** How the flow's screens read in the URL. */
  url: FlowUrl;
  /** The flow's `urlSync` prop: keep the screen in the URL. */
  urlSync?: boolean;
}

/**
 * What {@link useStepFlow} gives a flow's shell.
 *
 * @example
 * const { screen, move, onDirtyChange, leaveConfirm } = useStepFlow(options);
 */
export interface StepFlow<Screen, Move, Context> {
  /** The screen shown. */
  screen: Screen;
  /**
   * Moves by the table, through the leave guard; `force` when the block on screen moves itself
   * (it saved, or its own Cancel already asked), `context` when the progress was just read again.
   */
  move: (move: Move, options?: { force?: boolean; context?: Context }) => void;
  /** Where a move would lead from the screen shown (undefined: nowhere), without moving. */
  target: (move: Move) => Screen | undefined;
  /** Shows a screen the URL names, through the leave guard. */
  go: (screen: Screen) => void;
  /** The block on screen reports unsaved changes (a step's `onDirtyChange`). */
  onDirtyChange: (dirty: boolean) => void;
  /** Props of `<LeaveConfirm>`: a held move waits for Leave or Stay. */
  leaveConfirm: { open: boolean; onStay: () => void; onLeave: () => void };
  /** The value of `LeaveRequestContext`: a form with a leave guard of its own asks there instead. */
  registerLeave: (leave: LeaveForm) => () => void;
}

/**
 * The shell every step flow shares (`<CompanyOnboarding/>`, `<EmployeeOnboarding/>`,
 * `<Contractors/>`): the screen, moved by the flow's table; the leave guard (a move while the
 * block on screen reports unsaved changes is held until Leave, or the open form's own guard
 * asks); and the opt-in URL sync by the flow's declaration (each screen a history entry,
 * back/forward through the leave guard, the partner's parameters kept, a reload opening the
 * screen the URL names). The flow keeps only what is its own: the progress it reads and its
 * screens' markup.
 *
 * @example
 * const flow = useStepFlow({ table: companyOnboardingTransitions, initial: () => 'overview', context: () => progress, url: companyOnboardingUrl, urlSync });
 * <button onClick={() => flow.move({ type: 'back' })}>Back</button>
 * <LeaveConfirm messages={messages} {...flow.leaveConfirm} />
 */
export function useStepFlow<Node extends string, Screen, Move extends { type: string }, Context>(
  options: StepFlowOptions<Node, Screen, Move, Context>,
): StepFlow<Screen, Move, Context> {
  const { table, context, url } = options;
  const urlSync = Boolean(options.urlSync);
  const [screen, setScreen] = useState<Screen>(
    () =>
      (urlSync && typeof window !== 'undefined'
        ? readUrlScreen<Screen>(url, new URL(window.location.href))
        : undefined) ?? options.initial(),
  );
  const [dirty, setDirty] = useState(false);
  const [pending, setPending] = useState<Screen>();
  // The open form's own leave guard, while one is mounted.
  const leaveForm = useRef<LeaveForm>(undefined);

  const show = (next: Screen) => {
    setDirty(false);
    setPending(undefined);
    setScreen(next);
  };
  const go = (next: Screen, force?: boolean) => {
    if (force) show(next);
    else if (leaveForm.current) leaveForm.current(() => show(next));
    else if (dirty) setPending(next);
    else show(next);
  };
  const target = (move: Move, fresh = context()) => applyMove(table, move, fresh, screen);

  useUrlSync(url, urlSync, screen, go);

  return {
    screen,
    move: (move, { force, context: fresh } = {}) => {
      const next = target(move, fresh);
      if (next !== undefined) go(next, force);
    },
    target,
    go,
    onDirtyChange: setDirty,
    leaveConfirm: {
      open: pending !== undefined,
      onStay: () => setPending(undefined),
      onLeave: () => pending !== undefined && show(pending),
    },
    registerLeave: (leave) => {
      leaveForm.current = leave;
      return () => {
        leaveForm.current = undefined;
      };
    },
  };
}
