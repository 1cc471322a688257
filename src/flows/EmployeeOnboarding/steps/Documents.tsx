import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import type { FieldIssue } from '../../../api/fieldErrors';
import type { EmployeeForm } from '../../../api/onboarding/types';
import { useDocumentsStep, useFormDocument } from '../../../hooks/onboarding/useDocumentsStep';
import {
  usePrimitives,
  useFlowMessages,
  Alert as DefaultAlert,
  Badge as DefaultBadge,
  Button as DefaultButton,
  Checkbox as DefaultCheckbox,
  Dialog as DefaultDialog,
  Table as DefaultTable,
  TextField as DefaultTextField,
} from '../../../ui';
import { StepLayout } from '../../shared/employee/StepLayout';
import type { OnboardingStepProps } from '../../shared/employee/stepContract';
import { documentsMessages } from './Documents.messages';
import { fieldErrorText } from '../../shared/fieldErrorText';
import { StepStatus } from '../../shared/employee/StepStatus';
import { stepText } from '../../shared/employee/stepText';
import { PdfLink } from '../../shared/PdfLink';
import { usePdfUrl } from '../../shared/usePdfUrl';
import { InlineForm } from '../../shared/InlineForm';

/**
 * Props of {@link Documents}.
 *
 * @example
 * const props: DocumentsProps = { companyId, employeeId, onComplete: next };
 */
export type DocumentsProps = OnboardingStepProps;

/** The link to a form's PDF, once the service has said where it is. */
function FormPdfLink({ employeeId, form }: { employeeId: string; form: EmployeeForm }) {
  const { t } = useFlowMessages(documentsMessages);
  const pdf = useFormDocument(employeeId, form.uuid);
  const url = pdf.data?.document_url;
  if (pdf.isLoading) return <span>{t('pdfLoading')}</span>;
  if (!url) return <span>{t('pdfUnavailable')}</span>;
  return <PdfLink url={url}>{t('view', { title: form.title })}</PdfLink>;
}

/** The embedded preview of the form being signed. */
function FormPreview({ employeeId, form }: { employeeId: string; form: EmployeeForm }) {
  const { t } = useFlowMessages(documentsMessages);
  const pdf = useFormDocument(employeeId, form.uuid);
  const url = usePdfUrl(pdf.data?.document_url);
  if (!url) return null;
  return (
    <iframe
      className="pk-onboarding-documents__preview"
      title={t('preview', { title: form.title })}
      src={url}
    />
  );
}

/**
 * The document step: the employee's forms with their status, each PDF to read, and signing with
 * a typed signature and an explicit agreement. Continuing is possible once nothing is left to sign.
 *
 * @example
 * <Documents companyId={companyId} employeeId={employeeId} onComplete={next} onBack={back} />
 */
export function Documents({ employeeId, onComplete, onBack, onEvent }: DocumentsProps) {
  const { t, lookup } = useFlowMessages(documentsMessages);
  const { Alert, Badge, Button, Checkbox, Dialog, Table, TextField } = usePrimitives({
    Alert: DefaultAlert,
    Badge: DefaultBadge,
    Button: DefaultButton,
    Checkbox: DefaultCheckbox,
    Dialog: DefaultDialog,
    Table: DefaultTable,
    TextField: DefaultTextField,
  });
  const [signedTitle, setSignedTitle] = useState<string>();
  const [blocked, setBlocked] = useState<FieldIssue[]>([]);
  const [attempts, setAttempts] = useState(0);
  const [signedCount, setSignedCount] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const docs = useDocumentsStep(employeeId, {
    onSigned: (form) => {
      setSignedTitle(form.title);
      setSignedCount((count) => count + 1);
      setBlocked([]);
      onEvent?.('form.signed', { employeeId, formId: form.uuid });
    },
  });
  // The signed form's Sign button leaves with the dialog, so focus has nowhere to return: put it on
  // the step heading, above the success notice, rather than let it fall to the page.
  useEffect(() => {
    if (signedCount > 0) heading.current?.focus();
  }, [signedCount]);
  if (docs.isLoading || docs.loadError) {
    return <StepStatus text={stepText(t)} error={docs.loadError} />;
  }

  const proceed = (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    setAttempts((count) => count + 1);
    if (!docs.isComplete) {
      setBlocked([
        {
          path: '',
          errorKey: 'base',
          category: 'invalid_operation',
          message: t('remaining', { count: docs.toSign.length }),
        },
      ]);
      return;
    }
    onEvent?.('step.completed', { employeeId, step: 'employee_form_signing' });
    onComplete();
  };

  const signature = docs.signatureForm.form;
  const signing = docs.signing;
  const signDialog = signing ? (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) docs.cancelSigning();
      }}
      title={t('sign', { title: signing.title })}
      description={signing.description}
      size="wide"
    >
      <FormPreview employeeId={employeeId} form={signing} />
      <InlineForm form={docs.signatureForm}>
        <TextField
          label={t('signature_text')}
          required
          autoComplete="name"
          error={fieldErrorText(lookup, signature.formState.errors, 'signature_text')}
          {...signature.register('signature_text')}
        />
        <Checkbox
          label={t('agree')}
          required
          error={fieldErrorText(lookup, signature.formState.errors, 'agree')}
          {...signature.register('agree')}
        />
        <div className="pk-flow-section__actions">
          <Button type="button" variant="secondary" onClick={docs.cancelSigning}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={docs.signatureForm.isSubmitting}>
            {t('submitSignature')}
          </Button>
        </div>
      </InlineForm>
    </Dialog>
  ) : null;

  return (
    <StepLayout
      title={t('title')}
      description={t('description')}
      onSubmit={proceed}
      formErrors={docs.isComplete ? [] : blocked}
      submitCount={attempts}
      onBack={onBack}
      headingRef={heading}
      notice={
        signedTitle ? (
          <Alert
            tone="success"
            title={t('signedNotice', { title: signedTitle })}
            onDismiss={() => setSignedTitle(undefined)}
          />
        ) : null
      }
      aside={signDialog}
    >
      <Table
        caption={t('caption')}
        hideCaption
        rows={docs.forms}
        rowKey={(form) => form.uuid}
        empty={t('empty')}
        columns={[
          {
            key: 'title',
            header: t('form'),
            cell: (form) => (
              <>
                <strong>{form.title}</strong>
                <br />
                <span>{form.description}</span>
              </>
            ),
          },
          {
            key: 'status',
            header: t('status'),
            cell: (form) =>
              form.requires_signing ? (
                <Badge tone="warning">{t('needsSignature')}</Badge>
              ) : docs.signedIds.has(form.uuid) ? (
                <Badge tone="success">{t('signed')}</Badge>
              ) : (
                <Badge tone="neutral">{t('forRecords')}</Badge>
              ),
          },
          {
            key: 'actions',
            header: t('actions'),
            cell: (form) => (
              <span className="pk-onboarding-documents__actions">
                <FormPdfLink employeeId={employeeId} form={form} />
                {form.requires_signing ? (
                  <Button type="button" size="sm" onClick={() => docs.startSigning(form.uuid)}>
                    {t('sign', { title: form.title })}
                  </Button>
                ) : null}
              </span>
            ),
          },
        ]}
      />
    </StepLayout>
  );
}
