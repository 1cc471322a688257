import { useEffect, useRef, useState } from 'react';
import type { I9AuthorizationStatus } from '../../../api/i9Verification/types';
import {
  I9_AUTHORIZATION_STATUSES,
  I9_DOCUMENT_TYPES,
  useI9AuthorizationForm,
  useI9SignatureForm,
} from '../../../hooks/i9Verification';
import {
  usePrimitives,
  Button as DefaultButton,
  Checkbox as DefaultCheckbox,
  DateField as DefaultDateField,
  Select as DefaultSelect,
  TextField as DefaultTextField,
} from '../../../ui';
import { formSubmitProps } from '../../shared/formSubmitProps';
import { registeredField } from '../../shared/registeredField';
import { useFormMessages } from '../../shared/useFormMessages';
import { StepLayout } from '../../shared/employee/StepLayout';
import type { OnboardingStepProps } from '../../shared/employee/stepContract';
import { StepStatus } from '../../shared/employee/StepStatus';
import { employeeSelfOnboardingMessages } from './messages';

/**
 * Props of {@link I9SectionOne}.
 *
 * @example
 * const props: I9SectionOneProps = { companyId, employeeId, onComplete: next };
 */
export type I9SectionOneProps = OnboardingStepProps;

const PREPARER_FIELDS = [
  'preparer_first_name',
  'preparer_last_name',
  'preparer_street_1',
  'preparer_city',
  'preparer_state',
  'preparer_zip',
] as const;

/**
 * Section 1 of the employee's I-9 (UPSTREAM-3 L.4, DECISIONS 65), in two parts on one step: how
 * they are authorized to work (a noncitizen's document and its number, never shown back), then
 * their signature, with a preparer or translator's name, address and agreement when one helped.
 * "Change my answer" goes back to the first part until they sign; once signed the step says so.
 * Each refusal lands on its field, everything typed kept; focus moves to each part's heading.
 *
 * @example
 * <I9SectionOne companyId={companyId} employeeId={employeeId} onComplete={next} onBack={toOverview} />
 */
export function I9SectionOne({ employeeId, onComplete, onBack, onDirtyChange, onEvent }: I9SectionOneProps) {
  const { Button, Checkbox, DateField, Select, TextField } = usePrimitives({
    Button: DefaultButton,
    Checkbox: DefaultCheckbox,
    DateField: DefaultDateField,
    Select: DefaultSelect,
    TextField: DefaultTextField,
  });
  const { t, lookup, fieldError } = useFormMessages(employeeSelfOnboardingMessages);
  const [editing, setEditing] = useState(false);
  const i9 = useI9AuthorizationForm({ employeeId, onSaved: () => setEditing(false) });
  const authorization = i9.authorization;
  const signature = useI9SignatureForm({
    employeeId,
    formId: authorization?.form_uuid,
    onSigned: (form) => {
      onEvent?.('form.signed', { employeeId, formId: form.uuid });
      onComplete();
    },
  });
  const heading = useRef<HTMLHeadingElement>(null);
  const part =
    !authorization || editing ? 'authorization' : authorization.employee_signed ? 'signed' : 'sign';
  const firstRender = useRef(true);
  // A part replacing another keeps the step: focus goes to the new part's heading.
  useEffect(() => {
    if (firstRender.current) firstRender.current = false;
    else heading.current?.focus();
  }, [part]);

  if (i9.isLoading || i9.loadError) {
    return (
      <StepStatus
        text={{ title: t('i9.title'), loading: t('i9.loading'), loadError: t('error') }}
        error={i9.loadError}
      />
    );
  }
  const statusLabel = (status: I9AuthorizationStatus) =>
    lookup(`i9.authorization_status.${status}`, String(status));

  if (part === 'authorization') {
    const field = registeredField(i9.form, (name) => lookup(`i9.${name}`, name), fieldError);
    const status = i9.form.watch('authorization_status');
    const type = i9.form.watch('document_type');
    const numberHint = i9.hasDocumentNumber ? t('i9.document_number.onFile') : undefined;
    return (
      <StepLayout
        title={t('i9.title')}
        description={t('i9.description')}
        {...formSubmitProps(i9)}
        onBack={onBack}
        onDirtyChange={onDirtyChange}
        headingRef={heading}
      >
        <Select
          {...field('authorization_status')}
          required
          placeholder={t('i9.choose')}
          options={I9_AUTHORIZATION_STATUSES.map((value) => ({ value, label: statusLabel(value) }))}
        />
        {status === 'permanent_resident' ? (
          <TextField
            {...field('document_number')}
            label={t('i9.document_type.uscis_alien_registration_number')}
            hint={numberHint}
            required={!i9.hasDocumentNumber}
            inputMode="numeric"
            autoComplete="off"
          />
        ) : null}
        {status === 'alien' ? (
          <>
            <Select
              {...field('document_type')}
              required
              placeholder={t('i9.choose')}
              options={I9_DOCUMENT_TYPES.map((value) => ({
                value,
                label: lookup(`i9.document_type.${value}`, value),
              }))}
            />
            <TextField
              {...field('document_number')}
              hint={numberHint}
              required={!i9.hasDocumentNumber}
              autoComplete="off"
            />
            {type === 'foreign_passport' ? (
              <TextField {...field('country')} required autoComplete="off" />
            ) : null}
            <DateField {...field('expiration_date')} />
          </>
        ) : null}
      </StepLayout>
    );
  }

  if (part === 'signed') {
    return (
      <StepLayout
        title={t('i9.signed.title')}
        description={t('i9.signed.description')}
        onSubmit={(event) => {
          event?.preventDefault();
          onComplete();
        }}
        onBack={onBack}
        headingRef={heading}
      >
        <p>{t('i9.sign.status', { status: statusLabel(authorization!.authorization_status) })}</p>
      </StepLayout>
    );
  }

  const field = registeredField(signature.form, (name) => lookup(`i9.${name}`, name), fieldError);
  const withPreparer = signature.form.watch('preparer');
  return (
    <StepLayout
      title={t('i9.sign.title')}
      description={t('i9.sign.description')}
      {...formSubmitProps(signature)}
      submitLabel={t('i9.sign.submit')}
      onBack={onBack}
      onDirtyChange={onDirtyChange}
      headingRef={heading}
      notice={
        <p className="pk-flow-inline">
          <span>{t('i9.sign.status', { status: statusLabel(authorization!.authorization_status) })}</span>
          <Button type="button" variant="secondary" size="sm" onClick={() => setEditing(true)}>
            {t('i9.sign.change')}
          </Button>
        </p>
      }
    >
      <TextField {...field('signature_text')} required autoComplete="name" />
      <Checkbox {...field('agree')} required />
      <Checkbox {...field('preparer')} />
      {withPreparer ? (
        <>
          {PREPARER_FIELDS.map((name) => (
            <TextField key={name} {...field(name)} required autoComplete="off" />
          ))}
          <Checkbox {...field('preparer_agree')} required />
        </>
      ) : null}
    </StepLayout>
  );
}
