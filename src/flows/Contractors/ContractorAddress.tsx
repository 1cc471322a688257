import { useEffect, useState } from 'react';
import { useContractorAddressForm, type ContractorAddressValues } from '../../hooks/contractors';
import { usePrimitives, Alert as DefaultAlert, Button as DefaultButton } from '../../ui';
import { AddressFields } from '../shared/AddressFields';
import { InlineForm } from '../shared/InlineForm';
import { registeredField } from '../shared/registeredField';
import { useContractorsMessages } from './useContractorsMessages';
import { Aside } from './Aside';

/** Props of {@link ContractorAddress}. */
export interface ContractorAddressProps {
  companyId: string;
  contractorId: string;
  /** The address was saved (the self-onboarding moves on to its next step). */
  onSaved?: () => void;
  /** The form has typed changes not saved yet (a step flow's leave guard). */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * A contractor's one address: street, city, state and ZIP, saved version-aware; the service's
 * refusals land on their fields with everything typed kept.
 *
 * @example
 * <ContractorAddress companyId={companyId} contractorId={contractor.uuid} />
 */
export function ContractorAddress({
  companyId,
  contractorId,
  onSaved,
  onDirtyChange,
}: ContractorAddressProps) {
  const { Alert, Button } = usePrimitives({ Alert: DefaultAlert, Button: DefaultButton });
  const { t, fieldError } = useContractorsMessages();
  const [saved, setSaved] = useState(false);
  const address = useContractorAddressForm(companyId, contractorId, {
    onSaved: () => {
      setSaved(true);
      onSaved?.();
    },
  });
  const dirty = address.form.formState.isDirty;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const field = registeredField(
    address.form,
    (name: keyof ContractorAddressValues) => t(`field.${name}`),
    fieldError,
  );
  return (
    <Aside title={t('address.title')} step="address">
      {saved && !address.form.formState.isDirty ? (
        <Alert tone="success" onDismiss={() => setSaved(false)}>
          {t('address.saved')}
        </Alert>
      ) : null}
      <InlineForm form={address}>
        <AddressFields field={field} statePlaceholder={t('field.state.placeholder')} />
        <div className="pk-flow-section__actions">
          <Button type="submit" variant="secondary" loading={address.isSubmitting}>
            {t('address.save')}
          </Button>
        </div>
      </InlineForm>
    </Aside>
  );
}
