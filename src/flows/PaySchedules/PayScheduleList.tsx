import type { Ref } from 'react';
import type { PaySchedule } from '../../api/types/paySchedules';
import { usePaySchedules } from '../../hooks/paySchedules';
import { companyPaySchedulesQuery } from '../../hooks/paySchedules/usePayScheduleForm';
import { useComponents, useFormat, type TableColumn } from '../../ui';
import { QueryTable } from '../shared/QueryTable';
import { usePaySchedulesMessages } from './usePaySchedulesMessages';

/** Props of {@link PayScheduleList}. */
export interface PayScheduleListProps {
  companyId: string;
  /** "Add pay schedule" was pressed. */
  onAdd?: () => void;
  /** "Edit" was pressed on a row. */
  onEdit?: (payScheduleId: string) => void;
  /** A confirmation to show above the table (e.g. after a save). */
  notice?: string;
  onDismissNotice?: () => void;
  /** The list heading, for a shell that puts focus back on it. */
  headingRef?: Ref<HTMLHeadingElement>;
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
 *
 * @example
 * <PayScheduleList companyId={companyId} onAdd={openAdd} onEdit={openEdit} />
 */
export function PayScheduleList({
  companyId,
  onAdd,
  onEdit,
  notice,
  onDismissNotice,
  headingRef,
}: PayScheduleListProps) {
  const { Button, Badge, Alert } = useComponents();
  const { t, frequencyLabel } = usePaySchedulesMessages();
  const format = useFormat();
  const query = usePaySchedules(companyId, companyPaySchedulesQuery);

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
    {
      key: 'actions',
      header: t('list.actions'),
      cell: (row) =>
        onEdit ? (
          <Button
            type="button"
            size="sm"
            variant="secondary"
            data-pay-schedule-edit={row.uuid}
            aria-label={t('list.editFor', { name: scheduleName(row) })}
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
    <section className="pk-employee-list" aria-labelledby="pk-pay-schedule-list-title">
      <div className="pk-employee-list__header">
        <h2
          id="pk-pay-schedule-list-title"
          ref={headingRef}
          tabIndex={-1}
          className="pk-onboarding-step__title"
        >
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
        skeletonLines={3}
      />
    </section>
  );
}
