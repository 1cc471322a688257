import type { Ref } from 'react';
import type { CompanyOnboardingEventHandler } from './events';

/**
 * What the flow gives every step block. A block is also usable alone: render it with a company
 * id and react to `onComplete`.
 *
 * @example
 * <CompanyFederalTaxes companyId={companyId} onComplete={() => navigate('/onboarding')} />
 */
export interface CompanyStepProps {
  companyId: string;
  /** After the step saved; the flow moves on. */
  onComplete?: () => void;
  /** Back to the overview; absent when the block is rendered alone. */
  onBack?: () => void;
  onEvent?: CompanyOnboardingEventHandler;
  /** Whether the step holds unsaved changes, so leaving asks first. */
  onDirtyChange?: (dirty: boolean) => void;
  /** The step's heading, for a shell that moves focus to it. */
  headingRef?: Ref<HTMLHeadingElement>;
}
