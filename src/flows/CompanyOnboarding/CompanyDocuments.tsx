import type { CompanyForm } from '../../api/company/formTypes';
import type { Signatory } from '../../api/company/types';
import { useCompanyFormPdf, useCompanyForms, useSignatory, useSignCompanyForm } from '../../hooks/company';
import { useSignatureForm } from '../../hooks/useSignatureForm';
import {
  usePrimitives,
  Alert as DefaultAlert,
  Badge as DefaultBadge,
  Button as DefaultButton,
  Checkbox as DefaultCheckbox,
  ErrorSummary as DefaultErrorSummary,
  Spinner as DefaultSpinner,
  TextField as DefaultTextField,
} from '../../ui';
import { asError } from './asError';
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
  const { Alert, Badge, Button, Spinner } = usePrimitives({
    Alert: DefaultAlert,
    Badge: DefaultBadge,
    Button: DefaultButton,
    Spinner: DefaultSpinner,
  });
  const { t } = useCompanyOnboardingMessages();
  const forms = useCompanyForms(companyId);
  const signatory = useSignatory(companyId);
  // A signed form no longer requires signing: it stays listed, as signed.
  const toSign = (forms.data ?? []).filter((form) => form.requires_signing || form.signed_at);
  const allSigned = toSign.length > 0 && toSign.every((form) => form.signed_at);

  let body;
  if (forms.isLoading || signatory.isLoading) body = <Spinner label={t('documents.loading')} />;
  else if (forms.error) body = <Alert tone="danger">{t('overview.error')}</Alert>;
  else if (!signatory.data) body = <Alert tone="info">{t('documents.needSignatory')}</Alert>;
  else if (toSign.length === 0) body = <Alert tone="info">{t('documents.none')}</Alert>;
  else
    body = (
      <ul className="pk-company-onboarding__documents">
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
              <SignForm companyId={companyId} form={form} signatory={signatory.data!} props={props} />
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

/** One form's signature: the typed name and the agreement, refused on the field they concern. */
function SignForm({
  companyId,
  form,
  signatory,
  props,
}: {
  companyId: string;
  form: CompanyForm;
  signatory: Signatory;
  props: CompanyDocumentsProps;
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
    onSigned: () => props.onEvent?.('form.signed', { companyId, formId: form.uuid }),
    onRefused: (error) => props.onEvent?.('error', { companyId, step: 'sign_forms', error: asError(error) }),
    // Only the signatory's full name signs a company form.
    nameRefusal: 'validation.signatureName',
  });
  const name = `${signatory.first_name ?? ''} ${signatory.last_name ?? ''}`.trim();
  const title = form.title ?? form.name;
  const { errors } = signature.form.formState;

  return (
    <form noValidate onSubmit={(event) => void signature.submit(event)} className="pk-flow-section__form">
      <ErrorSummary errors={summary(signature.formErrors)} focusKey={signature.form.formState.submitCount} />
      <TextField
        {...signature.form.register('signature_text')}
        label={t('field.signature_text', { name })}
        required
        autoComplete="off"
        error={fieldError(errors, 'signature_text')}
      />
      <Checkbox
        {...signature.form.register('agree')}
        label={t('field.agree', { name })}
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
