import { useId, useState, type ReactNode } from 'react';
import { classNames } from '../classNames';
import { useCoreMessages } from '../messages/useCoreMessages';

/** One step of a {@link Stepper}. */
export interface StepperStep {
  id: string;
  label: ReactNode;
}

/** Props of {@link Stepper}. */
export interface StepperProps {
  steps: readonly StepperStep[];
  /** Id of the step on screen. */
  currentStep: string;
  /** Ids of finished steps; by default every step before the current one. */
  completedSteps?: readonly string[];
  /** Lets the user go back to a completed step. */
  onStepSelect?: (id: string) => void;
  className?: string;
}

/**
 * Where the user is in a multi-step flow (onboarding, running payroll). The current step carries
 * `aria-current="step"`; completed steps say so to screen readers and may be revisited. In a
 * narrow container it collapses to "Step 2 of 9: Job and compensation" with a button that opens
 * the list of steps (Stepper.css decides by the container's width, not the viewport's). Its styles
 * come with the onboarding flows' stylesheets and `styles.css`; alone, import
 * `payroll-kit/styles/stepper.css` beside the core.
 *
 * @example
 * <Stepper steps={[{ id: 'profile', label: 'Profile' }, { id: 'taxes', label: 'Taxes' }]}
 *   currentStep="taxes" onStepSelect={goTo} />
 */
export function Stepper({ steps, currentStep, completedSteps, onStepSelect, className }: StepperProps) {
  const { t } = useCoreMessages();
  const currentIndex = Math.max(
    0,
    steps.findIndex((step) => step.id === currentStep),
  );
  const completed = new Set(completedSteps ?? steps.slice(0, currentIndex).map((step) => step.id));
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <nav className={classNames('pk-stepper', className)} aria-label={t('stepper.label')}>
      <div className="pk-stepper__bar">
        <p className="pk-stepper__progress">
          {t('stepper.progress', { current: currentIndex + 1, total: steps.length })}
          <span className="pk-stepper__current">: {steps[currentIndex]?.label}</span>
        </p>
        <button
          type="button"
          className="pk-stepper__toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          {t('stepper.menu')}
        </button>
      </div>
      <ol id={listId} className="pk-stepper__list" data-open={open ? '' : undefined}>
        {steps.map((step, index) => {
          const isCurrent = step.id === currentStep;
          const isDone = completed.has(step.id);
          const state = isCurrent ? 'current' : isDone ? 'complete' : 'upcoming';
          const content = (
            <>
              <span className="pk-stepper__marker" aria-hidden="true">
                {isDone && !isCurrent ? '✓' : index + 1}
              </span>
              <span className="pk-stepper__label">{step.label}</span>
              {isDone && !isCurrent ? (
                <span className="pk-visually-hidden"> ({t('stepper.completed')})</span>
              ) : null}
            </>
          );
          return (
            <li
              key={step.id}
              className="pk-stepper__step"
              data-state={state}
              aria-current={isCurrent ? 'step' : undefined}
            >
              {onStepSelect && isDone && !isCurrent ? (
                <button
                  type="button"
                  className="pk-stepper__button"
                  onClick={() => {
                    setOpen(false);
                    onStepSelect(step.id);
                  }}
                >
                  {content}
                </button>
              ) : (
                <span className="pk-stepper__button">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
