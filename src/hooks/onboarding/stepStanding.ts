/**
 * Where an onboarding step stands: `done`, `todo` (it can be done now) or `waiting` for another
 * step first.
 *
 * @example
 * const standing: StepStanding = 'waiting';
 */
export type StepStanding = 'done' | 'todo' | 'waiting';

/**
 * The service's rule of an onboarding step, in one place: done once completed; else waiting for
 * each of its requirements still open (`isOpen` says which count: the company's overview counts
 * every one not done, a flow's step leaves out what it may pass over); else to do.
 *
 * @example
 * stepStanding(false, ['add_addresses'], (id) => !done.has(id)); // { state: 'waiting', waitingFor: ['add_addresses'] }
 */
export function stepStanding<Id extends string>(
  completed: boolean,
  requirements: readonly Id[],
  isOpen: (id: Id) => boolean,
): { state: StepStanding; waitingFor: Id[] } {
  const waitingFor = completed ? [] : [...new Set(requirements.filter(isOpen))];
  return { state: completed ? 'done' : waitingFor.length > 0 ? 'waiting' : 'todo', waitingFor };
}
