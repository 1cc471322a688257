import type { Ref } from 'react';
import type { CompanyBenefit } from '../../api/benefits/types';
import {
  useCompanyBenefit,
  useCompanyBenefitForm,
  useSupportedBenefits,
  type CompanyBenefitValues,
} from '../../hooks/benefits';
import { usePrimitives, Select as DefaultSelect, TextField as DefaultTextField } from '../../ui';
import { FormLayout } from '../shared/FormLayout';
import { recordFormLayout } from '../shared/recordFormLayout';
import { registeredField } from '../shared/registeredField';
import { useFormMessages } from '../shared/useFormMessages';
import { benefitTreatment } from './benefitTreatment';
import type { CompanyBenefitsEventHandler } from './events';
import { companyBenefitsMessages } from './messages';

/** Props of {@link CompanyBenefitForm}. */
export interface CompanyBenefitFormProps {
  companyId: string;
  /** The benefit to edit; without it the form adds one. */
  benefitId?: string;
  onSaved?: (benefit: CompanyBenefit, created: boolean) => void;
  onCancel?: () => void;
  onEvent?: CompanyBenefitsEventHandler;
  /** The form heading, for a shell that moves focus to it. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * Add or edit one company benefit: its type, from the service's supported types, each named with
 * its tax treatment in words (fixed once added), and its description. The service's refusals land
 * on their fields with everything typed kept; a colleague's change to the same field asks before
 * overwriting (the version the form started from is sent).
 *
 * @example
 * <CompanyBenefitForm companyId={companyId} benefitId={id} onSaved={backToList} onCancel={backToList} />
 */
export function CompanyBenefitForm(props: CompanyBenefitFormProps) {
  const { companyId, benefitId, onEvent } = props;
  const { Select, TextField } = usePrimitives({ Select: DefaultSelect, TextField: DefaultTextField });
  const { t, fieldError } = useFormMessages(companyBenefitsMessages);
  const types = useSupportedBenefits();
  const shown = useCompanyBenefit(companyId, benefitId);
  const benefit = benefitId ? shown.data : undefined;
  const record = useCompanyBenefitForm({
    companyId,
    benefit,
    onSaved: (saved, created) => {
      onEvent?.(created ? 'companyBenefit.created' : 'companyBenefit.updated', {
        benefitId: saved.uuid,
        description: saved.description,
      });
      props.onSaved?.(saved, created);
    },
  });
  const editing = Boolean(benefitId);
  const label = (name: keyof CompanyBenefitValues) => t(`field.${name}`);
  const field = registeredField(record.form, label, fieldError);
  const chosen = types.data?.find((type) => String(type.benefit_type) === record.form.watch('benefit_type'));

  return (
    <FormLayout
      {...recordFormLayout(
        {
          ...record,
          isLoading: types.isLoading || (editing && shown.isLoading),
          loadError: types.error ?? (editing ? shown.error : null),
        },
        {
          t,
          editing,
          found: Boolean(benefit),
          view: props,
          messages: companyBenefitsMessages,
          fieldLabel: (name) => label(name as keyof CompanyBenefitValues),
        },
      )}
    >
      <Select
        {...field('benefit_type')}
        required
        disabled={editing}
        placeholder={t('field.benefit_type.placeholder')}
        options={(types.data ?? []).map((type) => ({ value: String(type.benefit_type), label: type.name }))}
        hint={
          [
            chosen ? t(`treatment.${benefitTreatment(chosen)}`) : '',
            editing ? t('field.benefit_type.fixed') : '',
          ]
            .filter(Boolean)
            .join(' ') || undefined
        }
      />
      <TextField {...field('description')} required hint={t('field.description.hint')} />
    </FormLayout>
  );
}
