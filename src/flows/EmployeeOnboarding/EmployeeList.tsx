import { useState, type FormEvent } from 'react';
import { isApiError } from '../../api/errors';
import type { Employee, EmployeeSortField } from '../../api/types/employees';
import { useDeleteEmployee, useEmployees } from '../../hooks/employees';
import { useComponents, type TableColumn, type TableSort } from '../../ui';
import type { OnboardingEventHandler } from './stepContract';
import { useStepMessages } from './useStepMessages';

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

/** Table column → the service's `sort_by` field (DECISIONS 12). */
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
 * The company's employees: paginated from the service's page headers, sortable, searchable,
 * with onboarding status badges, "Add employee", continue onboarding, and delete (the service
 * refuses an onboarded employee; its answer is shown in the dialog).
 *
 * @example
 * <EmployeeList companyId={companyId} onAdd={() => setAdding(true)} onResume={setEmployeeId} />
 */
export function EmployeeList({ companyId, onAdd, onResume, onEvent, perPage = 25 }: EmployeeListProps) {
  const { Table, Pagination, Button, TextField, Badge, ConfirmDialog, EmptyState, Alert, Skeleton } =
    useComponents();
  const { t } = useStepMessages();
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
    // The service refuses `sort_by` together with `search_term` (UPSTREAM A.1).
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
        const done = row.onboarding_status === 'onboarding_completed';
        return (
          <span className="pk-flow-inline">
            <Button
              type="button"
              size="sm"
              variant="secondary"
              aria-label={t(done ? 'list.viewFor' : 'list.resumeFor', { name })}
              onClick={() => onResume?.(row.uuid)}
            >
              {t(done ? 'list.view' : 'list.resume')}
            </Button>{' '}
            <Button
              type="button"
              size="sm"
              variant="ghost"
              aria-label={t('list.deleteFor', { name })}
              onClick={() => {
                setDeleteError(undefined);
                setTarget(row);
              }}
            >
              {t('list.delete')}
            </Button>
          </span>
        );
      },
    },
  ];

  const data = query.data;
  const isEmptyCompany = data && data.totalCount === 0 && !searchTerm;

  return (
    <section className="pk-flow-section" aria-labelledby="pk-employee-list-title">
      <div className="pk-flow-section__header">
        <h2 id="pk-employee-list-title" className="pk-flow-section__title">
          {t('list.title')}
        </h2>
        {onAdd ? (
          <Button type="button" onClick={onAdd}>
            {t('list.add')}
          </Button>
        ) : null}
      </div>
      {notice ? (
        <Alert tone="success" onDismiss={() => setNotice(undefined)}>
          {notice}
        </Alert>
      ) : null}
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
      {query.isError ? (
        <Alert
          tone="danger"
          action={
            <Button type="button" variant="secondary" onClick={() => void query.refetch()}>
              {t('list.retry')}
            </Button>
          }
        >
          {t('list.error')}
        </Alert>
      ) : query.isLoading || !data ? (
        <Skeleton lines={6} />
      ) : isEmptyCompany ? (
        <EmptyState
          title={t('list.empty.title')}
          description={t('list.empty.description')}
          action={
            onAdd ? (
              <Button type="button" onClick={onAdd}>
                {t('list.add')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <Table
            caption={t('list.caption')}
            hideCaption
            columns={columns}
            rows={data.items}
            rowKey={(row) => row.uuid}
            sort={searchTerm ? undefined : sort}
            onSortChange={(next) => {
              setSort(next);
              setPage(1);
            }}
            empty={t('list.noMatch', { term: searchTerm })}
          />
          <Pagination
            page={data.page}
            totalPages={data.totalPages}
            totalCount={data.totalCount}
            per={data.per}
            onPageChange={setPage}
            label={t('list.title')}
          />
        </>
      )}
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
    </section>
  );
}
