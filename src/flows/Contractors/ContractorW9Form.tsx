import type { ContractorDocument } from '../../api/contractorDocuments/types';
import {
  useContractorW9Form,
  W9_TAX_CLASSIFICATIONS,
  type ContractorW9Values,
} from '../../hooks/contractorDocuments';
import {
  usePrimitives,
  Button as DefaultButton,
  Checkbox as DefaultCheckbox,
  Select as DefaultSelect,
  TextField as DefaultTextField,
} from '../../ui';
import { InlineForm } from '../shared/InlineForm';
import { registeredField } from '../shared/registeredField';
import { useContractorsMessages } from './useContractorsMessages';

/** Props of {@link ContractorW9Form}. */
export interface ContractorW9FormProps {
  companyId: string;
  contractorId: string;
  /** The W-9 to sign, its fields pre-filled by the service. */
  document: ContractorDocument;
  /** The W-9 was signed. */
  onSigned?: () => void;
}

/**
 * The W-9 to sign: each of its fields a labelled input pre-filled by the service (the TIN as
 * masked, replaced only by typing a new one), the tax classification a choice of the W-9's, the
 * required ones marked, the agreement, and Sign. Checked before sending; the service's refusals
 * land on their fields with everything typed kept.
 *
 * @example
 * <ContractorW9Form companyId={companyId} contractorId={contractorId} document={w9} />
 */
export function ContractorW9Form({ companyId, contractorId, document, onSigned }: ContractorW9FormProps) {
  const { Button, Checkbox, Select, TextField } = usePrimitives({
    Button: DefaultButton,
    Checkbox: DefaultCheckbox,
    Select: DefaultSelect,
    TextField: DefaultTextField,
  });
  const { t, lookup, fieldError } = useContractorsMessages();
  const w9 = useContractorW9Form(companyId, contractorId, document, { onSigned });
  const field = registeredField(
    w9.form,
    (name: keyof ContractorW9Values | `fields.${string}`) => lookup(`documents.${name}`, name),
    fieldError,
  );
  return (
    <InlineForm form={w9}>
      {w9.inputs.map(({ key, required }) =>
        key === 'tax_classification' ? (
          <Select
            key={key}
            {...field(`fields.${key}`)}
            required={required}
            placeholder={t('documents.class.placeholder')}
            options={W9_TAX_CLASSIFICATIONS.map((value) => ({
              value,
              label: t(`documents.class.${value}`),
            }))}
          />
        ) : (
          <TextField
            key={key}
            {...field(`fields.${key}`)}
            required={required}
            autoComplete="off"
            hint={lookup(`documents.fields.${key}.hint`, '') || undefined}
          />
        ),
      )}
      <Checkbox {...field('agree')} />
      <div className="pk-flow-section__actions">
        <Button type="submit" variant="secondary" loading={w9.isSubmitting}>
          {t('documents.sign')}
        </Button>
      </div>
    </InlineForm>
  );
}
