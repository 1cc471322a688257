import { useMemo } from 'react';
import * as z from 'zod/mini';
import type { I9Document, I9DocumentOption, I9DocumentsBody } from '../../api/i9Verification/types';
import { isoDate } from '../schemas/fields';
import { useApiForm, type ApiForm } from '../useApiForm';
import { useReplaceI9Documents } from './mutations';
import { useI9DocumentOptions, useI9Documents } from './queries';

/** Which documents the employer examined: one of list A, or one of list B with one of list C. */
export type I9DocumentList = 'A' | 'BC';

/**
 * One examined document as typed: `document` is a choice's `value` (its type and title).
 *
 * @example
 * const document: I9DocumentValues = { document: 'us_passport|U.S. Passport', document_number: '912345678', expiration_date: '2031-05-01', issuing_authority: 'U.S. Department of State' };
 */
export interface I9DocumentValues {
  document: string;
  document_number: string;
  expiration_date: string;
  issuing_authority: string;
}

/**
 * Values of the employer's documents form: the list, and two documents (the first is list A's,
 * or list B's with list C's second).
 *
 * @example
 * const values: I9DocumentsValues = { list: 'A', documents: [passport, blankDocument] };
 */
export interface I9DocumentsValues {
  list: I9DocumentList;
  documents: [I9DocumentValues, I9DocumentValues];
}

/**
 * A document the employer may choose: one title of one option, with its list.
 *
 * @example
 * choices.A.map((choice: I9DocumentChoice) => <option value={choice.value}>{choice.title}</option>);
 */
export interface I9DocumentChoice {
  value: string;
  section: 'A' | 'B' | 'C';
  document_type: string;
  title: string;
  description: string;
}

/**
 * Options of {@link useI9DocumentsForm}.
 *
 * @example
 * useI9DocumentsForm({ employeeId, onSaved: showSignature });
 */
export interface I9DocumentsFormOptions {
  employeeId: string;
  onSaved?: (documents: I9Document[]) => void;
}

/**
 * What {@link useI9DocumentsForm} returns: the form, the choices of each list, the documents on
 * file, and the reads' state.
 *
 * @example
 * const { form, submit, choices, documents } = useI9DocumentsForm({ employeeId });
 */
export interface I9DocumentsForm extends ApiForm<I9DocumentsValues, I9Document[], I9DocumentsBody> {
  choices: Record<'A' | 'B' | 'C', I9DocumentChoice[]>;
  documents: I9Document[];
  isLoading: boolean;
  loadError: Error | null;
}

const SEPARATOR = '|';
const BLANK: I9DocumentValues = {
  document: '',
  document_number: '',
  expiration_date: '',
  issuing_authority: '',
};
const EMPTY: I9DocumentsValues = { list: 'A', documents: [BLANK, BLANK] };

/** List A has sub-lists (A1–A3) in a newer service: all prove identity and authorization alone. */
const listOf = (section: string): 'A' | 'B' | 'C' | undefined =>
  section.startsWith('A') ? 'A' : section === 'B' || section === 'C' ? section : undefined;

/** Every title of every option, each a choice of its list (common choices first). */
function choicesOf(options: readonly I9DocumentOption[]): I9DocumentsForm['choices'] {
  const choices: I9DocumentsForm['choices'] = { A: [], B: [], C: [] };
  const ordered = [...options].sort((a, b) => Number(b.common_choice) - Number(a.common_choice));
  for (const option of ordered) {
    const section = listOf(option.section);
    if (!section) continue;
    for (const title of option.document_title)
      choices[section].push({
        value: `${option.document_type}${SEPARATOR}${title}`,
        section,
        document_type: option.document_type,
        title,
        description: option.description,
      });
  }
  return choices;
}

const documentSchema = /* @__PURE__ */ (() =>
  z.object({
    document: z.string(),
    document_number: z.string(),
    expiration_date: z.union([z.literal(''), isoDate]),
    issuing_authority: z.string(),
  }))();

/** The documents sent: list A's first, or list B's and list C's; blank fields left out. */
function toBody(values: I9DocumentsValues): I9DocumentsBody {
  const sent = values.list === 'A' ? values.documents.slice(0, 1) : values.documents;
  return {
    documents: sent.map((document) => {
      const cut = document.document.indexOf(SEPARATOR);
      const number = document.document_number.trim();
      return {
        document_type: document.document.slice(0, cut),
        document_title: document.document.slice(cut + 1),
        ...(number ? { document_number: number } : {}),
        ...(document.expiration_date ? { expiration_date: document.expiration_date } : {}),
        issuing_authority: document.issuing_authority.trim(),
      };
    }),
  };
}

/** The list chosen, a document of it (two for B and C), each with its issuing authority. */
const documentsSchema = /* @__PURE__ */ (() =>
  z.pipe(
    z
      .object({
        list: z.enum(['A', 'BC']),
        documents: z.tuple([documentSchema, documentSchema]),
      })
      .check(
        z.superRefine((values, context) => {
          const count = values.list === 'A' ? 1 : 2;
          values.documents.slice(0, count).forEach((document, index) => {
            const required = (name: keyof I9DocumentValues) =>
              context.addIssue({
                code: 'custom',
                path: ['documents', index, name],
                message: 'validation.required',
              });
            if (!document.document.includes(SEPARATOR)) required('document');
            if (!document.issuing_authority.trim()) required('issuing_authority');
          });
        }),
      ),
    z.transform((values) => toBody(values as I9DocumentsValues)),
  ))();

/**
 * The service's paths on the form's: a document's type or title is its one choice, and a refusal
 * of the documents together (not list A, nor B with C) belongs to the list.
 */
function formPath(path: string): string {
  if (path === 'documents') return 'list';
  return path.replace(/^documents\.(\d+)\.document_(type|title)$/, 'documents.$1.document');
}

/**
 * Headless form of the documents the employer examined for section 2 of the employee's I-9
 * (UPSTREAM-3 L.4): one document of list A, or one of list B and one of list C, each a title of the
 * service's options for the employee's status, with its number, expiration and issuing authority.
 * Each save replaces every document sent before (201); a refused entry lands on its own fields
 * (the service names its index), a wrong combination on the list, nothing typed lost. The number
 * is never sent back.
 *
 * @example
 * const { form, submit, choices } = useI9DocumentsForm({ employeeId });
 * <form onSubmit={submit}>
 *   <select {...form.register('documents.0.document')}>
 *     {choices.A.map((choice) => <option key={choice.value} value={choice.value}>{choice.title}</option>)}
 *   </select>
 * </form>
 */
export function useI9DocumentsForm(options: I9DocumentsFormOptions): I9DocumentsForm {
  const { employeeId } = options;
  const optionsQuery = useI9DocumentOptions(employeeId);
  const documentsQuery = useI9Documents(employeeId);
  const replace = useReplaceI9Documents(employeeId);
  const choices = useMemo(() => choicesOf(optionsQuery.data ?? []), [optionsQuery.data]);
  const form = useApiForm<I9DocumentsValues, I9Document[], I9DocumentsBody>({
    schema: documentsSchema,
    defaultValues: EMPTY,
    onSubmit: (body) => replace.mutateAsync(body),
    onSuccess: options.onSaved,
    fieldMap: formPath,
  });
  return {
    ...form,
    choices,
    documents: documentsQuery.data ?? [],
    isLoading: optionsQuery.isPending || documentsQuery.isPending,
    loadError: optionsQuery.error ?? documentsQuery.error,
  };
}
