import type { Ref } from 'react';
import type { Location } from '../../api/types/locations';
import { useLocations } from '../../hooks/locations';
import { companyLocationsQuery } from '../../hooks/useCompanyLocationForm';
import { useComponents, type TableColumn } from '../../ui';
import { QueryTable } from '../shared/QueryTable';
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
  const { Button, Badge, Alert } = useComponents();
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
        <span className="pk-employee-list__actions">
          {row.mailing_address ? <Badge tone="info">{t('list.mailing')}</Badge> : null}{' '}
          {row.filing_address ? <Badge tone="info">{t('list.filing')}</Badge> : null}{' '}
          {row.active ? null : <Badge tone="neutral">{t('list.inactive')}</Badge>}
        </span>
      ),
    },
    {
      key: 'actions',
      header: t('list.actions'),
      cell: (row) =>
        onEdit ? (
          <Button
            type="button"
            size="sm"
            variant="secondary"
            data-location-edit={row.uuid}
            aria-label={t('list.editFor', { address: formatAddress(row) })}
            onClick={() => onEdit(row.uuid)}
          >
            {t('list.edit')}
          </Button>
        ) : null,
    },
  ];

  const addButton = onAdd ? (
    <Button type="button" onClick={onAdd}>
      {t('list.add')}
    </Button>
  ) : null;
  const data = query.data;

  return (
    <section className="pk-employee-list" aria-labelledby="pk-location-list-title">
      <div className="pk-employee-list__header">
        <h2 id="pk-location-list-title" ref={headingRef} tabIndex={-1} className="pk-onboarding-step__title">
          {t('list.title')}
        </h2>
        {data && data.items.length > 0 ? addButton : null}
      </div>
      {notice ? (
        <Alert tone="success" onDismiss={onDismissNotice}>
          {notice}
        </Alert>
      ) : null}
      <QueryTable
        query={query}
        rows={data?.items}
        columns={columns}
        rowKey={(row) => row.uuid}
        caption={t('list.caption')}
        text={{
          error: t('list.error'),
          retry: t('list.retry'),
          emptyTitle: t('list.empty.title'),
          emptyDescription: t('list.empty.description'),
        }}
        emptyAction={addButton}
      />
    </section>
  );
}
