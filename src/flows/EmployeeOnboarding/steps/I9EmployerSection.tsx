import { useEffect, useId, useRef, useState, type ChangeEvent, type Ref } from 'react';
import {
  useI9Authorization,
  useI9DocumentsForm,
  useI9EmployerSignatureForm,
  type I9DocumentChoice,
} from '../../../hooks/i9Verification';
import {
  usePrimitives,
  Button as DefaultButton,
  Checkbox as DefaultCheckbox,
  DateField as DefaultDateField,
  RadioGroup as DefaultRadioGroup,
  Select as DefaultSelect,
  TextField as DefaultTextField,
} from '../../../ui';
import { FormLayout } from '../../shared/FormLayout';
import { formSubmitProps } from '../../shared/formSubmitProps';
import { registeredField } from '../../shared/registeredField';
import { useFormMessages } from '../../shared/useFormMessages';
import type { OnboardingEventHandler } from '../../shared/employee/stepContract';
import { i9EmployerMessages } from './I9EmployerSection.messages';
import { StepStatus } from '../../shared/employee/StepStatus';

/** Props of {@link I9EmployerSection}. */
export interface I9EmployerSectionProps {
  employeeId: string;
  /** The employee's name, as the notes say it. */
  name: string;
  onEvent?: OnboardingEventHandler;
}

/** A note in place of the forms: before the employee signs, or once the I-9 is complete. */
function Note({
  title,
  text,
  headingRef,
}: {
  title: string;
  text: string;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const headingId = useId();
  return (
    <section className="pk-flow-section" aria-labelledby={headingId}>
      <h2 ref={headingRef} id={headingId} tabIndex={-1} className="pk-flow-section__title">
        {title}
      </h2>
      <p>{text}</p>
    </section>
  );
}

/**
 * The employer's section of the I-9 in the admin's review of a self-onboarding employee
 * (UPSTREAM-3 L.4, DECISIONS 65), once the employee has signed section 1: the documents examined
 * (one of list A, or one of list B and one of list C, from the service's options for the
 * employee's status), then the employer's signature of section 2, after which the I-9 is complete.
 * Nothing shows for an employee whose I-9 is not asked. Each refusal lands on its field, nothing
 * typed lost; focus moves to each part's heading.
 *
 * @example
 * <I9EmployerSection employeeId={employeeId} name="Ada Lovelace" onEvent={onEvent} />
 */
export function I9EmployerSection({ employeeId, name, onEvent }: I9EmployerSectionProps) {
  const { Button, Checkbox, DateField, RadioGroup, Select, TextField } = usePrimitives({
    Button: DefaultButton,
    Checkbox: DefaultCheckbox,
    DateField: DefaultDateField,
    RadioGroup: DefaultRadioGroup,
    Select: DefaultSelect,
    TextField: DefaultTextField,
  });
  const { t, lookup, fieldError } = useFormMessages(i9EmployerMessages);
  const authorization = useI9Authorization(employeeId);
  const signed = Boolean(authorization.data?.employee_signed);
  const [editing, setEditing] = useState(false);
  const documents = useI9DocumentsForm({ employeeId, onSaved: () => setEditing(false) });
  const signature = useI9EmployerSignatureForm({
    employeeId,
    onSigned: () => onEvent?.('employee.updated', { employeeId }),
  });
  const heading = useRef<HTMLHeadingElement>(null);
  const part = !authorization.data
    ? 'none'
    : authorization.data.employer_signed
      ? 'complete'
      : !signed
        ? 'waiting'
        : editing || documents.documents.length === 0
          ? 'documents'
          : 'sign';
  const settled = !authorization.isPending && !documents.isLoading;
  const shown = useRef<string>(undefined);
  // A part replacing another keeps the screen: focus goes to the new part's heading (not when the
  // first part shows once loaded: the page keeps its focus).
  useEffect(() => {
    if (!settled) return;
    if (shown.current !== undefined && shown.current !== part) heading.current?.focus();
    shown.current = part;
  }, [part, settled]);

  if (authorization.isPending || authorization.error) {
    return (
      <StepStatus
        text={{ title: t('title'), loading: t('loading'), loadError: t('loadError') }}
        error={authorization.error}
      />
    );
  }
  if (part === 'none') return null;
  if (part === 'waiting')
    return <Note title={t('title')} text={t('notSigned', { name })} headingRef={heading} />;
  if (part === 'complete')
    return <Note title={t('title')} text={t('complete', { name })} headingRef={heading} />;

  const onFile = (
    <div>
      <h3 className="pk-flow-section__legend">{t('onFile')}</h3>
      {documents.documents.length === 0 ? (
        <p>{t('noneOnFile')}</p>
      ) : (
        <ul>
          {documents.documents.map((document) => (
            <li key={document.uuid}>
              {document.document_title} · {document.issuing_authority}
              {document.expiration_date ? ` · ${document.expiration_date}` : ''}
            </li>
          ))}
        </ul>
      )}
    </div>
  );

  if (part === 'sign') {
    const field = registeredField(signature.form, (key) => t(key), fieldError);
    return (
      <FormLayout
        title={t('sign.title')}
        description={t('sign.description')}
        messages={i9EmployerMessages}
        {...formSubmitProps(signature)}
        submitLabel={t('submitSign')}
        guardLeave={false}
        headingRef={heading}
        notice={
          <>
            {onFile}
            <Button type="button" variant="secondary" size="sm" onClick={() => setEditing(true)}>
              {t('changeDocuments')}
            </Button>
          </>
        }
      >
        <TextField {...field('signature_text')} required autoComplete="name" />
        <TextField {...field('signer_title')} required autoComplete="organization-title" />
        <Checkbox {...field('agree')} required />
      </FormLayout>
    );
  }

  const list = documents.form.watch('list');
  const field = registeredField(
    documents.form,
    (path) => lookup(path.replace(/^documents\.\d\./, ''), path),
    fieldError,
  );
  const listField = field('list');
  const chooseList = (event: ChangeEvent<HTMLInputElement>) => {
    void listField.onChange(event);
    // A list A document is no list B one: the first document is chosen again.
    documents.form.setValue('documents.0.document', '');
  };
  const documentFields = (index: 0 | 1, section: 'A' | 'B' | 'C', choices: I9DocumentChoice[]) => (
    <fieldset key={`${index}-${section}`} className="pk-flow-section__group">
      <legend className="pk-flow-section__legend">{t(`document.${section}`)}</legend>
      <Select
        {...field(`documents.${index}.document`)}
        required
        placeholder={t('choose')}
        options={choices.map((choice) => ({ value: choice.value, label: choice.title }))}
      />
      <TextField {...field(`documents.${index}.document_number`)} autoComplete="off" />
      <DateField {...field(`documents.${index}.expiration_date`)} />
      <TextField {...field(`documents.${index}.issuing_authority`)} required autoComplete="off" />
    </fieldset>
  );
  return (
    <FormLayout
      title={t('title')}
      description={t('description')}
      messages={i9EmployerMessages}
      {...formSubmitProps(documents)}
      submitLabel={t('saveDocuments')}
      guardLeave={false}
      headingRef={heading}
      loading={documents.isLoading ? t('loading') : undefined}
      unavailable={documents.loadError ? t('loadError') : undefined}
      notice={documents.documents.length > 0 ? onFile : undefined}
      secondary={
        documents.documents.length > 0
          ? { label: t('keepDocuments'), onClick: () => setEditing(false) }
          : undefined
      }
    >
      <RadioGroup
        {...listField}
        onChange={chooseList}
        required
        options={[
          { value: 'A', label: t('list.A') },
          { value: 'BC', label: t('list.BC') },
        ]}
      />
      {list === 'A'
        ? documentFields(0, 'A', documents.choices.A)
        : [documentFields(0, 'B', documents.choices.B), documentFields(1, 'C', documents.choices.C)]}
    </FormLayout>
  );
}
