import type { Ref } from 'react';
import type { Location } from '../../api/types/locations';
import { useLocations } from '../../hooks/locations';
import { companyLocationsQuery } from '../../hooks/useCompanyLocationForm';
import { useComponents, type TableColumn } from '../../ui';
import { editColumn, ListLayout, listText } from '../shared/ListLayout';
import { formatAddress, formatPhone } from './formatAddress';
import { useLocationsMessages } from './useLocationsMessages';

/** Props of {@link LocationList}. */
export interface LocationListProps {
  companyId: string;
  /** "Add location" was pressed. */
  onAdd?: () => void;
  /** "Edit" was pressed on a row. */
  onEdit?: (locationId: string) => void;
  /** A confirmation to show above the table (e.g. after a save). */
  notice?: string;
  onDismissNotice?: () => void;
  /** The list heading, for a shell that puts focus back on it. */
  headingRef?: Ref<HTMLHeadingElement>;
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
  const { Button, Badge } = useComponents();
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

  const addButton = onAdd ? (
    <Button type="button" onClick={onAdd}>
      {t('list.add')}
    </Button>
  ) : null;

  return (
    <ListLayout
      title={t('list.title')}
      headingRef={headingRef}
      action={addButton}
      notice={notice ? { tone: 'success', text: notice } : undefined}
      onDismissNotice={onDismissNotice}
      query={query}
      rows={query.data?.items}
      columns={columns}
      rowKey={(row) => row.uuid}
      caption={t('list.caption')}
      text={listText(t)}
    />
  );
}
