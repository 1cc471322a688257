import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { RecordForm } from '../../hooks/useRecordForm';
import type { VersionConflict } from '../../api/versionedUpdate';
import { ConflictPrompt } from '../shared/ConflictPrompt';
import { onboardingMessages } from './messages';
import type { OnboardingStepProps } from './stepContract';
import { StepLayout, type StepLayoutProps } from './StepLayout';
import { StepStatus } from './steps/StepStatus';
import { useStepMessages } from './useStepMessages';

/** Props of {@link RecordStep}. */
export interface RecordStepProps<Values extends FieldValues>
  extends
    Pick<OnboardingStepProps, 'onBack' | 'onDirtyChange'>,
    Pick<StepLayoutProps, 'aside' | 'inset' | 'children'> {
  /** The step's record form (`useHomeAddressForm`, …): loading, errors, conflict. */
  step: Omit<RecordForm<unknown, Values, unknown>, 'conflict'> & {
    conflict: VersionConflict<unknown> | undefined;
    isLoading: boolean;
    loadError: Error | null;
  };
  /** The step's keys: `<section>.title`, `<section>.description`, `<section>.loading`. */
  section: 'personal' | 'home' | 'work' | 'job';
  /** A field's label, for the conflict prompt. */
  fieldLabel: (name: string) => string;
  formatValue?: (name: string, value: unknown) => string | undefined;
}

/**
 * An onboarding step that edits one record: its loading or load-error state, then the step frame
 * with the conflict prompt above the fields. The step itself declares only its fields.
 *
 * @example
 * <RecordStep step={step} section="home" fieldLabel={label} onBack={props.onBack} onDirtyChange={props.onDirtyChange}>
 *   <ZipField {...step.form.register('zip')} />
 * </RecordStep>
 */
export function RecordStep<Values extends FieldValues>(props: RecordStepProps<Values>) {
  const { t } = useStepMessages();
  const { step, section } = props;
  if (step.isLoading || step.loadError) {
    return (
      <StepStatus
        title={t(`${section}.title`)}
        loadingLabel={t(`${section}.loading`)}
        error={step.loadError}
        errorLabel={t('flow.loadError')}
      />
    );
  }
  const { formState } = step.form;
  return (
    <StepLayout
      title={t(`${section}.title`)}
      description={t(`${section}.description`)}
      onSubmit={step.submit}
      formErrors={step.formErrors}
      submitCount={formState.submitCount}
      isSubmitting={step.isSubmitting}
      onBack={props.onBack}
      isDirty={formState.isDirty}
      onDirtyChange={props.onDirtyChange}
      notice={
        <ConflictPrompt
          messages={onboardingMessages}
          conflict={step.conflict}
          onResolve={(choice) => void step.resolveConflict(choice)}
          fieldLabel={props.fieldLabel}
          formatValue={props.formatValue}
        />
      }
      aside={props.aside}
      inset={props.inset}
    >
      {props.children as ReactNode}
    </StepLayout>
  );
}
