import {
  useContractorDocuments,
  useContractorForms,
  useGenerateContractor1099,
  useOpenContractorFormPdf,
} from '../../hooks/contractorDocuments';
import {
  usePrimitives,
  useFormat,
  Alert as DefaultAlert,
  Badge as DefaultBadge,
  Button as DefaultButton,
  Spinner as DefaultSpinner,
} from '../../ui';
import { useContractorsMessages } from './useContractorsMessages';
import { Aside } from './Aside';
import { ContractorW9Form } from './ContractorW9Form';
import { DetailList } from './DetailList';
import { W9_DOCUMENT } from './w9Document';

/** Props of {@link ContractorDocuments}. */
export interface ContractorDocumentsProps {
  companyId: string;
  contractorId: string;
}

/**
 * A contractor's documents: the W-9, to sign with its fields (the proxy adds the signer's IP) or,
 * signed, the values signed read-only with when, and the 1099s filed, one per tax year.
 *
 * @example
 * <ContractorDocuments companyId={companyId} contractorId={contractor.uuid} />
 */
export function ContractorDocuments({ companyId, contractorId }: ContractorDocumentsProps) {
  const { Alert, Badge, Button, Spinner } = usePrimitives({
    Alert: DefaultAlert,
    Badge: DefaultBadge,
    Button: DefaultButton,
    Spinner: DefaultSpinner,
  });
  const { t, lookup } = useContractorsMessages();
  const format = useFormat();
  const documents = useContractorDocuments(contractorId);
  const forms = useContractorForms(contractorId);
  const generate = useGenerateContractor1099(companyId, contractorId);
  const pdf = useOpenContractorFormPdf(contractorId);
  /** Opens a 1099's PDF in a new tab (a demo `data:` PDF as an object URL of this page). */
  const openPdf = (formId: string) => {
    // Opened now, while the click still counts as the user's: a popup blocker lets it through.
    const tab = window.open('', '_blank');
    void pdf.mutateAsync(formId).then(
      async (file) => {
        const url = file.document_url ?? '';
        if (tab)
          tab.location.href = url.startsWith('data:')
            ? URL.createObjectURL(await (await fetch(url)).blob())
            : url;
      },
      () => tab?.close(),
    );
  };
  const w9 = documents.data?.find((document) => document.name === W9_DOCUMENT);
  return (
    <Aside title={t('documents.title')} step="documents">
      {documents.isLoading ? <Spinner label={t('documents.loading')} /> : null}
      {w9 ? (
        <div className="pk-flow-inline">
          <span>{t('documents.w9')}</span>
          {w9.requires_signing ? (
            <Badge tone="warning">{t('documents.toSign')}</Badge>
          ) : (
            <Badge tone="success">{t('documents.signed')}</Badge>
          )}
        </div>
      ) : null}
      {w9?.requires_signing ? (
        <ContractorW9Form companyId={companyId} contractorId={contractorId} document={w9} />
      ) : w9 ? (
        <DetailList
          label={t('documents.w9')}
          items={(w9.fields ?? [])
            .filter((field) => field.value)
            .map(({ key, value = '' }) => [
              lookup(`documents.fields.${key}`, key),
              key === 'signature_date'
                ? format.date(value)
                : key === 'tax_classification'
                  ? lookup(`documents.class.${value}`, value)
                  : value,
            ])}
        />
      ) : null}
      <h4>{t('documents.forms')}</h4>
      {forms.data && forms.data.length > 0 ? (
        <ul>
          {forms.data.map((form) => (
            <li key={form.uuid} className="pk-flow-inline">
              {t('documents.formYear', { year: String(form.year ?? '') })}
              <Button
                type="button"
                size="sm"
                variant="secondary"
                aria-label={t('documents.openFor', { year: String(form.year ?? '') })}
                onClick={() => openPdf(form.uuid)}
              >
                {t('documents.open')}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="pk-flow-section__description">{t('documents.formsNone')}</p>
      )}
      {generate.isError || pdf.isError ? <Alert tone="danger">{t('documents.formError')}</Alert> : null}
      <div className="pk-flow-inline">
        <Button
          type="button"
          variant="secondary"
          loading={generate.isPending}
          onClick={() => generate.mutate(undefined)}
        >
          {t('documents.generate')}
        </Button>
      </div>
    </Aside>
  );
}
