import { Button as DefaultButton, TextField as DefaultTextField, usePrimitives } from '../../ui';
import { useSignatoryInviteForm } from '../../hooks/company';
import { registeredField } from '../shared/registeredField';
import { CompanyStepLayout } from './CompanyStepLayout';
import { formSubmitProps } from '../shared/formSubmitProps';
import type { CompanyStepProps } from './stepProps';
import { useCompanyOnboardingMessages } from './useCompanyOnboardingMessages';

/** Props of {@link CompanySignatoryInvite}. */
export interface CompanySignatoryInviteProps extends CompanyStepProps {
  /** Back to entering the signatory's details here. */
  onEnterDetails: () => void;
}

/**
 * Invite the company's signatory by email: their name, email and title; the service emails them
 * to give the rest, their SSN included, themselves.
 *
 * @example
 * <CompanySignatoryInvite companyId={companyId} onEnterDetails={() => setInviting(false)} />
 */
export function CompanySignatoryInvite(props: CompanySignatoryInviteProps) {
  const { companyId, onEvent } = props;
  const { Button, TextField } = usePrimitives({ Button: DefaultButton, TextField: DefaultTextField });
  const { t, fieldError } = useCompanyOnboardingMessages();
  const invite = useSignatoryInviteForm(companyId, {
    onInvited: (signatory) => {
      onEvent?.('signatory.created', { companyId, signatoryId: signatory.uuid });
      props.onComplete?.();
    },
  });
  const field = registeredField(invite.form, (name) => t(`field.${name}` as 'field.first_name'), fieldError);
  return (
    <CompanyStepLayout
      title={t('signatory.invite.title')}
      description={t('signatory.invite.description')}
      {...formSubmitProps(invite)}
      onBack={props.onBack}
      submitLabel={t('signatory.invite.submit')}
      onDirtyChange={props.onDirtyChange}
      headingRef={props.headingRef}
      aside={
        <Button type="button" variant="ghost" onClick={props.onEnterDetails}>
          {t('signatory.details')}
        </Button>
      }
    >
      <TextField {...field('first_name')} required autoComplete="off" />
      <TextField {...field('last_name')} required autoComplete="off" />
      <TextField {...field('email')} required type="email" autoComplete="off" />
      <TextField {...field('title')} autoComplete="off" />
    </CompanyStepLayout>
  );
}
