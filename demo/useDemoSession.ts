import { useCallback, useEffect, useState } from 'react';

/** A company the signed-in admin may act for, as the partner's server lists it. */
export interface DemoCompany {
  id: string;
  name: string;
}

/**
 * The partner's own notion of who is signed in: the demo server answers `/api/session` from its
 * HttpOnly session cookie. The page never sees a payroll token, only the companies it may act for.
 *
 * @example
 * const session = useDemoSession();
 * if (session.status === 'ready') console.log(session.companies[0].name);
 */
export type DemoSession =
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'ready';
      userName: string;
      role: string;
      companies: DemoCompany[];
      /** The admin's own name, to sign back in as them. */
      adminName: string;
      /** Signed in as a person of one company ("Sign in as"), else null: the admin. */
      as: DemoSignedInPerson | null;
    };

/** The person the page is signed in as ("Sign in as", DECISIONS 63). */
export interface DemoSignedInPerson {
  role: 'employee' | 'contractor';
  uuid: string;
  companyId: string;
}

/** @example const { session, reload } = useDemoSession(); */
export function useDemoSession(): { session: DemoSession; reload: () => void } {
  const [session, setSession] = useState<DemoSession>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/session', { signal: controller.signal, credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const body = (await response.json()) as {
          userName: string;
          role: string;
          companies: DemoCompany[];
          adminName: string;
          as: DemoSignedInPerson | null;
        };
        if (body.companies.length === 0) throw new Error('no company');
        setSession({
          status: 'ready',
          userName: body.userName,
          role: body.role,
          companies: body.companies,
          adminName: body.adminName,
          as: body.as,
        });
      })
      .catch(() => {
        if (!controller.signal.aborted) setSession({ status: 'error' });
      });
    return () => controller.abort();
  }, [version]);
  const reload = useCallback(() => setVersion((count) => count + 1), []);
  return { session, reload };
}
