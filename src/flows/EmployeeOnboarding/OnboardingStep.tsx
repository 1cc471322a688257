import type { OnboardingDefaultValues } from './EmployeeOnboarding';
import type { ComponentType } from 'react';
import type {
  OnboardingEventHandler,
  OnboardingStepProps as StepBlockProps,
} from '../shared/employee/stepContract';
import type { EmployeeOnboardingScreen } from './transitions';
import { Documents } from './steps/Documents';
import { FederalTaxes } from '../shared/employee/FederalTaxes';
import { HomeAddress } from '../shared/employee/HomeAddress';
import { JobCompensation } from './steps/JobCompensation';
import { PaymentMethod } from '../shared/employee/PaymentMethod';
import { PersonalDetails } from '../shared/employee/PersonalDetails';
import { SelfOnboardingScreen } from './steps/SelfOnboardingScreen';
import { StateTaxes } from '../shared/employee/StateTaxes';
import { Summary } from './steps/Summary';
import { WorkAddress } from '../shared/employee/WorkAddress';
/** Props of {@link OnboardingStep}. */
export interface OnboardingStepProps {
  /** The step (named as the service names it: `personal_details`, …), or `summary`. */
  step: EmployeeOnboardingScreen;
  companyId: string;
  /** Undefined while adding: only personal details can be shown then. */
  employeeId: string | undefined;
  onEvent?: OnboardingEventHandler;
  defaultValues?: OnboardingDefaultValues;
  onBack: (() => void) | undefined;
  onDirtyChange: (dirty: boolean) => void;
  /** The step saved, for this employee (the one just created, on personal details). */
  onComplete: (employeeId: string) => void;
  /** The summary's "Edit" on a step. */
  onEditStep: (step: string) => void;
  /** The block of the optional deductions step, when the flow offers it. */
  deductions?: ComponentType<StepBlockProps>;
}

/**
 * The block of one onboarding step. It is the onboarding's lazily loaded screen: every step, with
 * react-hook-form and zod, stays out of the first load of the employee list.
 *
 * @example
 * <OnboardingStep step="add_home_address" companyId={companyId} employeeId={employeeId}
 *   onBack={back} onDirtyChange={setDirty} onComplete={next} onEditStep={go} />
 */
export function OnboardingStep(props: OnboardingStepProps) {
  const { step, employeeId: id, defaultValues } = props;
  const common = {
    companyId: props.companyId,
    onEvent: props.onEvent,
    onBack: props.onBack,
    onDirtyChange: props.onDirtyChange,
  };
  if (step === 'personal_details') {
    return (
      <PersonalDetails
        {...common}
        employeeId={id}
        defaultValues={defaultValues?.personalDetails}
        onComplete={props.onComplete}
      />
    );
  }
  if (!id) return null;
  const stepProps = { ...common, employeeId: id, onComplete: () => props.onComplete(id) };
  switch (step) {
    case 'compensation_details':
      return <JobCompensation {...stepProps} defaultValues={defaultValues?.jobCompensation} />;
    case 'add_work_address':
      return <WorkAddress {...stepProps} defaultValues={defaultValues?.workAddress} />;
    case 'add_home_address':
      return <HomeAddress {...stepProps} defaultValues={defaultValues?.homeAddress} />;
    case 'federal_tax_setup':
      return <FederalTaxes {...stepProps} />;
    case 'state_tax_setup':
      return <StateTaxes {...stepProps} />;
    case 'direct_deposit_setup':
      return <PaymentMethod {...stepProps} />;
    case 'deductions': {
      const Deductions = props.deductions;
      return Deductions ? <Deductions {...stepProps} /> : null;
    }
    case 'employee_form_signing':
      return <Documents {...stepProps} />;
    case 'self_onboarding':
      return <SelfOnboardingScreen {...common} employeeId={id} onEditStep={props.onEditStep} />;
    default:
      return <Summary {...stepProps} onComplete={() => undefined} onEditStep={props.onEditStep} />;
  }
}
