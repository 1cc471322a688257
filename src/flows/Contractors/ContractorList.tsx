import { useState, type Ref } from 'react';
import type { Contractor, ContractorListQuery } from '../../api/contractors/types';
import { useContractors } from '../../hooks/contractors';
import {
  usePrimitives,
  useScreenMessages,
  useFormat,
  type TableColumn,
  type TableSort,
  Select as DefaultSelect,
  TextField as DefaultTextField,
} from '../../ui';
import { FlowList } from '../shared/ListLayout';
import { RowAction } from '../shared/RowAction';
import { contractorName } from './contractorName';
import { StandingBadge } from './StandingBadge';
import { contractorListMessages } from './listMessages';

/**
 * A status filter of the contractor list.
 *
 * @example
 * const filter: ContractorStatusFilter = 'active';
 */
export type ContractorStatusFilter = 'all' | 'onboarding' | 'active' | 'dismissed';

const PER_PAGE = 25;
const STATUS_FILTERS = ['all', 'onboarding', 'active', 'dismissed'] as const;

/** The service's filters for a status: onboarding and active are of contractors not dismissed. */
const statusQuery: Record<ContractorStatusFilter, ContractorListQuery> = {
  all: {},
  onboarding: { onboarded: false, terminated: false },
  active: { onboarded: true, terminated: false },
  dismissed: { terminated: true },
};

/** Props of {@link ContractorList}. */
export interface ContractorListProps {
  companyId: string;
  /** Today (`YYYY-MM-DD`), for who is dismissed already. */
  today: string;
  onAdd?: () => void;
  onOpen?: (contractorId: string) => void;
  notice?: string;
  onDismissNotice?: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The company's contractors, 25 a page, sorted by name either way: searched by name or email,
 * filtered by status (onboarding, active, dismissed), each with its type, pay and status, and an
 * "Open" button named after the contractor; "Add a contractor" in the header.
 *
 * @example
 * <ContractorList companyId={companyId} today="2026-06-15" onAdd={add} onOpen={open} />
 */
export function ContractorList({ companyId, today, onOpen, ...view }: ContractorListProps) {
  const { Select, TextField } = usePrimitives({
    Select: DefaultSelect,
    TextField: DefaultTextField,
  });
  const { t } = useScreenMessages(contractorListMessages);
  const format = useFormat();
  const [searchTerm, setSearchTerm] = useState('');
  const [status, setStatus] = useState<ContractorStatusFilter>('all');
  const [sort, setSort] = useState<TableSort>({ key: 'name', direction: 'asc' });
  const [page, setPage] = useState(1);
  const query = useContractors(companyId, {
    ...statusQuery[status],
    ...(searchTerm.trim() ? { searchTerm: searchTerm.trim() } : {}),
    sortBy: { field: 'name', direction: sort.direction },
    page,
    per: PER_PAGE,
  });
  const filtered = status !== 'all' || searchTerm.trim() !== '';

  const columns: TableColumn<Contractor>[] = [
    { key: 'name', header: t('list.name'), sortable: true, cell: (row) => contractorName(row) },
    { key: 'type', header: t('list.type'), cell: (row) => (row.type ? t(`type.${row.type}`) : '') },
    {
      key: 'pay',
      header: t('list.pay'),
      cell: (row) =>
        row.wage_type === 'Hourly' && row.hourly_rate
          ? t('wage.hourlyAt', { rate: format.money(row.hourly_rate) })
          : t('wage.Fixed'),
    },
    {
      key: 'status',
      header: t('list.status'),
      cell: (row) => <StandingBadge contractor={row} today={today} />,
    },
    {
      key: 'actions',
      header: t('list.actions'),
      cell: (row) =>
        onOpen ? (
          <RowAction
            data-contractor-open={row.uuid}
            label={t('list.open')}
            accessibleName={t('list.openFor', { name: contractorName(row) })}
            onClick={() => onOpen(row.uuid)}
          />
        ) : null,
    },
  ];

  return (
    <FlowList
      t={t}
      query={query}
      columns={columns}
      {...view}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
      }}
      noMatch={filtered ? t('list.noMatch') : undefined}
      onPageChange={setPage}
      filters={
        <div className="pk-flow-inline pk-contractors__filters">
          <TextField
            type="search"
            label={t('list.search')}
            value={searchTerm}
            onChange={(event) => {
              setSearchTerm(event.target.value);
              setPage(1);
            }}
          />
          <Select
            label={t('list.status')}
            value={status}
            options={STATUS_FILTERS.map((value) => ({
              value,
              label: t(`list.status.${value}`),
            }))}
            onChange={(event) => {
              setStatus(STATUS_FILTERS.find((value) => value === event.target.value) ?? 'all');
              setPage(1);
            }}
          />
        </div>
      }
    />
  );
}
