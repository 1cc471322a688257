import type { Ref } from 'react';
import type { CompanyAttachment } from '../../api/companyAttachments/types';
import { COMPANY_DOCUMENT_EXTENSIONS, useCompanyDocumentForm } from '../../hooks/companyAttachments';
import { usePrimitives, RadioGroup as DefaultRadioGroup } from '../../ui';
import { fieldErrorText } from '../shared/fieldErrorText';
import { FormLayout } from '../shared/FormLayout';
import { formSubmitProps } from '../shared/formSubmitProps';
import { useFormMessages } from '../shared/useFormMessages';
import { FileDropField } from '../shared/FileDropField';
import type { CompanyAttachmentsEventHandler } from './events';
import { companyAttachmentsMessages } from './messages';

/** Props of {@link DocumentUploadForm}. */
export interface DocumentUploadFormProps {
  companyId: string;
  /** Uploaded: the document as the service now lists it. */
  onSaved?: (document: CompanyAttachment, created: boolean) => void;
  onCancel?: () => void;
  onEvent?: CompanyAttachmentsEventHandler;
  /** The form heading, for a shell that moves focus to it. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** A file's size in the reader's words: kB under a megabyte, else MB. */
function fileSize(bytes: number, locale: string): string {
  const megabytes = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(bytes / (megabytes ? 1024 * 1024 : 1024));
}

const CATEGORIES = ['gep_notice', 'compliance'] as const;

/**
 * Upload a company document: the file (picked by keyboard or mouse, or dropped) and what it is, a
 * tax notice or a compliance document. A file of a type the service does not take, empty or over
 * 10 MB is refused on the file's field before anything is sent; a refusal of the service lands on
 * its field too, the file chosen kept.
 *
 * @example
 * <DocumentUploadForm companyId={companyId} onSaved={backToList} onCancel={backToList} />
 */
export function DocumentUploadForm(props: DocumentUploadFormProps) {
  const { companyId, onEvent, onSaved, onCancel, headingRef } = props;
  const { RadioGroup } = usePrimitives({ RadioGroup: DefaultRadioGroup });
  const { t, lookup, locale } = useFormMessages(companyAttachmentsMessages);
  const upload = useCompanyDocumentForm({
    companyId,
    onUploaded: (document) => {
      onEvent?.('companyDocument.uploaded', {
        companyId,
        documentId: document.uuid,
        category: document.category,
      });
      onSaved?.(document, true);
    },
  });
  const { form } = upload;
  const errors = form.formState.errors;
  const file = form.watch('document');
  return (
    <FormLayout
      {...formSubmitProps(upload)}
      title={t('form.addTitle')}
      description={t('form.description')}
      submitLabel={t('form.save')}
      secondary={onCancel && { label: t('form.cancel'), onClick: onCancel }}
      headingRef={headingRef}
      messages={companyAttachmentsMessages}
    >
      <FileDropField
        label={t('field.document')}
        accept={COMPANY_DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
        hint={t('field.document.hint')}
        error={fieldErrorText(lookup, errors, 'document')}
        chosen={
          file
            ? t('field.document.chosen', { name: file.name, size: fileSize(file.size, locale) })
            : undefined
        }
        onFile={(picked) => form.setValue('document', picked, { shouldDirty: true, shouldValidate: true })}
      />
      <RadioGroup
        label={t('field.category')}
        required
        error={fieldErrorText(lookup, errors, 'category')}
        {...form.register('category')}
        options={CATEGORIES.map((category) => ({
          value: category,
          label: t(`category.${category}`),
          hint: t(`category.${category}.hint`),
        }))}
      />
    </FormLayout>
  );
}
