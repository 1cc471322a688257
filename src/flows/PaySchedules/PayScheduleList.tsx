import type { PaySchedule } from '../../api/paySchedules/types';
import { usePaySchedules } from '../../hooks/paySchedules';
import { companyPaySchedulesQuery } from '../../hooks/paySchedules/queries';
import { usePrimitives, useFormat, type TableColumn, Badge as DefaultBadge } from '../../ui';
import { editColumn, FlowList, type RecordListProps } from '../shared/ListLayout';
import { usePaySchedulesMessages } from './usePaySchedulesMessages';

/** Props of {@link PayScheduleList}. */
export interface PayScheduleListProps extends RecordListProps {
  companyId: string;
}

/**
 * The name a schedule is shown by: its custom name, else the generated one.
 *
 * @example
 * scheduleName(schedule); // 'Every other week'
 */
export function scheduleName(schedule: PaySchedule): string {
  return schedule.custom_name || schedule.name || schedule.frequency;
}

/**
 * The company's pay schedules: name, frequency, first pay date and end of the first period, with
 * "Add pay schedule" and an "Edit" button per row (named after the schedule for screen readers).
 * A schedule no one is on is marked "Unassigned", explained under the table.
 *
 * @example
 * <PayScheduleList companyId={companyId} onAdd={openAdd} onEdit={openEdit} />
 */
export function PayScheduleList({ companyId, onEdit, ...view }: PayScheduleListProps) {
  const { Badge } = usePrimitives({ Badge: DefaultBadge });
  const { t, frequencyLabel } = usePaySchedulesMessages();
  const format = useFormat();
  const query = usePaySchedules(companyId, companyPaySchedulesQuery);
  const unassigned = query.data?.items.some((row) => !row.active);

  const columns: TableColumn<PaySchedule>[] = [
    {
      key: 'name',
      header: t('list.name'),
      cell: (row) => (
        <>
          {scheduleName(row)} {row.active ? null : <Badge tone="neutral">{t('list.inactive')}</Badge>}
        </>
      ),
    },
    { key: 'frequency', header: t('list.frequency'), cell: (row) => frequencyLabel(row.frequency) },
    {
      key: 'payDate',
      header: t('list.anchorPayDate'),
      cell: (row) => <span className="pk-nowrap">{format.date(row.anchor_pay_date)}</span>,
    },
    {
      key: 'periodEnd',
      header: t('list.anchorEnd'),
      cell: (row) => <span className="pk-nowrap">{format.date(row.anchor_end_of_pay_period)}</span>,
    },
    editColumn<PaySchedule>({
      header: t('list.actions'),
      label: t('list.edit'),
      labelFor: (row) => t('list.editFor', { name: scheduleName(row) }),
      attribute: 'data-pay-schedule-edit',
      onEdit,
    }),
  ];

  return (
    <FlowList t={t} query={query} columns={columns} {...view} skeletonLines={3}>
      {unassigned ? <p className="pk-flow-section__description">{t('list.inactive.hint')}</p> : null}
    </FlowList>
  );
}
