import { useEffect, useState } from 'react';
import type { DemoSignedInPerson } from './useDemoSession';

/** A person of the company the admin may sign in as, as the demo server lists them. */
interface DemoPerson {
  role: 'employee' | 'contractor';
  uuid: string;
  name: string;
}

/** Props of {@link SignInAs}. */
export interface SignInAsProps {
  companyId: string;
  /** Who the page is signed in as now (null: the admin). */
  current: DemoSignedInPerson | null;
  adminName: string;
  /** Signed in as someone else: the page starts over with the new session. */
  onSignedIn: () => void;
}

/**
 * The demo partner's "Sign in as": the admin, or an employee or a contractor of the current
 * company. The partner's own login (scripts/demoSignIn.ts) maps the choice to the proxy's
 * session, so the page then sees exactly what that person may see (DECISIONS 63).
 *
 * @example
 * <SignInAs companyId={companyId} current={session.as} adminName="Dana Admin" onSignedIn={reload} />
 */
export function SignInAs({ companyId, current, adminName, onSignedIn }: SignInAsProps) {
  const [people, setPeople] = useState<DemoPerson[] | undefined>();
  const [error, setError] = useState(false);
  // The people are read when the picker is first reached, not with every admin page: a page that
  // never switches who is signed in asks nothing of the demo's login. A person's page reads them at
  // once, to show who is signed in.
  const loadPeople = () => {
    if (people) return;
    setPeople([]);
    fetch(`/api/session/people?company=${encodeURIComponent(companyId)}`)
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        setPeople(((await response.json()) as { people: DemoPerson[] }).people);
      })
      .catch(() => {
        setPeople(undefined);
        setError(true);
      });
  };

  useEffect(() => {
    if (current) loadPeople();
    // Once, for the page of the person signed in: a new sign-in reloads the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const value = current ? `${current.role}:${current.uuid}` : 'admin';
  const signIn = async (choice: string) => {
    const [role, uuid] = choice.split(':');
    const response = await fetch('/api/session/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'payroll-kit' },
      body: JSON.stringify(role === 'admin' ? { as: 'admin' } : { as: role, uuid, companyId }),
    });
    if (!response.ok) return setError(true);
    setError(false);
    onSignedIn();
  };
  const group = (role: DemoPerson['role']) => (people ?? []).filter((person) => person.role === role);

  return (
    <span className="demo-sign-in">
      <label htmlFor="demo-sign-in-as">Sign in as</label>{' '}
      <select
        id="demo-sign-in-as"
        value={value}
        onFocus={loadPeople}
        onPointerEnter={loadPeople}
        onChange={(event) => void signIn(event.target.value)}
      >
        <option value="admin">{adminName} (admin)</option>
        <optgroup label="Employees">
          {group('employee').map((person) => (
            <option key={person.uuid} value={`employee:${person.uuid}`}>
              {person.name}
            </option>
          ))}
        </optgroup>
        <optgroup label="Contractors">
          {group('contractor').map((person) => (
            <option key={person.uuid} value={`contractor:${person.uuid}`}>
              {person.name}
            </option>
          ))}
        </optgroup>
      </select>
      {error ? <span role="alert"> Could not sign in. Try again.</span> : null}
    </span>
  );
}
