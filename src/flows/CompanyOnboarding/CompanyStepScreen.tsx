import { useState } from 'react';
import { useSignatory } from '../../hooks/company';
import { usePrimitives, Button as DefaultButton } from '../../ui';
import { lazyScreen } from '../shared/lazyScreen';
import { CompanyBankAccount } from './CompanyBankAccount';
import { CompanyDocuments } from './CompanyDocuments';
import { CompanyFederalTaxes } from './CompanyFederalTaxes';
import { CompanyIndustry } from './CompanyIndustry';
import { CompanyOnboardingFinish } from './CompanyOnboardingFinish';
import { CompanySignatory } from './CompanySignatory';
import { OtherFlowStep } from './otherFlowSteps';
// The optional previous payrolls ride in this steps module: their own chunk split the modules they
// share with the other steps into new chunks, 1.7 kB more in all than the step's own code.
import { PreviousPayrolls } from './PreviousPayrolls';
import type { CompanyStepId } from './companySteps';
import type { CompanyStepProps } from './stepProps';
import { StepPending } from './StepPending';
import { useCompanyOnboardingMessages } from './useCompanyOnboardingMessages';

/** Props of {@link CompanyStepScreen}. */
export interface CompanyStepScreenProps extends CompanyStepProps {
  screen: CompanyStepId | 'finish';
  onSkip?: () => void;
  /** The service's today, for the pay schedule block. */
  today?: string;
  sendTestDeposits?: boolean;
  /** The bank step's Continue while its test deposits are awaited (see `CompanyBankAccount`). */
  onContinueWhileWaiting?: () => Promise<boolean>;
  /** The legal name federal taxes start from while the service has none. */
  suggestedLegalName?: string;
}

// The state forms are their own chunk, fetched only when that step opens.
const StateTaxesScreen = lazyScreen(
  () => import('./CompanyStateTaxes').then((module) => module.CompanyStateTaxes),
  StepPending,
);

/**
 * The block of one step, as the flow shows it (each is also exported to render alone).
 *
 * @example
 * <CompanyStepScreen screen="federal_taxes" companyId={companyId} onComplete={next} />
 */
export function CompanyStepScreen({
  screen,
  today,
  sendTestDeposits,
  onContinueWhileWaiting,
  suggestedLegalName,
  onSkip,
  ...props
}: CompanyStepScreenProps) {
  switch (screen) {
    case 'federal_taxes':
      return <CompanyFederalTaxes {...props} suggestedLegalName={suggestedLegalName} />;
    case 'industry':
      return <CompanyIndustry {...props} />;
    case 'bank_account':
      return (
        <CompanyBankAccount
          {...props}
          sendTestDeposits={sendTestDeposits}
          onContinueWhileWaiting={onContinueWhileWaiting}
        />
      );
    case 'state_taxes':
      return <StateTaxesScreen {...props} />;
    case 'previous_payrolls':
      return <PreviousPayrolls {...props} onSkip={onSkip} />;
    case 'sign_forms':
      return <SignForms {...props} />;
    case 'finish':
      return <CompanyOnboardingFinish {...props} />;
    case 'locations':
    case 'pay_schedule':
    case 'employees':
      return <OtherFlowStep {...props} step={screen} today={today} onSkip={onSkip} />;
  }
}

/** The signatory first, then the forms they sign. */
function SignForms(props: CompanyStepProps) {
  const { Button } = usePrimitives({ Button: DefaultButton });
  const { t } = useCompanyOnboardingMessages();
  const signatory = useSignatory(props.companyId);
  const [editing, setEditing] = useState(false);
  if (signatory.isLoading) return <StepPending />;
  if (!signatory.data || editing)
    return (
      <CompanySignatory {...props} submitLabel={t('flow.continue')} onComplete={() => setEditing(false)} />
    );
  return (
    <>
      <CompanyDocuments {...props} />
      <Button type="button" variant="ghost" onClick={() => setEditing(true)}>
        {t('signatory.edit')}
      </Button>
    </>
  );
}
