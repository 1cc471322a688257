import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { RecordForm } from '../../../hooks/useRecordForm';
import type { VersionConflict } from '../../../api/versionedUpdate';
import { ConflictPrompt } from '../ConflictPrompt';
import { employeeStepMessages } from './employeeStepMessages';
import type { OnboardingStepProps } from './stepContract';
import { StepLayout, type StepLayoutProps } from './StepLayout';
import { StepStatus } from './StepStatus';
import type { StepText } from './stepText';
import { useEmployeeStepMessages as useStepMessages } from './useEmployeeStepMessages';
import { formSubmitProps, type SubmittableForm } from '../formSubmitProps';

/** Props of {@link RecordStep}. */
export type RecordStepProps<Values extends FieldValues> = Pick<
  OnboardingStepProps,
  'onBack' | 'onDirtyChange' | 'submitLabel'
> &
  Pick<StepLayoutProps, 'aside' | 'inset' | 'children'> & {
    /** The step's form hook (`useHomeAddressForm`, the W-4's, …): loading, errors, conflict. */
    step: Omit<RecordForm<unknown, Values, unknown>, 'conflict' | 'form' | 'result'> &
      Pick<SubmittableForm, 'form'> & {
        conflict: VersionConflict<unknown> | undefined;
        isLoading: boolean;
        loadError: Error | null;
      };
    /** A field's label, for the conflict prompt. */
    fieldLabel: (name: string) => string;
    formatValue?: (name: string, value: unknown) => string | undefined;
    /** Above the fields, after the conflict prompt: a refusal, a status note. */
    notice?: ReactNode;
  } & (
    | {
        /** The step's keys in the onboarding dictionary: `<section>.title`, `.description`, `.loading`. */
        section: 'personal' | 'home' | 'work' | 'job';
        text?: undefined;
      }
    | {
        /** The words of a step with its own dictionary (see `stepText`). */
        text: StepText;
        section?: undefined;
      }
  );

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
  const text = section
    ? {
        title: t(`${section}.title`),
        description: t(`${section}.description`),
        loading: t(`${section}.loading`),
        loadError: t('flow.loadError'),
      }
    : props.text;
  if (step.isLoading || step.loadError) {
    return <StepStatus text={text} error={step.loadError} />;
  }
  return (
    <StepLayout
      title={text.title}
      description={text.description}
      {...formSubmitProps(step)}
      onBack={props.onBack}
      submitLabel={props.submitLabel}
      onDirtyChange={props.onDirtyChange}
      notice={
        <>
          <ConflictPrompt
            messages={employeeStepMessages}
            conflict={step.conflict}
            onResolve={(choice) => void step.resolveConflict(choice)}
            fieldLabel={props.fieldLabel}
            formatValue={props.formatValue}
            busy={step.isSubmitting}
          />
          {props.notice}
        </>
      }
      aside={props.aside}
      inset={props.inset}
    >
      {props.children as ReactNode}
    </StepLayout>
  );
}
