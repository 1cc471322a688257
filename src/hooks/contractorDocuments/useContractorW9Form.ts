import * as z from 'zod/mini';
import { ApiError, isApiError } from '../../api/errors';
import type { ContractorDocument, ContractorDocumentField } from '../../api/contractorDocuments/types';
import { useContractor } from '../contractors/queries';
import { agreement, messageKey, requiredText, SSN_PATTERN } from '../schemas/fields';
import type { ApiForm } from '../useApiForm';
import { useFilledSignatureForm } from '../useSignatureForm';
import { useSignContractorDocument } from './mutations';

/**
 * The federal tax classifications of the W-9 (line 3a), as the service writes them.
 *
 * @example
 * W9_TAX_CLASSIFICATIONS.includes('LLC'); // true
 */
export const W9_TAX_CLASSIFICATIONS = [
  'Individual/sole proprietor',
  'C Corporation',
  'S Corporation',
  'Partnership',
  'Trust/estate',
  'LLC',
] as const;

/**
 * Values of the W-9 form: each field the signer fills, by its key, and the agreement.
 *
 * @example
 * const values: ContractorW9Values = { fields: { name: 'Ada Lovelace', address: '1 Main St' }, agree: true };
 */
export interface ContractorW9Values {
  fields: Record<string, string>;
  agree: boolean;
}

/**
 * What {@link useContractorW9Form} returns: the form, and the W-9's fields to show as inputs.
 *
 * @example
 * const { inputs, form } = useContractorW9Form(companyId, contractorId, w9);
 */
export interface ContractorW9Form extends ApiForm<ContractorW9Values, ContractorDocument> {
  /** The fields the signer fills, in page order (the signature date is the service's to set). */
  inputs: ContractorDocumentField[];
}

const TIN = 'taxpayer_identification_number';
const CLASSIFICATION = 'tax_classification';

/** A masked TIN as a person may type it back: dashes, spaces and case aside. */
const maskedForm = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/**
 * The sign call's 422 on `fields` put on the fields it names: a value refused at `idx` of those
 * sent, or the required ones left empty (`metadata.keys`), in the kit's words.
 */
function onW9Fields(error: ApiError, sent: { key: string }[], tinMessage: string): ApiError {
  const errors = error.errors.flatMap((entry) => {
    const keys = entry.idx === undefined ? entry.metadata?.keys : [sent[entry.idx]?.key];
    if (entry.error_key !== 'fields' || !Array.isArray(keys)) return [entry];
    return keys.map((key: string) => ({
      ...entry,
      error_key: `fields.${key}`,
      message: entry.idx === undefined ? 'validation.required' : key === TIN ? tinMessage : entry.message,
    }));
  });
  return new ApiError({ ...error, errors });
}

/**
 * Headless form of a contractor's W-9 to sign: its fields pre-filled by the service (the TIN
 * masked; a refetch refreshes what the signer has not touched; a business's tax classification
 * left unchosen until the signer picks one), checked before sending (required
 * fields, a new TIN of 9 digits), the agreement, and only the fields the signer changed sent as
 * `fields[]` (a TIN left masked is not). The service's refusals land on their fields.
 *
 * @example
 * const form = useContractorW9Form(companyId, contractorId, w9, { onSigned: () => setSigned(true) });
 * <form onSubmit={form.submit}>{form.inputs.map((f) => <input key={f.key} {...form.form.register(`fields.${f.key}`)} />)}</form>
 */
export function useContractorW9Form(
  companyId: string,
  contractorId: string,
  document: ContractorDocument,
  options: { onSigned?: (document: ContractorDocument) => void } = {},
): ContractorW9Form {
  const sign = useSignContractorDocument(companyId, contractorId);
  const contractorType = useContractor(contractorId).data?.type;
  const tinMessage = contractorType === 'Business' ? 'validation.ein' : 'validation.ssn';
  const inputs = (document.fields ?? []).filter((field) => field.data_type !== 'date');
  // A business's classification is the signer's to choose (issue 43): the service's guess is not
  // offered as if chosen; an individual is an individual/sole proprietor.
  const prefilled = Object.fromEntries(
    inputs.map((field) => [
      field.key,
      field.key === CLASSIFICATION && contractorType === 'Business' ? '' : (field.value ?? ''),
    ]),
  );
  // The masked TIN the service gave, left or typed back, keeps the number on file (DECISIONS 55).
  const keepsTinOnFile = (value: string) =>
    !!prefilled[TIN] && maskedForm(value) === maskedForm(prefilled[TIN]);
  const rules = inputs.map(({ key, required }): [string, z.ZodMiniType<string>] => {
    const rule = required ? requiredText : z.string();
    // The masked TIN stands for the one on file; anything else must be a whole new one.
    return [
      key,
      key === TIN
        ? rule.check(
            z.refine(
              (value) => keepsTinOnFile(value) || SSN_PATTERN.test(value.replaceAll('-', '')),
              messageKey(tinMessage),
            ),
          )
        : rule,
    ];
  });

  // A refetch (the address saved meanwhile) refreshes what the signer has not touched.
  const form = useFilledSignatureForm<ContractorDocument, ContractorW9Values>({
    schema: z.object({
      fields: z.object(Object.fromEntries(rules)),
      agree: agreement(),
    }),
    values: { fields: prefilled, agree: false },
    sign: async ({ fields }) => {
      const sent = inputs
        .filter(
          ({ key }) => fields[key] !== prefilled[key] && !(key === TIN && keepsTinOnFile(fields[key] ?? '')),
        )
        .map(({ key }) => ({ key, value: fields[key] ?? '' }));
      try {
        return await sign.mutateAsync({ documentId: document.uuid, body: { agree: true, fields: sent } });
      } catch (error) {
        throw isApiError(error) ? onW9Fields(error, sent, tinMessage) : error;
      }
    },
    onSigned: options.onSigned,
  });
  return { ...form, inputs };
}
