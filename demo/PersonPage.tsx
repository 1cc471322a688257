import type { ReactNode } from 'react';
import { ContractorSelfOnboarding, EmployeePortal, EmployeeSelfOnboarding } from '../src';
import { isSelfOnboarding, useEmployee } from '../src/headless';
import type { DemoSignedInPerson } from './useDemoSession';

const logEvent = (type: string, payload: unknown) => console.info('[payroll-kit]', type, payload);

/**
 * What a person signed in through "Sign in as" sees, in place of the admin's sections: an
 * employee their self-onboarding while it is theirs to do (the invited employee's link leads
 * here), then their portal; a contractor their own onboarding. The proxy holds them to their own
 * records (DECISIONS 63), whatever the page asks for.
 *
 * @example
 * <PersonPage person={session.as} />
 */
export function PersonPage({ person }: { person: DemoSignedInPerson }): ReactNode {
  if (person.role === 'employee') return <EmployeePage employeeId={person.uuid} />;
  return (
    <section aria-label="Your contractor page" className="demo-panel">
      <ContractorSelfOnboarding contractorId={person.uuid} onEvent={logEvent} />
    </section>
  );
}

function EmployeePage({ employeeId }: { employeeId: string }): ReactNode {
  const employee = useEmployee(employeeId);
  if (!employee.data) return <p role="status">Loading…</p>;
  return (
    <section aria-label="Your pay and time off" className="demo-panel">
      {isSelfOnboarding(employee.data.onboarding_status) ? (
        <EmployeeSelfOnboarding employeeId={employeeId} onEvent={logEvent} />
      ) : (
        <EmployeePortal employeeId={employeeId} onEvent={logEvent} />
      )}
    </section>
  );
}
