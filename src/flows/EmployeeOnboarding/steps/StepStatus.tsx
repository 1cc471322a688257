import { useId } from 'react';
import { useComponents } from '../../../ui';

/** Props of {@link StepStatus}. */
export interface StepStatusProps {
  title: string;
  /** What is loading, for screen readers and sighted users alike. */
  loadingLabel: string;
  /** Set when the step's data could not be loaded: shows `errorLabel` instead of the spinner. */
  error?: Error | null;
  errorLabel: string;
}

/**
 * What a step shows before its data arrives, or when it cannot: the same focusable heading the
 * loaded step has (so the shell's focus move still lands), then a spinner or the error.
 *
 * @example
 * if (isLoading || loadError) return <StepStatus title={t('title')} loadingLabel={t('loading')} error={loadError} errorLabel={t('loadError')} />;
 */
export function StepStatus({ title, loadingLabel, error, errorLabel }: StepStatusProps) {
  const { Alert, Spinner } = useComponents();
  const headingId = useId();
  return (
    <section className="pk-flow-section" aria-labelledby={headingId} aria-busy={error ? undefined : true}>
      <h2 id={headingId} tabIndex={-1} className="pk-flow-section__title" data-step-heading="">
        {title}
      </h2>
      {error ? <Alert tone="danger" title={errorLabel} /> : <Spinner label={loadingLabel} showLabel />}
    </section>
  );
}
