import type { MinimumWage } from '../../api/employees/types';
import { useMinimumWages } from '../../hooks/locations';
import {
  usePrimitives,
  useFormat,
  type TableColumn,
  Table as DefaultTable,
  Alert as DefaultAlert,
  Spinner as DefaultSpinner,
} from '../../ui';
import { useLocationsMessages } from './useLocationsMessages';

/** Props of {@link MinimumWages}. */
export interface MinimumWagesProps {
  locationId: string;
}

/**
 * The minimum wages that apply at a location (federal, state, city), as the service lists them.
 *
 * @example
 * <MinimumWages locationId={location.uuid} />
 */
export function MinimumWages({ locationId }: MinimumWagesProps) {
  const { Table, Alert, Spinner } = usePrimitives({
    Table: DefaultTable,
    Alert: DefaultAlert,
    Spinner: DefaultSpinner,
  });
  const { t } = useLocationsMessages();
  const format = useFormat();
  const wages = useMinimumWages(locationId);

  const columns: TableColumn<MinimumWage>[] = [
    { key: 'authority', header: t('wages.authority'), cell: (row) => row.authority },
    { key: 'wage', header: t('wages.wage'), align: 'end', cell: (row) => format.money(row.wage) },
    { key: 'type', header: t('wages.type'), cell: (row) => row.wage_type },
    { key: 'effective', header: t('wages.effective'), cell: (row) => format.date(row.effective_date) },
    { key: 'notes', header: t('wages.notes'), cell: (row) => row.notes ?? '' },
  ];

  return (
    <section className="pk-flow-section__aside" aria-labelledby={`pk-wages-${locationId}`}>
      <h3 id={`pk-wages-${locationId}`}>{t('wages.title')}</h3>
      {wages.isError ? (
        <Alert tone="danger">{t('wages.error')}</Alert>
      ) : wages.isLoading || !wages.data ? (
        <Spinner label={t('wages.loading')} />
      ) : (
        <Table
          caption={t('wages.caption')}
          hideCaption
          columns={columns}
          rows={wages.data}
          rowKey={(row) => row.uuid}
          empty={t('wages.none')}
        />
      )}
    </section>
  );
}
