import type { ReactNode } from 'react';
import { EmployeePortal } from '../src';
import type { DemoSignedInPerson } from './useDemoSession';

/**
 * What a person signed in through "Sign in as" sees, in place of the admin's sections: an
 * employee their portal, a contractor their page. The proxy holds them to their own records
 * (DECISIONS 63), whatever the page asks for.
 *
 * @example
 * <PersonPage person={session.as} />
 */
export function PersonPage({ person }: { person: DemoSignedInPerson }): ReactNode {
  if (person.role === 'employee') {
    // Self-onboarding (issue 42): once <EmployeeSelfOnboarding employeeId/> is on main, an employee
    // whose onboarding_status is one of the self_onboarding_* states (invited, started, overdue)
    // sees it here instead of the portal, and the portal once the admin finished their onboarding.
    return (
      <section aria-label="Your pay and time off" className="demo-panel">
        <EmployeePortal
          employeeId={person.uuid}
          onEvent={(type, payload) => console.info('[payroll-kit]', type, payload)}
        />
      </section>
    );
  }
  // A contractor's own page (issue 42): <ContractorSelfOnboarding contractorId/> belongs here once
  // it is on main; until then the demo says so, and the proxy already scopes the session.
  return (
    <section aria-label="Your contractor page" className="demo-panel">
      <h2>Your contractor page</h2>
      <p>
        You are signed in as a contractor of this company. Your self-onboarding and payments page is not in
        this demo yet; sign in as the admin to see the company side.
      </p>
    </section>
  );
}
