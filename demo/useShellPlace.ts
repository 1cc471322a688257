import { useCallback, useEffect, useState } from 'react';

/**
 * Where the partner's shell is, kept in its own query parameters (`section`, `company`) beside
 * the flows' `pk_*` ones: a reload or a shared link opens the same section of the same company,
 * and the browser's Back button returns to the previous section.
 *
 * @example
 * const [place, go] = useShellPlace('employees');
 * go({ section: 'payroll' });
 */
export function useShellPlace<S extends string>(
  fallback: S,
  known: readonly S[],
): [{ section: S; company: string | undefined }, (next: { section?: S; company?: string }) => void] {
  const read = useCallback(() => {
    const params = new URL(window.location.href).searchParams;
    const section = params.get('section') as S | null;
    return {
      section: section && known.includes(section) ? section : fallback,
      company: params.get('company') ?? undefined,
    };
  }, [fallback, known]);
  const [place, setPlace] = useState(read);

  useEffect(() => {
    const onPop = () => setPlace(read());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [read]);

  const go = useCallback((next: { section?: S; company?: string }) => {
    setPlace((current) => {
      const place = { ...current, ...next };
      const url = new URL(window.location.href);
      url.searchParams.set('section', place.section);
      if (place.company) url.searchParams.set('company', place.company);
      if (url.href !== window.location.href) window.history.pushState(null, '', url);
      return place;
    });
  }, []);
  return [place, go];
}
