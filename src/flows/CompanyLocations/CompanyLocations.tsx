import { useEffect, useRef, useState } from 'react';
import type { Location } from '../../api/types/locations';
import type { LocationsEventHandler } from './events';
import { formatAddress } from './formatAddress';
import { LocationForm } from './LocationForm';
import { LocationList } from './LocationList';
import { useLocationsMessages } from './useLocationsMessages';

/** Props of {@link CompanyLocations}. */
export interface CompanyLocationsProps {
  companyId: string;
  onEvent?: LocationsEventHandler;
}

/** The list, or the form adding a location, or the form editing one. */
type View = { view: 'list'; focus?: string } | { view: 'add' } | { view: 'edit'; locationId: string };

/**
 * The company's locations: the list with Mailing / Filing badges, adding a location and editing
 * one (version-aware, with the conflict prompt), and each location's minimum wages. Focus moves
 * to the form's heading when it opens, and back to the row's Edit button (or the list heading)
 * when it closes.
 *
 * @example
 * <PayrollProvider baseUrl="/api/payroll">
 *   <CompanyLocations companyId={companyId} onEvent={(type, payload) => track(type, payload)} />
 * </PayrollProvider>
 */
export function CompanyLocations({ companyId, onEvent }: CompanyLocationsProps) {
  const { t } = useLocationsMessages();
  const [view, setView] = useState<View>({ view: 'list' });
  const [notice, setNotice] = useState<string>();
  const container = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(view);

  // Move focus on every change of view, never on first render (the partner page keeps its focus).
  useEffect(() => {
    if (shown.current === view) return;
    shown.current = view;
    const target =
      view.view === 'list' && view.focus
        ? container.current?.querySelector<HTMLElement>(`[data-location-edit="${view.focus}"]`)
        : undefined;
    (target ?? heading.current)?.focus();
  }, [view]);

  const saved = (location: Location, created: boolean) => {
    const address = formatAddress(location);
    setNotice(t(created ? 'list.created' : 'list.updated', { address }));
    setView({ view: 'list', focus: created ? undefined : location.uuid });
  };

  return (
    <div className="pk-onboarding" ref={container}>
      {view.view === 'list' ? (
        <LocationList
          companyId={companyId}
          headingRef={heading}
          notice={notice}
          onDismissNotice={() => setNotice(undefined)}
          onAdd={() => {
            setNotice(undefined);
            setView({ view: 'add' });
          }}
          onEdit={(locationId) => {
            setNotice(undefined);
            setView({ view: 'edit', locationId });
          }}
        />
      ) : (
        <LocationForm
          key={view.view === 'edit' ? view.locationId : 'new'}
          companyId={companyId}
          locationId={view.view === 'edit' ? view.locationId : undefined}
          headingRef={heading}
          onEvent={onEvent}
          onSaved={saved}
          onCancel={() =>
            setView({ view: 'list', focus: view.view === 'edit' ? view.locationId : undefined })
          }
        />
      )}
    </div>
  );
}
