import type { Garnishment } from '../../api/garnishments/types';
import { useGarnishments } from '../../hooks/garnishments';
import { usePrimitives, useFormat, type TableColumn, Badge as DefaultBadge } from '../../ui';
import { editColumn, FlowList, type ListMessageKey, type RecordListProps } from '../shared/ListLayout';
import { useManagementMessages } from './useManagementMessages';

/** Props of {@link GarnishmentList}. */
export interface GarnishmentListProps extends RecordListProps {
  employeeId: string;
}

/**
 * The employee's garnishment orders, active and deactivated: description, kind, amount (dollars
 * or a percent of net pay), status, "Add a garnishment" and an "Edit" button per order.
 *
 * @example
 * <GarnishmentList employeeId={employeeId} onAdd={openAdd} onEdit={openEdit} />
 */
export function GarnishmentList({ employeeId, onEdit, ...view }: GarnishmentListProps) {
  const { Badge } = usePrimitives({ Badge: DefaultBadge });
  const { t, lookup } = useManagementMessages();
  const format = useFormat();
  const query = useGarnishments(employeeId, { per: 100 });
  // No type and no court order: a voluntary deduction after taxes.
  const kind = (row: Garnishment) =>
    row.garnishment_type
      ? lookup(`type.${row.garnishment_type}`, row.garnishment_type)
      : row.court_ordered
        ? ''
        : t('type.voluntary');
  const name = (row: Garnishment) => row.description || kind(row);
  const columns: TableColumn<Garnishment>[] = [
    { key: 'description', header: t('garnishments.description'), cell: name },
    {
      key: 'type',
      header: t('garnishments.type'),
      cell: kind,
    },
    {
      key: 'amount',
      header: t('garnishments.amount'),
      cell: (row) =>
        row.deduct_as_percentage
          ? t('garnishments.percent', { percent: format.percent(Number(row.amount) / 100, 2) })
          : format.money(row.amount),
    },
    {
      key: 'status',
      header: t('garnishments.status'),
      cell: (row) => (
        <Badge tone={row.active ? 'success' : 'neutral'}>
          {t(row.active ? 'garnishments.active' : 'garnishments.inactive')}
        </Badge>
      ),
    },
    editColumn<Garnishment>({
      header: t('garnishments.actions'),
      label: t('garnishments.edit'),
      labelFor: (row) => t('garnishments.editFor', { description: name(row) }),
      attribute: 'data-garnishment-edit',
      onEdit,
    }),
  ];
  return (
    <FlowList
      t={(key: ListMessageKey) => t(key === 'list.retry' ? key : `garnishments.${key}`)}
      query={query}
      columns={columns}
      {...view}
    />
  );
}
