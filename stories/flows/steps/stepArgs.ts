import type { ArgTypes } from '@storybook/react-vite';
import { fn } from 'storybook/test';

/** Args of every onboarding step story: the step's callbacks, and whether it shows Back. */
export interface StepStoryArgs {
  onComplete: () => void;
  onBack: () => void;
  /** The flow passes `onBack` from the second step on; off shows the step on its own. */
  withBack: boolean;
}

/** Default args of a step story: callbacks recorded in the Actions panel, no Back button. */
export const stepArgs = (): StepStoryArgs => ({ onComplete: fn(), onBack: fn(), withBack: false });

/** Controls of a step story. */
export const stepArgTypes: Partial<ArgTypes<StepStoryArgs>> = {
  withBack: {
    name: 'Back button',
    description: 'Show Back, as inside the flow (every step after the first)',
    control: 'boolean',
  },
  onBack: { table: { category: 'events' } },
  onComplete: { table: { category: 'events' } },
};
