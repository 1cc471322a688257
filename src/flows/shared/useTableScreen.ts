import { useEffect, useRef, useState } from 'react';
import { applyMove, type FlowTable } from './flowTable';
import { type LateFocusRef, useLateFocusRef } from './lazyScreen';

/** What {@link useTableScreen} gives a flow. */
export interface TableScreen<Screen, Move> {
  /** The screen shown now. */
  screen: Screen;
  /** The ref each screen puts on its heading (a lazy screen's included). */
  heading: LateFocusRef<HTMLHeadingElement>;
  /** Follows the flow's table from the screen shown; a move it does not offer there does nothing. */
  move: (next: Move) => void;
}

/**
 * The screen of a flow that shows one screen at a time by its transition table: the screen, the
 * heading ref, and `move` by the table. After a move the new screen's heading takes focus, a lazy
 * screen's as soon as its code has arrived and it mounts; never on the first render (the
 * partner's page owns focus then).
 *
 * @example
 * const { screen, heading, move } = useTableScreen(employeeImportTransitions, 'landing');
 * <h2 tabIndex={-1} ref={heading}>…</h2>
 * <button onClick={() => move({ type: 'startOver' })}>…</button>
 */
export function useTableScreen<Node extends string, Screen, Move extends { type: string }>(
  table: FlowTable<Node, Screen, Move, undefined>,
  initial: Screen,
): TableScreen<Screen, Move> {
  const [screen, setScreen] = useState<Screen>(initial);
  const heading = useLateFocusRef<HTMLHeadingElement>();
  const moved = useRef(false);

  useEffect(() => {
    if (moved.current) heading.focus();
  }, [screen, heading]);

  const move = (next: Move) => {
    const to = applyMove(table, next, undefined, screen);
    if (to === undefined) return;
    moved.current = true;
    setScreen(to);
  };
  return { screen, heading, move };
}
