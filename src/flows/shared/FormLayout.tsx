import { useEffect, useId, type BaseSyntheticEvent, type ReactNode, type Ref } from 'react';
import { createPortal } from 'react-dom';
import type { FieldIssue } from '../../api/fieldErrors';
import {
  usePrimitives,
  type MessageDictionary,
  Button as DefaultButton,
  ErrorSummary as DefaultErrorSummary,
  Spinner as DefaultSpinner,
  Alert as DefaultAlert,
} from '../../ui';
import { useFormMessages } from './useFormMessages';
import { useLeaveGuard } from './useLeaveGuard';
import { useSectionHeading } from './headingLevel';

/** Props of {@link FormLayout}. */
export interface FormLayoutProps {
  title: string;
  description?: ReactNode;
  /** The flow's dictionary: the error summary and the leave question speak in its words. */
  messages: MessageDictionary<string>;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void> | void;
  /** Form-level errors (`base`, connection lost, server errors on fields the form lacks). */
  formErrors?: readonly FieldIssue[];
  /** Changes on every submit so the error summary takes focus again. */
  submitCount?: number;
  isSubmitting?: boolean;
  submitLabel: string;
  /** `danger` for a destructive action's submit (terminating an employment), in one style everywhere. */
  submitVariant?: 'danger';
  /** The action beside submit: Back in a step, Cancel in a list's form. */
  secondary?: { label: string; onClick: () => void };
  /**
   * Ask before the secondary action when the form holds unsaved changes (the leave guard).
   * Default true; a flow whose shell asks itself (onboarding steps) turns it off.
   */
  guardLeave?: boolean;
  isDirty?: boolean;
  /** Reported whenever `isDirty` changes (a shell that asks before leaving). */
  onDirtyChange?: (dirty: boolean) => void;
  /** Instead of the form while the record loads: the spinner's label. */
  loading?: string;
  /** Instead of the form when the record cannot be shown: why, with the secondary action. */
  unavailable?: string;
  /** Above the form: a conflict prompt, a status note. */
  notice?: ReactNode;
  /** After the form: history, previews, lists. */
  aside?: ReactNode;
  /**
   * A second form that belongs to the same work (adding a bank account), shown after the fields
   * and before the actions. HTML forms cannot nest, so it renders outside the form, and submit
   * reaches the form by its id.
   */
  inset?: ReactNode;
  /**
   * A partner's element to render the actions in (a sticky footer, a dialog's button bar): the
   * submit button reaches the form by its id wherever it stands.
   */
  actionsContainer?: Element | null;
  /** The heading, for a shell that moves focus to it. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/**
 * The frame every form of every flow shares: a focusable `h2` heading (the shell moves focus to
 * it), a loading or unavailable state, the error summary for form-level errors, the form, and the
 * secondary and submit actions, guarded against leaving with unsaved changes.
 *
 * @example
 * <FormLayout title={t('form.addTitle')} messages={locationsMessages} onSubmit={form.submit}
 *   formErrors={form.formErrors} submitLabel={t('form.save')} isDirty={formState.isDirty}
 *   secondary={{ label: t('form.cancel'), onClick: onCancel }}>
 *   <ZipField label={t('field.zip')} {...register('zip')} />
 * </FormLayout>
 */
export function FormLayout(props: FormLayoutProps) {
  const { Button, ErrorSummary, Spinner, Alert } = usePrimitives({
    Button: DefaultButton,
    ErrorSummary: DefaultErrorSummary,
    Spinner: DefaultSpinner,
    Alert: DefaultAlert,
  });
  const { summary } = useFormMessages(props.messages);
  const headingId = useId();
  const { isDirty, onDirtyChange, secondary } = props;
  useEffect(() => {
    onDirtyChange?.(Boolean(isDirty));
  }, [isDirty, onDirtyChange]);
  const guard = useLeaveGuard({
    isDirty: props.guardLeave !== false && Boolean(isDirty),
    onLeave: secondary?.onClick,
    messages: props.messages,
  });
  const formId = `${headingId}-form`;
  const Heading = useSectionHeading();
  const secondaryButton = secondary ? (
    <Button type="button" variant="secondary" onClick={() => guard.leave()}>
      {secondary.label}
    </Button>
  ) : null;
  const actions = (
    <div className="pk-flow-section__actions">
      {secondaryButton}
      <Button type="submit" form={formId} variant={props.submitVariant} loading={props.isSubmitting}>
        {props.submitLabel}
      </Button>
    </div>
  );
  const outside = props.actionsContainer ? createPortal(actions, props.actionsContainer) : null;

  let body: ReactNode;
  if (props.loading !== undefined) {
    body = <Spinner label={props.loading} />;
  } else if (props.unavailable !== undefined) {
    body = (
      <Alert tone="danger" action={secondaryButton}>
        {props.unavailable}
      </Alert>
    );
  } else {
    body = (
      <>
        {props.notice}
        <form id={formId} noValidate onSubmit={props.onSubmit} className="pk-flow-section__form">
          <ErrorSummary errors={summary(props.formErrors ?? [])} focusKey={props.submitCount} />
          {props.children}
          {props.inset || outside ? null : actions}
        </form>
        {props.inset}
        {props.inset && !outside ? actions : null}
        {outside}
        {props.aside}
      </>
    );
  }
  return (
    <section className="pk-flow-section" aria-labelledby={headingId}>
      <Heading
        ref={props.headingRef}
        id={headingId}
        tabIndex={-1}
        className="pk-flow-section__title"
        data-step-heading=""
      >
        {props.title}
      </Heading>
      {props.description ? <p className="pk-flow-section__description">{props.description}</p> : null}
      {body}
      {guard.dialog}
    </section>
  );
}
