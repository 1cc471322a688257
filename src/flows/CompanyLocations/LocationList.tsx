import type { Location } from '../../api/types/locations';
import { useLocations } from '../../hooks/locations';
import { companyLocationsQuery } from '../../hooks/useCompanyLocationForm';
import { useComponents, type TableColumn } from '../../ui';
import { editColumn, FlowList, type RecordListProps } from '../shared/ListLayout';
import { formatAddress, formatPhone } from './formatAddress';
import { useLocationsMessages } from './useLocationsMessages';

/** Props of {@link LocationList}. */
export interface LocationListProps extends RecordListProps {
  companyId: string;
}

/**
 * The company's locations: address, phone, Mailing / Filing badges, inactive ones marked, with
 * "Add location" and an "Edit" button per row (each named after its address for screen readers).
 *
 * @example
 * <LocationList companyId={companyId} onAdd={openAdd} onEdit={openEdit} />
 */
export function LocationList({
  companyId,
  onAdd,
  onEdit,
  notice,
  onDismissNotice,
  headingRef,
}: LocationListProps) {
  const { Badge } = useComponents();
  const { t } = useLocationsMessages();
  const query = useLocations(companyId, companyLocationsQuery);

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
          {row.active ? null : <Badge tone="neutral">{t('list.inactive')}</Badge>}
        </span>
      ),
    },
    editColumn<Location>({
      header: t('list.actions'),
      label: t('list.edit'),
      labelFor: (row) => t('list.editFor', { address: formatAddress(row) }),
      attribute: 'data-location-edit',
      onEdit,
    }),
  ];

  return (
    <FlowList t={t} query={query} columns={columns} {...{ headingRef, onAdd, notice, onDismissNotice }} />
  );
}
