import { useId, useState } from 'react';
import type { TimeOffActivity } from '../../api/timeOff/types';
import { useEmployees } from '../../hooks/employees';
import { useTimeOffActivities, useTimeOffBalances, useTimeOffPolicies } from '../../hooks/timeOff';
import {
  usePrimitives,
  useFormat,
  type Components,
  type TableColumn,
  Select as DefaultSelect,
} from '../../ui';
import { ListLayout } from '../shared/ListLayout';
import { QueryTable } from '../shared/QueryTable';
import { employeeName } from './employeeOptions';
import { RowAction } from '../shared/RowAction';
import { useTimeOffMessages } from './useTimeOffMessages';

/** Props of {@link Balances}. */
export interface BalancesProps {
  companyId: string;
  /** Employees per page. Default 25. */
  per?: number;
}

/** One row of the balances table: an employee on a policy. */
interface BalanceRow {
  key: string;
  employeeUuid: string;
  name: string;
  policy: string;
  balance: string | null;
  accrued: string;
  used: string;
  pending: string | null;
}

/**
 * Time off balances per employee and policy (balance, accrued and used this year, pending; an
 * unlimited policy has no balance), paged by employee, and one employee's history of a type
 * (`time_off_activities`, newest first) when chosen.
 *
 * @example
 * <Balances companyId={companyId} />
 */
export function Balances({ companyId, per = 25 }: BalancesProps) {
  const { Select } = usePrimitives({ Select: DefaultSelect });
  const { t } = useTimeOffMessages();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const [history, setHistory] = useState<{ employee: string; name: string }>();
  const [type, setType] = useState<'vacation' | 'sick'>('vacation');
  const query = useTimeOffBalances(companyId, { page, per });
  const policies = useTimeOffPolicies(companyId);
  const people = useEmployees(companyId, { per: 100 });
  const nameOf = (uuid: string) => {
    const person = people.data?.items.find((candidate) => candidate.uuid === uuid);
    return person ? employeeName(person) : t('list.unknownEmployee');
  };
  const rows: BalanceRow[] | undefined = query.data?.items.flatMap((entry) =>
    entry.balances.map((balance) => ({
      key: `${entry.employee_uuid}:${balance.policy_uuid}`,
      employeeUuid: entry.employee_uuid,
      name: nameOf(entry.employee_uuid),
      policy: policies.data?.find((policy) => policy.uuid === balance.policy_uuid)?.name ?? '—',
      balance: balance.balance_hours,
      accrued: balance.accrued_hours,
      used: balance.used_hours,
      pending: balance.pending_hours,
    })),
  );
  const hours = (value: string | null) => (value === null ? t('balances.unlimited') : format.number(value));
  const columns: TableColumn<BalanceRow>[] = [
    { key: 'employee', header: t('list.employee'), cell: (row) => row.name },
    { key: 'policy', header: t('field.policy_uuid'), cell: (row) => row.policy },
    { key: 'balance', header: t('balances.balance'), cell: (row) => hours(row.balance), align: 'end' },
    { key: 'accrued', header: t('balances.accrued'), cell: (row) => hours(row.accrued), align: 'end' },
    { key: 'used', header: t('balances.used'), cell: (row) => hours(row.used), align: 'end' },
    { key: 'pending', header: t('balances.pending'), cell: (row) => hours(row.pending ?? '0'), align: 'end' },
    {
      key: 'actions',
      header: t('list.actions'),
      cell: (row) => (
        <RowAction
          accessibleName={t('balances.historyFor', { name: row.name })}
          onClick={() => setHistory({ employee: row.employeeUuid, name: row.name })}
          label={t('balances.history')}
        />
      ),
    },
  ];

  return (
    <ListLayout
      title={t('balances.title')}
      query={query}
      rows={rows}
      columns={columns}
      rowKey={(row) => row.key}
      caption={t('balances.caption')}
      text={{
        error: t('balances.error'),
        retry: t('list.retry'),
        emptyTitle: t('balances.empty'),
        emptyDescription: t('balances.emptyDescription'),
      }}
      page={query.data}
      onPageChange={setPage}
    >
      {history ? (
        <ActivityHistory
          companyId={companyId}
          employeeId={history.employee}
          name={history.name}
          type={type}
          onType={setType}
          select={Select}
        />
      ) : null}
    </ListLayout>
  );
}

function ActivityHistory(props: {
  companyId: string;
  employeeId: string;
  name: string;
  type: 'vacation' | 'sick';
  onType: (type: 'vacation' | 'sick') => void;
  select: Components['Select'];
}) {
  const { t } = useTimeOffMessages();
  const format = useFormat();
  const headingId = useId();
  const Select = props.select;
  const query = useTimeOffActivities(props.companyId, props.employeeId, { timeOffType: props.type, per: 25 });
  const columns: TableColumn<TimeOffActivity & { key: string }>[] = [
    { key: 'when', header: t('balances.when'), cell: (row) => format.date(row.effective_time) },
    { key: 'what', header: t('balances.what'), cell: (row) => row.event_description },
    {
      key: 'change',
      header: t('balances.change'),
      cell: (row) => (row.balance_change === null ? '—' : format.number(row.balance_change)),
      align: 'end',
    },
    {
      key: 'balance',
      header: t('balances.balance'),
      cell: (row) => (row.balance === null ? t('balances.unlimited') : format.number(row.balance)),
      align: 'end',
    },
  ];
  return (
    <section className="pk-flow-section__aside" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('balances.historyTitle', { name: props.name })}</h3>
      <Select
        label={t('balances.type')}
        options={[
          { value: 'vacation', label: t('list.vacation') },
          { value: 'sick', label: t('list.sick') },
        ]}
        value={props.type}
        onChange={(event) => props.onType(event.target.value as 'vacation' | 'sick')}
      />
      <QueryTable
        query={query}
        rows={query.data?.items.map((item, index) => ({ ...item, key: `${item.effective_time}:${index}` }))}
        columns={columns}
        rowKey={(row) => row.key}
        caption={t('balances.historyTitle', { name: props.name })}
        text={{
          error: t('balances.error'),
          retry: t('list.retry'),
          emptyTitle: t('balances.historyEmpty'),
          emptyDescription: '',
        }}
      />
    </section>
  );
}
