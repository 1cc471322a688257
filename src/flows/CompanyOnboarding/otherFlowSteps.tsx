import { CompanyLocations } from '../CompanyLocations';
import { EmployeeOnboarding } from '../EmployeeOnboarding';
import { PaySchedules } from '../PaySchedules';
import { CompanyBlockStep, type CompanyBlockStepProps } from './CompanyBlockStep';

/** Props of {@link OtherFlowStep}. */
export interface OtherFlowStepProps extends Omit<CompanyBlockStepProps, 'children'> {
  today?: string;
}

/**
 * The steps another flow of the kit does, rendered as blocks (never copied): locations, pay
 * schedules, employees. Bundled with the other steps: one lazy module for every step gzips
 * smaller in total than a chunk of its own (the state forms and the industry table stay apart).
 *
 * @example
 * <OtherFlowStep step="pay_schedule" companyId={companyId} onComplete={next} />
 */
export function OtherFlowStep({ today, ...props }: OtherFlowStepProps) {
  const { companyId } = props;
  return (
    <CompanyBlockStep {...props}>
      {props.step === 'locations' ? (
        <CompanyLocations companyId={companyId} />
      ) : props.step === 'pay_schedule' ? (
        <PaySchedules companyId={companyId} today={today} />
      ) : (
        <EmployeeOnboarding companyId={companyId} />
      )}
    </CompanyBlockStep>
  );
}
