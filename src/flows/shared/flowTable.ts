/**
 * A flow's moves as one table of data: for each move, the screens it is offered on and where it
 * may lead, each way guarded by a named function. The flow's shell applies the table
 * (`applyMove`), and `scripts/flow-diagrams.ts` draws the flow's README diagram from the same
 * edges, so the picture cannot drift from what the flow does. Plain data and functions, no React.
 */

/**
 * A named guard: the screen a move leads to this way, or undefined when it does not go this way
 * (the next way of the edge is tried). It reads the move, what the flow knows (its progress) and
 * the screen the move starts from (absent when the caller names no screen).
 *
 * @example
 * const openStepAfter: FlowGuard<CompanyOnboardingScreen, { type: 'completed'; step: CompanyStepId }, CompanyOnboardingProgress> =
 *   (move, progress) => nextOpenStep(companySteps, progress, move.step, true);
 */
export type FlowGuard<Screen, Move, Context> = (
  move: Move,
  context: Context,
  from?: Screen,
) => Screen | undefined;

/**
 * One way a move can end: the node it leads to and the guard that gives its screen. A node that
 * is itself a screen (a string screen such as `'overview'`) may go without a guard: it is taken
 * as is.
 *
 * @example
 * const target: FlowTarget<'step' | 'finish', CompanyOnboardingScreen, CompanyOnboardingMove, CompanyOnboardingProgress> = ['finish'];
 */
export type FlowTarget<Node extends string, Screen, Move, Context> = {
  [To in Node]: To extends Screen
    ? readonly [to: To, guard?: FlowGuard<Screen, Move, Context>]
    : readonly [to: To, guard: FlowGuard<Screen, Move, Context>];
}[Node];

/**
 * One row of a flow's table: a move, the nodes it is offered on, and where it leads, tried in
 * order (the first way whose guard gives a screen of its node).
 *
 * @example
 * const back: FlowEdge<'overview' | 'step', CompanyOnboardingScreen, CompanyOnboardingMove, CompanyOnboardingProgress> =
 *   { from: ['step'], move: 'back', to: [['overview']] };
 */
export type FlowEdge<Node extends string, Screen, Move extends { type: string }, Context> = {
  [Type in Move['type']]: {
    from: readonly Node[];
    move: Type;
    to: readonly FlowTarget<Node, Screen, Extract<Move, { type: Type }>, Context>[];
  };
}[Move['type']];

/**
 * A flow's moves as data: the node each screen belongs to (a state of the diagram), where the
 * flow opens, every edge, and the tables of nodes that hold a flow of their own (a section's list
 * and form), drawn inside them.
 *
 * @example
 * const table: FlowTable<'list' | 'form', ListFormScreen, ListFormMove, undefined> = listFormTransitions;
 */
export interface FlowTable<Node extends string, Screen, Move extends { type: string }, Context> {
  node: (screen: Screen) => Node;
  start: readonly Node[];
  edges: readonly FlowEdge<Node, Screen, Move, Context>[];
  inner?: Partial<Record<Node, AnyFlowTable>>;
}

/**
 * Any flow's table, as the diagram script reads it.
 *
 * @example
 * const tables: AnyFlowTable[] = [companyOnboardingTransitions, listFormTransitions];
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table of any flow's types
export type AnyFlowTable = FlowTable<string, any, any, any>;

/**
 * Where `move` leads by the table: the first edge of that move offered on the node of `from`
 * (any, without `from`) and its first way whose guard gives a screen of the way's node; undefined
 * when the table has no such move (the flow stays).
 *
 * @example
 * applyMove(companyOnboardingTransitions, { type: 'back' }, progress, 'industry'); // 'overview'
 */
export function applyMove<Node extends string, Screen, Move extends { type: string }, Context>(
  table: FlowTable<Node, Screen, Move, Context>,
  move: Move,
  context: Context,
  from?: Screen,
): Screen | undefined {
  const node = from === undefined ? undefined : table.node(from);
  for (const edge of table.edges) {
    if (edge.move !== move.type || (node !== undefined && !edge.from.includes(node))) continue;
    for (const [to, guard] of edge.to as readonly FlowTarget<Node, Screen, Move, Context>[]) {
      const screen = guard ? guard(move, context, from) : (to as Screen);
      // A guard leads only to its own node: the table's picture is what the flow does.
      if (screen !== undefined && table.node(screen) === to) return screen;
    }
  }
  return undefined;
}
