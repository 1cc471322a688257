/**
 * The time off screens kept out of the request list's first load, in one module so that a
 * partner's bundler makes one lazy chunk of them (each lazy entry of its own would add chunks
 * shared between them, and bytes with each).
 */
export { DeclineDialog } from './DeclineDialog';
export { PolicyForm } from './policies/PolicyForm';
export { RequestForm } from './RequestForm';
