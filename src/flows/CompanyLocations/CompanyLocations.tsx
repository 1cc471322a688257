import { useState } from 'react';
import type { Location } from '../../api/locations/types';
import { usePrimitives, Spinner as DefaultSpinner } from '../../ui';
import { lazyScreen, usePrefetchOnIdle } from '../shared/lazyScreen';
import { ListFormView } from '../shared/ListFormView';
import type { LocationsEventHandler } from './events';
import { formatAddress } from './formatAddress';
import { LocationList } from './LocationList';
import { companyLocationsTransitions } from './transitions';
import { useLocationsMessages } from './useLocationsMessages';

function FormPending() {
  const { Spinner } = usePrimitives({ Spinner: DefaultSpinner });
  const { t } = useLocationsMessages();
  return <Spinner label={t('form.loading')} />;
}

/** The form (with react-hook-form and zod) leaves the list's first load; fetched on idle. */
const LocationForm = lazyScreen(
  () => import('./LocationForm').then((module) => module.LocationForm),
  FormPending,
);

/** Props of {@link CompanyLocations}. */
export interface CompanyLocationsProps {
  companyId: string;
  onEvent?: LocationsEventHandler;
  /**
   * Keep the open form in the URL (`?pk_locations=new`, or the record's uuid): opening a form is a
   * history entry, and the browser's Back button returns to the list, asking first when something
   * typed is not saved. Off by default: the partner's router may own the URL.
   *
   * @example
   * <CompanyLocations companyId={companyId} urlSync />
   */
  urlSync?: boolean;
}

/**
 * The company's locations: the list, paged past 100, with Mailing / Filing / Inactive badges, adding a location and editing
 * one (version-aware, with the conflict prompt; an inactive one is read-only), and each
 * location's minimum wages. Focus moves
 * to the form's heading when it opens, and back to the row's Edit button (or the list heading)
 * when it closes.
 *
 * @example
 * <PayrollProvider baseUrl="/api/payroll">
 *   <CompanyLocations companyId={companyId} onEvent={(type, payload) => track(type, payload)} />
 * </PayrollProvider>
 */
export function CompanyLocations({ companyId, onEvent, urlSync }: CompanyLocationsProps) {
  const { t } = useLocationsMessages();
  // Kept here, so that coming back from a location shows the page it was on.
  const [page, setPage] = useState(1);
  usePrefetchOnIdle(LocationForm);
  return (
    <div className="pk-records pk-company-locations">
      <ListFormView<Location, string>
        editAttribute="data-location-edit"
        transitions={companyLocationsTransitions}
        urlSync={urlSync ? { param: 'pk_locations' } : undefined}
        savedNotice={(location, created) =>
          t(created ? 'list.created' : 'list.updated', { address: formatAddress(location) })
        }
        list={(view) => <LocationList companyId={companyId} page={page} onPageChange={setPage} {...view} />}
        form={(view) => (
          <LocationForm companyId={companyId} locationId={view.recordId} onEvent={onEvent} {...view} />
        )}
      />
    </div>
  );
}
