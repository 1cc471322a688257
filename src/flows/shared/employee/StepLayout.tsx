import type { BaseSyntheticEvent, ReactNode, Ref } from 'react';
import type { FieldIssue } from '../../../api/fieldErrors';
import { FormLayout } from '../FormLayout';
import { employeeStepMessages } from './employeeStepMessages';
import { useEmployeeStepMessages as useStepMessages } from './useEmployeeStepMessages';

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
 * The frame every onboarding step shares: {@link FormLayout} with Back / Save and continue, in
 * the onboarding flow's words (the flow's shell asks before leaving a step, so Back does not).
 *
 * @example
 * <StepLayout title={t('home.title')} onSubmit={submit} formErrors={formErrors}>
 *   <TextField label={t('home.zip')} {...register('zip')} />
 * </StepLayout>
 */
export function StepLayout({ onBack, submitLabel, ...props }: StepLayoutProps) {
  const { t } = useStepMessages();
  return (
    <FormLayout
      {...props}
      messages={employeeStepMessages}
      submitLabel={submitLabel ?? t('flow.continue')}
      secondary={onBack ? { label: t('flow.back'), onClick: onBack } : undefined}
      guardLeave={false}
    />
  );
}
