import { useEffect, useState } from 'react';

/**
 * The partner's own notion of who is signed in: the demo server answers `/api/session` from its
 * HttpOnly session cookie. The page never sees a payroll token, only the company it may act for.
 *
 * @example
 * const session = useDemoSession();
 * if (session.status === 'ready') console.log(session.companyId);
 */
export type DemoSession =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; userName: string; role: string; companyId: string };

/** @example const session = useDemoSession(); */
export function useDemoSession(): DemoSession {
  const [session, setSession] = useState<DemoSession>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/session', { signal: controller.signal, credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const body = (await response.json()) as { userName: string; role: string; companyIds: string[] };
        const companyId = body.companyIds[0];
        if (!companyId) throw new Error('no company');
        setSession({ status: 'ready', userName: body.userName, role: body.role, companyId });
      })
      .catch(() => {
        if (!controller.signal.aborted) setSession({ status: 'error' });
      });
    return () => controller.abort();
  }, []);
  return session;
}
