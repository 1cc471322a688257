import { useState, type FormEvent } from 'react';
import { isApiError } from '../../api/errors';
import type { Employee, EmployeeSortField } from '../../api/employees/types';
import { useDeleteEmployee, useEmployees } from '../../hooks/employees';
import {
  usePrimitives,
  useScreenMessages,
  type TableColumn,
  type TableSort,
  Button as DefaultButton,
  TextField as DefaultTextField,
  Badge as DefaultBadge,
  ConfirmDialog as DefaultConfirmDialog,
  Alert as DefaultAlert,
} from '../../ui';
import { FlowList } from '../shared/ListLayout';
import { RowAction } from '../shared/RowAction';
import type { OnboardingEventHandler } from '../shared/employee/stepContract';
import { onboardingListMessages } from './listMessages';

/** Props of {@link EmployeeList}. */
export interface EmployeeListProps {
  companyId: string;
  /** "Add employee" was pressed. */
  onAdd?: () => void;
  /** Continue (or review) an employee's onboarding. */
  onResume?: (employeeId: string) => void;
  onEvent?: OnboardingEventHandler;
  /** Rows a page (the service allows up to 100). Default 25. */
  perPage?: number;
}

/** Table column → the service's `sort_by` field (contract.md#limits). */
const SORT_FIELDS: Record<string, EmployeeSortField> = {
  name: 'name',
  status: 'onboarding_status',
  created: 'created_at',
};

function fullName(employee: Employee): string {
  const first = employee.preferred_first_name || employee.first_name;
  return `${first} ${employee.last_name}`;
}

/**
 * What a row's main button does, by the employee's status: continue the admin's steps, see the
 * self-onboarding invitation (chosen, invited, started, overdue), review what the employee entered
 * (UPSTREAM-3 L.1), or view an onboarded employee.
 */
function rowAction(status: Employee['onboarding_status']): 'resume' | 'invitation' | 'review' | 'view' {
  if (status === 'onboarding_completed') return 'view';
  if (
    status === 'self_onboarding_completed_by_employee' ||
    status === 'self_onboarding_awaiting_admin_review'
  )
    return 'review';
  return status?.startsWith('self_onboarding_') ? 'invitation' : 'resume';
}

/**
 * The company's employees: paginated from the service's page headers, sortable, searchable,
 * with onboarding status badges, "Add employee", continue onboarding, and delete (the service
 * refuses an onboarded employee; its answer is shown in the dialog).
 *
 * @example
 * <EmployeeList companyId={companyId} onAdd={() => setAdding(true)} onResume={setEmployeeId} />
 */
export function EmployeeList({ companyId, onAdd, onResume, onEvent, perPage = 25 }: EmployeeListProps) {
  const { Button, TextField, Badge, ConfirmDialog, Alert } = usePrimitives({
    Button: DefaultButton,
    TextField: DefaultTextField,
    Badge: DefaultBadge,
    ConfirmDialog: DefaultConfirmDialog,
    Alert: DefaultAlert,
  });
  const { t } = useScreenMessages(onboardingListMessages);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<TableSort>({ key: 'name', direction: 'asc' });
  const [draftTerm, setDraftTerm] = useState('');
  const [searchTerm, setSearchTerm] = useState('');
  const [target, setTarget] = useState<Employee>();
  const [deleteError, setDeleteError] = useState<string>();
  const [notice, setNotice] = useState<string>();

  const query = useEmployees(companyId, {
    page,
    per: perPage,
    // The service refuses `sort_by` together with `search_term` (contract.md#employees).
    ...(searchTerm
      ? { searchTerm }
      : { sortBy: [{ field: SORT_FIELDS[sort.key] ?? 'name', direction: sort.direction }] }),
  });
  const remove = useDeleteEmployee(companyId);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setSearchTerm(draftTerm.trim());
    setPage(1);
  };

  const confirmDelete = async () => {
    if (!target) return;
    try {
      await remove.mutateAsync(target.uuid);
      onEvent?.('employee.deleted', { employeeId: target.uuid });
      setNotice(t('list.deleted', { name: fullName(target) }));
      setTarget(undefined);
    } catch (error) {
      // The refusal (e.g. an onboarded employee) is the service's own words.
      setDeleteError(
        isApiError(error) ? (error.errors[0]?.message ?? t('error.generic')) : t('error.generic'),
      );
      onEvent?.('error', { error: error as Error });
    }
  };

  const columns: TableColumn<Employee>[] = [
    { key: 'name', header: t('list.name'), sortable: !searchTerm, cell: (row) => fullName(row) },
    {
      key: 'status',
      header: t('list.status'),
      sortable: !searchTerm,
      cell: (row) => (row.onboarding_status ? <Badge status={row.onboarding_status} /> : null),
    },
    {
      key: 'actions',
      header: t('list.actions'),
      cell: (row) => {
        const name = fullName(row);
        const action = rowAction(row.onboarding_status);
        return (
          <span className="pk-flow-inline">
            <RowAction
              label={t(`list.${action}`)}
              accessibleName={t(`list.${action}For`, { name })}
              onClick={() => onResume?.(row.uuid)}
            />{' '}
            <RowAction
              variant="ghost"
              label={t('list.delete')}
              accessibleName={t('list.deleteFor', { name })}
              onClick={() => {
                setDeleteError(undefined);
                setTarget(row);
              }}
            />
          </span>
        );
      },
    },
  ];

  const data = query.data;
  return (
    <FlowList
      t={t}
      headingId="pk-employee-list-title"
      query={query}
      columns={columns}
      sort={searchTerm ? undefined : sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
      }}
      noMatch={searchTerm ? t('list.noMatch', { term: searchTerm }) : undefined}
      onAdd={onAdd}
      notice={notice}
      onDismissNotice={() => setNotice(undefined)}
      skeletonLines={6}
      page={data}
      onPageChange={setPage}
      filters={
        <form role="search" className="pk-employee-list__search" onSubmit={search}>
          <TextField
            label={t('list.search')}
            type="search"
            value={draftTerm}
            onChange={(event) => setDraftTerm(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            {t('list.searchButton')}
          </Button>
        </form>
      }
    >
      <ConfirmDialog
        open={Boolean(target)}
        onOpenChange={(open) => {
          if (!open) setTarget(undefined);
        }}
        tone="danger"
        title={target ? t('list.delete.title', { name: fullName(target) }) : ''}
        description={t('list.delete.description')}
        confirmLabel={t('list.delete.confirm')}
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
      >
        {deleteError ? <Alert tone="danger">{deleteError}</Alert> : null}
      </ConfirmDialog>
    </FlowList>
  );
}
