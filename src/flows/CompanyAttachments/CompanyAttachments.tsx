import type { CompanyAttachment } from '../../api/companyAttachments/types';
import { usePrimitives, useScreenMessages, Spinner as DefaultSpinner } from '../../ui';
import { lazyScreen, usePrefetchOnIdle } from '../shared/lazyScreen';
import { ListFormView } from '../shared/ListFormView';
import { DocumentList } from './DocumentList';
import type { CompanyAttachmentsEventHandler } from './events';
import { companyAttachmentsMessages } from './messages';
import { companyAttachmentsTransitions } from './transitions';

function FormPending() {
  const { Spinner } = usePrimitives({ Spinner: DefaultSpinner });
  const { t } = useScreenMessages(companyAttachmentsMessages);
  return <Spinner label={t('form.loading')} />;
}

/** The upload form (with react-hook-form and zod) leaves the list's first load; fetched on idle. */
const DocumentUploadForm = lazyScreen(
  () => import('./DocumentUploadForm').then((module) => module.DocumentUploadForm),
  FormPending,
);

/** Props of {@link CompanyAttachments}. */
export interface CompanyAttachmentsProps {
  companyId: string;
  onEvent?: CompanyAttachmentsEventHandler;
}

/**
 * The company's documents (contract.md#company-attachments): the tax notices and compliance
 * documents it uploaded, newest first, each downloadable; "Upload a document" opens the form (the
 * file picked or dropped, its type and size checked before sending, and what it is). After an
 * upload the list says so with its heading focused; a cancel puts focus back on the upload button.
 *
 * @example
 * <PayrollProvider baseUrl="/api/payroll">
 *   <CompanyAttachments companyId={companyId} onEvent={(type, payload) => track(type, payload)} />
 * </PayrollProvider>
 */
export function CompanyAttachments({ companyId, onEvent }: CompanyAttachmentsProps) {
  const { t } = useScreenMessages(companyAttachmentsMessages);
  usePrefetchOnIdle(DocumentUploadForm);
  return (
    <div className="pk-company-attachments">
      <ListFormView<CompanyAttachment, string>
        editAttribute="data-company-document"
        addAttribute="data-company-attachments-add"
        transitions={companyAttachmentsTransitions}
        savedNotice={(document) => t('list.uploaded.notice', { name: document.name })}
        list={(view) => (
          <DocumentList
            companyId={companyId}
            onEvent={onEvent}
            onAdd={view.onAdd}
            notice={view.notice}
            onDismissNotice={view.onDismissNotice}
            headingRef={view.headingRef}
          />
        )}
        form={(view) => <DocumentUploadForm companyId={companyId} onEvent={onEvent} {...view} />}
      />
    </div>
  );
}
