import { PersonalDetails } from '../../shared/employee/PersonalDetails';
import type { OnboardingStepProps } from '../../shared/employee/stepContract';

/**
 * Props of {@link SelfPersonalDetails}.
 *
 * @example
 * const props: SelfPersonalDetailsProps = { companyId, employeeId, onComplete: next };
 */
export type SelfPersonalDetailsProps = OnboardingStepProps;

/**
 * The employee's own details (UPSTREAM-3 L.1: names editable, date of birth and SSN theirs to
 * give): the shared personal details block in its person form ({@link PersonalDetails} with
 * `person`), without the admin's choice of who onboards and without the emails the company
 * invited them by. The SSN is masked, never shown back; one on file is kept unless they type
 * another.
 *
 * @example
 * <SelfPersonalDetails companyId={companyId} employeeId={employeeId} onComplete={next} />
 */
export function SelfPersonalDetails({ onComplete, ...props }: SelfPersonalDetailsProps) {
  return <PersonalDetails {...props} person onComplete={() => onComplete()} />;
}
