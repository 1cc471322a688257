import { useEffect, useId, type BaseSyntheticEvent, type ReactNode, type Ref } from 'react';
import type { FieldIssue } from '../../api/fieldErrors';
import { useComponents } from '../../ui';
import { useStepMessages } from './useStepMessages';

/** Props of {@link StepLayout}. */
export interface StepLayoutProps {
  title: string;
  description?: ReactNode;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void> | void;
  /** Form-level errors (`base`, connection lost, server errors on fields the form lacks). */
  formErrors?: readonly FieldIssue[];
  /** Changes on every submit so the error summary takes focus again. */
  submitCount?: number;
  isSubmitting?: boolean;
  onBack?: () => void;
  submitLabel?: string;
  /** Above the form: a conflict prompt, a status note. */
  notice?: ReactNode;
  /** After the form: history, lists. */
  aside?: ReactNode;
  isDirty?: boolean;
  /** Reported whenever `isDirty` changes (the shell asks before leaving). */
  onDirtyChange?: (dirty: boolean) => void;
  /**
   * A second form that belongs to the step's work (adding a bank account), shown after the step's
   * fields and before Back / Save and continue, so the user meets it before finishing. HTML forms
   * cannot nest, so it renders outside the step's form, and Save reaches that form by its id.
   */
  inset?: ReactNode;
  /** The heading, for a step that puts focus back on it (e.g. when its dialog's opener is gone). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/**
 * The frame every onboarding step shares: a focusable `h2` heading (the shell moves focus to it),
 * the error summary for form-level errors, the form, and Back / Save and continue.
 *
 * @example
 * <StepLayout title={t('home.title')} onSubmit={submit} formErrors={formErrors}>
 *   <TextField label={t('home.zip')} {...register('zip')} />
 * </StepLayout>
 */
export function StepLayout(props: StepLayoutProps) {
  const { Button, ErrorSummary } = useComponents();
  const { t, summary } = useStepMessages();
  const headingId = useId();
  const { isDirty, onDirtyChange } = props;
  useEffect(() => {
    onDirtyChange?.(Boolean(isDirty));
  }, [isDirty, onDirtyChange]);
  const formId = `${headingId}-form`;
  const actions = (
    <div className="pk-onboarding-step__actions">
      {props.onBack ? (
        <Button type="button" variant="secondary" onClick={props.onBack}>
          {t('flow.back')}
        </Button>
      ) : null}
      <Button type="submit" form={formId} loading={props.isSubmitting}>
        {props.submitLabel ?? t('flow.continue')}
      </Button>
    </div>
  );
  return (
    <section className="pk-onboarding-step" aria-labelledby={headingId}>
      <h2
        ref={props.headingRef}
        id={headingId}
        tabIndex={-1}
        className="pk-onboarding-step__title"
        data-step-heading=""
      >
        {props.title}
      </h2>
      {props.description ? <p className="pk-onboarding-step__description">{props.description}</p> : null}
      {props.notice}
      <form id={formId} noValidate onSubmit={props.onSubmit} className="pk-onboarding-step__form">
        <ErrorSummary errors={summary(props.formErrors ?? [])} focusKey={props.submitCount} />
        {props.children}
        {props.inset ? null : actions}
      </form>
      {props.inset ? (
        <>
          {props.inset}
          {actions}
        </>
      ) : null}
      {props.aside}
    </section>
  );
}
