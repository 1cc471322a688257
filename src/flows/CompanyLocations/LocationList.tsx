import { useState } from 'react';
import type { Location } from '../../api/locations/types';
import { useLocations } from '../../hooks/locations';
import { companyLocationsQuery } from '../../hooks/locations/queries';
import { usePrimitives, type TableColumn, Badge as DefaultBadge } from '../../ui';
import { editColumn, FlowList, type RecordListProps } from '../shared/ListLayout';
import { formatPhone } from '../../hooks/schemas/phone';
import { formatAddress } from './formatAddress';
import { useLocationsMessages } from './useLocationsMessages';

/** Props of {@link LocationList}. */
export interface LocationListProps extends RecordListProps {
  companyId: string;
  /** The page shown, when the parent keeps it (so it survives opening a location); else its own. */
  page?: number;
  onPageChange?: (page: number) => void;
}

/**
 * The company's locations, 100 a page with page controls past that, active and inactive:
 * address, phone, Mailing / Filing badges, inactive ones marked, with "Add location", an "Edit"
 * button per active row and a "View" button per inactive one (an inactive location is kept for
 * the record and cannot change), each named after its address for screen readers.
 *
 * @example
 * <LocationList companyId={companyId} onAdd={openAdd} onEdit={openEdit} />
 */
export function LocationList({
  companyId,
  onEdit,
  page: shownPage,
  onPageChange,
  ...view
}: LocationListProps) {
  const { Badge } = usePrimitives({ Badge: DefaultBadge });
  const { t } = useLocationsMessages();
  const [ownPage, setOwnPage] = useState(1);
  const page = shownPage ?? ownPage;
  const setPage = onPageChange ?? setOwnPage;
  const query = useLocations(
    companyId,
    page === 1 ? companyLocationsQuery : { ...companyLocationsQuery, page },
  );
  const data = query.data;

  const columns: TableColumn<Location>[] = [
    { key: 'address', header: t('list.address'), cell: (row) => formatAddress(row) },
    {
      key: 'phone',
      header: t('list.phone'),
      cell: (row) => <span className="pk-nowrap">{formatPhone(row.phone_number)}</span>,
    },
    {
      key: 'designations',
      header: t('list.designations'),
      cell: (row) => (
        <span className="pk-flow-inline">
          {row.mailing_address ? <Badge tone="info">{t('list.mailing')}</Badge> : null}{' '}
          {row.filing_address ? <Badge tone="info">{t('list.filing')}</Badge> : null}{' '}
          {row.active === false ? <Badge tone="neutral">{t('list.inactive')}</Badge> : null}
        </span>
      ),
    },
    editColumn<Location>({
      header: t('list.actions'),
      label: (row) => t(row.active === false ? 'list.view' : 'list.edit'),
      labelFor: (row) =>
        t(row.active === false ? 'list.viewFor' : 'list.editFor', { address: formatAddress(row) }),
      attribute: 'data-location-edit',
      onEdit,
    }),
  ];

  return (
    <FlowList t={t} query={query} columns={columns} {...view} onPageChange={setPage}>
      {data?.items.some((row) => row.active === false) ? (
        <p className="pk-flow-section__description">{t('list.inactive.hint')}</p>
      ) : null}
    </FlowList>
  );
}
