import { useState } from 'react';
import type { Employee } from '../../api/employees/types';
import { useEmployees } from '../../hooks/employees';
import {
  usePrimitives,
  useFormat,
  useScreenMessages,
  type TableColumn,
  Badge as DefaultBadge,
} from '../../ui';
import { editColumn, FlowList, type RecordListProps } from '../shared/ListLayout';
import { employeeName } from './employeeName';
import { rosterMessages } from './rosterMessages';

/** The last day of work of a terminated employee's termination in effect, when the row names it. */
function lastDayOf(employee: Employee): string | undefined {
  const [termination] = (employee.terminations ?? []) as Array<{ effective_date?: unknown }>;
  return typeof termination?.effective_date === 'string' ? termination.effective_date : undefined;
}

/** Props of {@link EmployeeRoster}. */
export interface EmployeeRosterProps extends RecordListProps {
  companyId: string;
  /** Rows a page (the service allows up to 100). Default 25. */
  perPage?: number;
}

/**
 * The company's employees by name, 25 a page, each with its employment status (active,
 * terminated, still onboarding) and a "Manage" button, named after the employee, that opens
 * their page (`onEdit`).
 *
 * @example
 * <EmployeeRoster companyId={companyId} onEdit={(employeeId) => open(employeeId)} />
 */
export function EmployeeRoster({
  companyId,
  perPage = 25,
  onAdd: _onAdd,
  onEdit,
  ...view
}: EmployeeRosterProps) {
  const { Badge } = usePrimitives({ Badge: DefaultBadge });
  const { t } = useScreenMessages(rosterMessages);
  const format = useFormat();
  const [page, setPage] = useState(1);
  const query = useEmployees(companyId, {
    page,
    per: perPage,
    sortBy: [{ field: 'name', direction: 'asc' }],
  });
  const columns: TableColumn<Employee>[] = [
    { key: 'name', header: t('list.name'), cell: employeeName },
    {
      key: 'status',
      header: t('list.status'),
      cell: (row) =>
        row.terminated ? (
          <Badge tone="neutral">
            {lastDayOf(row)
              ? t('status.terminatedLastDay', { date: format.date(lastDayOf(row)!) })
              : t('status.terminated')}
          </Badge>
        ) : (
          <Badge tone={row.onboarded ? 'success' : 'info'}>
            {t(row.onboarded ? 'status.active' : 'status.onboarding')}
          </Badge>
        ),
    },
    editColumn<Employee>({
      header: t('list.actions'),
      label: t('list.manage'),
      labelFor: (row) => t('list.manageFor', { name: employeeName(row) }),
      attribute: 'data-employee-manage',
      onEdit,
    }),
  ];
  return <FlowList t={t} query={query} columns={columns} {...view} onPageChange={setPage} />;
}
