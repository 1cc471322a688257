import { useId } from 'react';
import { usePrimitives, Alert as DefaultAlert, Spinner as DefaultSpinner } from '../../../ui';
import { useSectionHeading } from '../headingLevel';
import type { StepText } from './stepText';

/** Props of {@link StepStatus}. */
export interface StepStatusProps {
  /** The step's heading, what is loading (for screen readers and sighted users alike), and the load error. */
  text: Pick<StepText, 'title' | 'loading' | 'loadError'>;
  /** Set when the step's data could not be loaded: shows `text.loadError` instead of the spinner. */
  error?: Error | null;
}

/**
 * What a step shows before its data arrives, or when it cannot: the same focusable heading the
 * loaded step has (so the shell's focus move still lands), then a spinner or the error.
 *
 * @example
 * if (isLoading || loadError) return <StepStatus text={stepText(t)} error={loadError} />;
 */
export function StepStatus({ text, error }: StepStatusProps) {
  const { Alert, Spinner } = usePrimitives({ Alert: DefaultAlert, Spinner: DefaultSpinner });
  const headingId = useId();
  // The level the loaded step's heading has where it stands (h3 on the employee page).
  const Heading = useSectionHeading();
  return (
    <section className="pk-flow-section" aria-labelledby={headingId} aria-busy={error ? undefined : true}>
      <Heading id={headingId} tabIndex={-1} className="pk-flow-section__title" data-step-heading="">
        {text.title}
      </Heading>
      {error ? <Alert tone="danger" title={text.loadError} /> : <Spinner label={text.loading} showLabel />}
    </section>
  );
}
