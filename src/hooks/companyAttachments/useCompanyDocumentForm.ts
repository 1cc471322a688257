import * as z from 'zod/mini';
import type { CompanyAttachment } from '../../api/companyAttachments/types';
import { useApiForm, type ApiForm } from '../useApiForm';
import { companyDocumentProblem } from './companyDocumentFile';
import { useUploadCompanyAttachment } from './mutations';

/**
 * Values of the company document upload form: the file (null until one is picked or dropped) and
 * what it is (blank until chosen).
 *
 * @example
 * form.setValue('document', file, { shouldValidate: true });
 */
export interface CompanyDocumentValues {
  document: File | null;
  category: '' | 'gep_notice' | 'compliance';
}

/**
 * Options of {@link useCompanyDocumentForm}.
 *
 * @example
 * useCompanyDocumentForm({ companyId, onUploaded: (document) => backToList(document.uuid) });
 */
export interface CompanyDocumentFormOptions {
  companyId: string;
  onUploaded?: (document: CompanyAttachment) => void;
}

// One problem a file at most: none chosen, then its type, then its size.
const companyDocumentSchema = /* @__PURE__ */ (() =>
  z.object({
    document: z.nullable(z.custom<File>()).check(
      z.refine((file) => file !== null, { error: 'validation.required' }),
      z.refine((file) => file === null || companyDocumentProblem(file) !== 'validation.fileType', {
        error: 'validation.fileType',
      }),
      z.refine((file) => file === null || companyDocumentProblem(file) !== 'validation.fileSize', {
        error: 'validation.fileSize',
      }),
    ),
    category: z.enum(['gep_notice', 'compliance'], { error: 'validation.required' }),
  }))();

/** The service's paths as the form's: the type refusal names `file`, the missing document `base`. */
function documentPath(path: string): string {
  return path === 'file' ? 'document' : path;
}

/**
 * Headless form uploading a company document (contract.md#company-attachments): the file's type
 * (by extension) and size (at most 10 MiB, not empty) and the category (a tax notice,
 * `gep_notice`, or a compliance document) are checked before anything is sent; the upload goes as
 * `multipart/form-data`. The service's refusals land on their field (`file` and `document` on the
 * document, `category` on the category), the file chosen kept.
 *
 * @example
 * const { form, submit } = useCompanyDocumentForm({ companyId, onUploaded: close });
 * <form onSubmit={submit}>
 *   <input type="file" onChange={(e) => form.setValue('document', e.currentTarget.files?.[0] ?? null)} />
 * </form>
 */
export function useCompanyDocumentForm(
  options: CompanyDocumentFormOptions,
): ApiForm<CompanyDocumentValues, CompanyAttachment> {
  const { companyId, onUploaded } = options;
  const upload = useUploadCompanyAttachment(companyId);
  return useApiForm<CompanyDocumentValues, CompanyAttachment>({
    schema: companyDocumentSchema as unknown as z.core.$ZodType<CompanyDocumentValues, unknown>,
    defaultValues: { document: null, category: '' },
    fieldMap: documentPath,
    onSubmit: (values) =>
      upload.mutateAsync({
        document: values.document!,
        category: values.category as 'gep_notice' | 'compliance',
      }),
    onSuccess: (document) => onUploaded?.(document),
  });
}
