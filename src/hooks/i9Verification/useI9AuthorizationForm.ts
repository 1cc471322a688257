import { useMemo } from 'react';
import * as z from 'zod/mini';
import type {
  I9Authorization,
  I9AuthorizationBody,
  I9AuthorizationStatus,
  I9DocumentType,
} from '../../api/i9Verification/types';
import { isoDate } from '../schemas/fields';
import type { LoadedRecordForm, RecordFormHookOptions } from '../useRecordForm';
import { useRecordForm } from '../useRecordForm';
import { useSaveI9Authorization } from './mutations';
import { useI9Authorization } from './queries';

/** The statuses of section 1, in the form's order. */
export const I9_AUTHORIZATION_STATUSES = ['citizen', 'noncitizen', 'permanent_resident', 'alien'] as const;

/** The documents a noncitizen authorized to work may give (a permanent resident gives the A-Number). */
export const I9_DOCUMENT_TYPES = ['uscis_alien_registration_number', 'form_i94', 'foreign_passport'] as const;

/**
 * Values of the I-9 authorization form, as typed: a blank string where nothing is chosen.
 *
 * @example
 * const values: I9AuthorizationValues = { authorization_status: 'alien', document_type: 'foreign_passport', document_number: 'X1234567', country: 'Canada', expiration_date: '2030-01-31' };
 */
export interface I9AuthorizationValues {
  authorization_status: I9AuthorizationStatus | '';
  document_type: I9DocumentType | '';
  document_number: string;
  country: string;
  expiration_date: string;
}

/**
 * Options of {@link useI9AuthorizationForm}.
 *
 * @example
 * useI9AuthorizationForm({ employeeId, onSaved: (authorization) => openSignature(authorization.form_uuid) });
 */
export interface I9AuthorizationFormOptions extends RecordFormHookOptions<
  I9Authorization,
  I9AuthorizationValues
> {
  employeeId: string;
}

/**
 * What {@link useI9AuthorizationForm} returns: the record form, the authorization read (`null`
 * before the first save) and whether a document number is on file (never sent back).
 *
 * @example
 * const { form, submit, authorization, hasDocumentNumber } = useI9AuthorizationForm({ employeeId });
 */
export interface I9AuthorizationForm extends LoadedRecordForm<
  I9Authorization,
  I9AuthorizationValues,
  Omit<I9AuthorizationBody, 'version'>
> {
  authorization: I9Authorization | null | undefined;
  hasDocumentNumber: boolean;
}

const EMPTY: I9AuthorizationValues = {
  authorization_status: '',
  document_type: '',
  document_number: '',
  country: '',
  expiration_date: '',
};

/** The document type a status is proven by: none, the A-Number, or the one chosen. */
function documentTypeOf(values: I9AuthorizationValues): I9DocumentType | undefined {
  if (values.authorization_status === 'permanent_resident') return 'uscis_alien_registration_number';
  if (values.authorization_status === 'alien' && values.document_type) return values.document_type;
  return undefined;
}

/**
 * The rules of section 1 (UPSTREAM-3 L.4): a status; a permanent resident's A-Number; a
 * noncitizen authorized to work's document, its number and, for a passport, its country. A number
 * on file for the same document may stay blank (it is kept). The output is the PUT's body, with
 * only the fields the status takes.
 */
function authorizationSchema(onFile: { type: I9DocumentType | null | undefined; hasNumber: boolean }) {
  return z.pipe(
    z
      .object({
        authorization_status: z.enum(I9_AUTHORIZATION_STATUSES, { error: 'validation.required' }),
        document_type: z.string(),
        document_number: z.string(),
        country: z.string(),
        expiration_date: z.union([z.literal(''), isoDate]),
      })
      .check(
        z.superRefine((values, context) => {
          const required = (path: keyof I9AuthorizationValues) =>
            context.addIssue({ code: 'custom', path: [path], message: 'validation.required' });
          const typed = values as I9AuthorizationValues;
          if (values.authorization_status === 'alien' && !values.document_type) required('document_type');
          const type = documentTypeOf(typed);
          const kept = onFile.hasNumber && onFile.type === type;
          if (type && !values.document_number.trim() && !kept) required('document_number');
          if (type === 'foreign_passport' && !values.country.trim()) required('country');
        }),
      ),
    z.transform((values): Omit<I9AuthorizationBody, 'version'> => {
      const typed = values as I9AuthorizationValues;
      const status = values.authorization_status;
      const type = documentTypeOf(typed);
      const number = values.document_number.trim();
      return {
        authorization_status: status,
        ...(type ? { document_type: type } : {}),
        ...(type && number ? { document_number: number } : {}),
        ...(type === 'foreign_passport' ? { country: values.country.trim() } : {}),
        ...(status === 'alien' && values.expiration_date ? { expiration_date: values.expiration_date } : {}),
      };
    }),
  );
}

function toValues(authorization: I9Authorization): I9AuthorizationValues {
  return {
    authorization_status: authorization.authorization_status,
    document_type: authorization.document_type ?? '',
    // Never sent back: blank keeps the one on file.
    document_number: '',
    country: authorization.country ?? '',
    expiration_date: authorization.expiration_date ?? '',
  };
}

/** Saved: a typed document number is cleared from the screen, never kept. */
const withoutNumber = (values: I9AuthorizationValues) => ({ ...values, document_number: '' });

/**
 * Headless form of section 1 of the employee's I-9 (DECISIONS 65): their status and the document
 * proving it. The first save makes the authorization, later ones replace it with the version
 * read; the service's refusals (a number of the wrong form, a field the status does not take, the
 * I-9 already signed) land on their fields with everything typed kept. The document number is
 * never shown back: `hasDocumentNumber` says one is on file, and a blank number keeps it.
 *
 * @example
 * const { form, submit, formErrors, hasDocumentNumber } = useI9AuthorizationForm({ employeeId });
 * <form onSubmit={submit}><select {...form.register('authorization_status')} /></form>
 */
export function useI9AuthorizationForm(options: I9AuthorizationFormOptions): I9AuthorizationForm {
  const { employeeId } = options;
  const query = useI9Authorization(employeeId);
  const save = useSaveI9Authorization(employeeId);
  const authorization = query.data;
  const hasDocumentNumber = Boolean(authorization?.has_document_number);
  const onFileType = authorization?.document_type;
  const schema = useMemo(
    () => authorizationSchema({ type: onFileType, hasNumber: hasDocumentNumber }),
    [onFileType, hasDocumentNumber],
  );
  const record = useRecordForm({
    ...options,
    schema,
    empty: EMPTY,
    record: authorization ?? undefined,
    toValues,
    // One PUT either way: without a version it makes the authorization, with it it replaces it.
    create: (body) => save.mutateAsync(body),
    replace: (body) => save.mutateAsync(body),
    savedValues: withoutNumber,
  });
  return {
    ...record,
    isLoading: query.isPending,
    loadError: query.error,
    authorization,
    hasDocumentNumber,
  };
}
