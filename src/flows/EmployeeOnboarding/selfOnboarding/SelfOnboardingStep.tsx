import type { OnboardingEventHandler } from '../../shared/employee/stepContract';
import { Documents } from '../steps/Documents';
import { FederalTaxes } from '../../shared/employee/FederalTaxes';
import { HomeAddress } from '../../shared/employee/HomeAddress';
import { PaymentMethod } from '../../shared/employee/PaymentMethod';
import { StateTaxes } from '../../shared/employee/StateTaxes';
import { I9SectionOne } from './I9SectionOne';
import { SelfPersonalDetails } from './SelfPersonalDetails';
import type { SelfStepId } from './selfSteps';

/** Props of {@link SelfOnboardingStep}. */
export interface SelfOnboardingStepProps {
  step: SelfStepId;
  companyId: string;
  employeeId: string;
  onEvent?: OnboardingEventHandler;
  onBack: () => void;
  onDirtyChange: (dirty: boolean) => void;
  /** The step saved. */
  onComplete: () => void;
}

/**
 * One step of `<EmployeeSelfOnboarding/>`, on the onboarding's own step blocks (the admin's
 * screens, the same rules and refusals): the employee's details, home address, W-4, state taxes,
 * payment method with its splits, the I-9's section 1 and the documents to sign. The flow's lazily
 * loaded screen: every form stays out of the overview's first load.
 *
 * @example
 * <SelfOnboardingStep step="add_home_address" companyId={companyId} employeeId={employeeId} onBack={toOverview} onDirtyChange={setDirty} onComplete={next} />
 */
export function SelfOnboardingStep({ step, ...props }: SelfOnboardingStepProps) {
  switch (step) {
    case 'personal_details':
      return <SelfPersonalDetails {...props} />;
    case 'add_home_address':
      return <HomeAddress {...props} />;
    case 'federal_tax_setup':
      return <FederalTaxes {...props} />;
    case 'state_tax_setup':
      return <StateTaxes {...props} employeeOnly />;
    case 'direct_deposit_setup':
      return <PaymentMethod {...props} />;
    case 'i9_section_1':
      return <I9SectionOne {...props} />;
    case 'employee_form_signing':
      return <Documents {...props} />;
  }
}
