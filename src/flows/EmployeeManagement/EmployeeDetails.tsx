import { useState, type ReactNode } from 'react';
import { usePrimitives, Alert as DefaultAlert } from '../../ui';
import { lazyScreen } from '../shared/lazyScreen';
import { useManagementMessages } from './useManagementMessages';

// Each section is the onboarding's own step block (flows/shared/employee), fetched when the page
// shows it: the employee list's first load carries none of them.
const PersonalDetails = lazyScreen(() =>
  import('../shared/employee/PersonalDetails').then((module) => module.PersonalDetails),
);
const HomeAddress = lazyScreen(() =>
  import('../shared/employee/HomeAddress').then((module) => module.HomeAddress),
);
const WorkAddress = lazyScreen(() =>
  import('../shared/employee/WorkAddress').then((module) => module.WorkAddress),
);
const FederalTaxes = lazyScreen(() =>
  import('../shared/employee/FederalTaxes').then((module) => module.FederalTaxes),
);
const StateTaxes = lazyScreen(() =>
  import('../shared/employee/StateTaxes').then((module) => module.StateTaxes),
);
const PaymentMethod = lazyScreen(() =>
  import('../shared/employee/PaymentMethod').then((module) => module.PaymentMethod),
);

/** The employee page's detail sections. */
type Section = 'personal' | 'home' | 'work' | 'federal' | 'state' | 'payment';

/** Props of {@link EmployeeDetails}. */
export interface EmployeeDetailsProps {
  companyId: string;
  employeeId: string;
}

/**
 * An onboarded employee's details on their page, each edited in place with the onboarding's own
 * block (one implementation for both flows): personal details (the SSN masked, never sent back),
 * home address with its history, work address, federal taxes (W-4), the state taxes the service
 * asks for, and the payment method with bank accounts and splits. Each saves on its own and says
 * so under its form; a refusal lands on its field with everything typed kept.
 *
 * @example
 * <EmployeeDetails companyId={companyId} employeeId={employeeId} />
 */
export function EmployeeDetails({ companyId, employeeId }: EmployeeDetailsProps) {
  const { Alert } = usePrimitives({ Alert: DefaultAlert });
  const { t } = useManagementMessages();
  const [saved, setSaved] = useState<Section>();
  const block = { companyId, employeeId, submitLabel: t('details.save') };
  /** A section's block, then its save confirmed under it (a polite status). */
  const section = (name: Section, render: (onComplete: () => void) => ReactNode) => (
    <div key={name}>
      {render(() => setSaved(name))}
      {saved === name ? (
        <Alert tone="success" title={t('details.saved')} onDismiss={() => setSaved(undefined)} />
      ) : null}
    </div>
  );
  return (
    <>
      {section('personal', (onComplete) => (
        <PersonalDetails {...block} onComplete={onComplete} />
      ))}
      {section('home', (onComplete) => (
        <HomeAddress {...block} onComplete={onComplete} />
      ))}
      {section('work', (onComplete) => (
        <WorkAddress {...block} onComplete={onComplete} />
      ))}
      {section('federal', (onComplete) => (
        <FederalTaxes {...block} onComplete={onComplete} />
      ))}
      {section('state', (onComplete) => (
        <StateTaxes {...block} onComplete={onComplete} />
      ))}
      {section('payment', (onComplete) => (
        <PaymentMethod {...block} onComplete={onComplete} />
      ))}
    </>
  );
}
