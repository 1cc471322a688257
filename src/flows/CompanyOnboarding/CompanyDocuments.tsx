import { useEffect, useRef, useState } from 'react';
import type { CompanyForm } from '../../api/company/formTypes';
import type { Signatory } from '../../api/company/types';
import { useCompanyFormPdf, useCompanyForms, useSignatory, useSignCompanyForm } from '../../hooks/company';
import { useSignatureForm } from '../../hooks/useSignatureForm';
import {
  usePrimitives,
  Button as DefaultButton,
  Checkbox as DefaultCheckbox,
  ErrorSummary as DefaultErrorSummary,
  TextField as DefaultTextField,
} from '../../ui';
import { asError } from './asError';
import { useStatusPrimitives } from './statusPrimitives';
import type { CompanyStepProps } from './stepProps';
import { useCompanyOnboardingMessages } from './useCompanyOnboardingMessages';
import { FlowSection } from '../shared/FlowSection';
import { PdfLink } from '../shared/PdfLink';

/** Props of {@link CompanyDocuments}. */
export type CompanyDocumentsProps = CompanyStepProps;

/**
 * The company's forms to sign, each signed by the signatory typing their full name; the
 * service refuses any other name, on the signature field. Forms appear once federal and state
 * taxes, the bank account and the pay schedule are set up.
 *
 * @example
 * <CompanyDocuments companyId={companyId} onComplete={next} />
 */
export function CompanyDocuments(props: CompanyDocumentsProps) {
  const { companyId } = props;
  const { Alert, Badge, Button, Spinner } = useStatusPrimitives();
  const { t } = useCompanyOnboardingMessages();
  const forms = useCompanyForms(companyId);
  const { data } = forms;
  const signatory = useSignatory(companyId);
  const toSign = formsToSign(data);
  const allSigned = toSign.length > 0 && toSign.every((form) => form.signed_at);
  const list = useRef<HTMLUListElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const [signed, setSigned] = useState<string>();

  // A signed form's fields leave the page with the focus in them. Once the list shows the form
  // signed (whether the service's answer or the list read again comes first), focus goes on to
  // the next form to sign, or to Continue when every form is signed; never to the page's body.
  useEffect(() => {
    const listed = formsToSign(data);
    const at = listed.findIndex((form) => form.uuid === signed);
    if (at < 0 || !listed[at]!.signed_at) return;
    setSigned(undefined);
    const following = [...listed.slice(at + 1), ...listed.slice(0, at)].find((form) => !form.signed_at);
    const target = following
      ? list.current?.querySelector<HTMLElement>(`[data-pk-form="${following.uuid}"] [name="signature_text"]`)
      : next.current;
    target?.focus();
  }, [signed, data]);

  let body;
  if (forms.isLoading || signatory.isLoading) body = <Spinner label={t('documents.loading')} />;
  else if (forms.error) body = <Alert tone="danger">{t('overview.error')}</Alert>;
  else if (!signatory.data) body = <Alert tone="info">{t('documents.needSignatory')}</Alert>;
  else if (toSign.length === 0) body = <Alert tone="info">{t('documents.none')}</Alert>;
  else
    body = (
      <ul className="pk-company-onboarding__documents" ref={list}>
        {toSign.map((form) => (
          <li key={form.uuid}>
            <p>
              <strong>{form.title ?? form.name}</strong>{' '}
              <Badge tone={form.signed_at ? 'success' : 'info'}>
                {form.signed_at ? t('documents.signed') : t('documents.toSign')}
              </Badge>
            </p>
            {form.description ? <p className="pk-flow-section__description">{form.description}</p> : null}
            <FormPdf formId={form.uuid} title={form.title ?? form.name} />
            {form.signed_at ? null : (
              <SignForm
                companyId={companyId}
                form={form}
                signatory={signatory.data!}
                props={props}
                onSigned={() => setSigned(form.uuid)}
              />
            )}
          </li>
        ))}
      </ul>
    );

  return (
    <FlowSection
      title={t('documents.title')}
      description={t('documents.description')}
      headingRef={props.headingRef}
      stepHeading
    >
      {body}
      <div className="pk-flow-section__actions">
        {props.onBack ? (
          <Button type="button" variant="secondary" onClick={props.onBack}>
            {t('flow.back')}
          </Button>
        ) : null}
        {allSigned ? (
          <Button
            ref={next}
            type="button"
            onClick={() => {
              props.onEvent?.('step.completed', {
                companyId,
                step: 'sign_forms',
                serviceSteps: ['sign_all_forms'],
              });
              props.onComplete?.();
            }}
          >
            {t('flow.next')}
          </Button>
        ) : null}
      </div>
    </FlowSection>
  );
}

/** The form to read before signing it, in the browser's PDF viewer, once the service says where. */
function FormPdf({ formId, title }: { formId: string; title: string }) {
  const { t } = useCompanyOnboardingMessages();
  const url = useCompanyFormPdf(formId).data?.document_url;
  return url ? (
    <p>
      <PdfLink url={url}>{t('documents.view', { form: title })}</PdfLink>
    </p>
  ) : null;
}

/** The forms to sign: a signed form no longer requires signing, and stays listed as signed. */
function formsToSign(forms: readonly CompanyForm[] | undefined): CompanyForm[] {
  return (forms ?? []).filter((form) => form.requires_signing || form.signed_at);
}

/**
 * One form's signature: the typed name and the agreement, each naming the form (three forms are
 * signed on one page), refused on the field they concern.
 */
function SignForm({
  companyId,
  form,
  signatory,
  props,
  onSigned,
}: {
  companyId: string;
  form: CompanyForm;
  signatory: Signatory;
  props: CompanyDocumentsProps;
  onSigned: () => void;
}) {
  const { Button, Checkbox, ErrorSummary, TextField } = usePrimitives({
    Button: DefaultButton,
    ErrorSummary: DefaultErrorSummary,
    Checkbox: DefaultCheckbox,
    TextField: DefaultTextField,
  });
  const { t, fieldError, summary } = useCompanyOnboardingMessages();
  const sign = useSignCompanyForm(companyId);
  const signature = useSignatureForm({
    sign: ({ signature_text }) =>
      sign.mutateAsync({ formId: form.uuid, body: { signature_text, agree: true } }),
    onSigned: () => {
      props.onEvent?.('form.signed', { companyId, formId: form.uuid });
      onSigned();
    },
    onRefused: (error) => props.onEvent?.('error', { companyId, step: 'sign_forms', error: asError(error) }),
    // Only the signatory's full name signs a company form.
    nameRefusal: 'validation.signatureName',
  });
  const name = `${signatory.first_name ?? ''} ${signatory.last_name ?? ''}`.trim();
  const title = form.title ?? form.name;
  const { errors } = signature.form.formState;

  return (
    <form
      noValidate
      onSubmit={(event) => void signature.submit(event)}
      className="pk-flow-section__form"
      data-pk-form={form.uuid}
    >
      <ErrorSummary errors={summary(signature.formErrors)} focusKey={signature.form.formState.submitCount} />
      <TextField
        {...signature.form.register('signature_text')}
        label={t('field.signature_text', { name, form: title })}
        required
        autoComplete="off"
        error={fieldError(errors, 'signature_text')}
      />
      <Checkbox
        {...signature.form.register('agree')}
        label={t('field.agree', { name, form: title })}
        error={fieldError(errors, 'agree')}
      />
      <div className="pk-flow-section__actions">
        <Button type="submit" loading={signature.isSubmitting}>
          {t('documents.sign', { form: title })}
        </Button>
      </div>
    </form>
  );
}
