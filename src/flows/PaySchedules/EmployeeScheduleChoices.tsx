import { useState } from 'react';
import type { Employee } from '../../api/employees/types';
import type { PaySchedule } from '../../api/paySchedules/types';
import { useEmployees } from '../../hooks/employees';
import {
  usePrimitives,
  useScreenMessages,
  type TableColumn,
  Select as DefaultSelect,
  Table as DefaultTable,
  Spinner as DefaultSpinner,
  Alert as DefaultAlert,
} from '../../ui';
import { ListPages } from '../shared/ListPages';
import { payScheduleAssignmentsMessages } from './assignments.messages';
import { scheduleName } from './PayScheduleList';

/** Props of {@link EmployeeScheduleChoices}. */
export interface EmployeeScheduleChoicesProps {
  companyId: string;
  schedules: readonly PaySchedule[];
  /** Each employee's schedule now, when the service says (a `by_employee` assignment). */
  current: ReadonlyMap<string, string | null>;
  /** The schedule chosen per employee; an employee left out keeps theirs. */
  chosen: Readonly<Record<string, string>>;
  onChoose: (employeeId: string, payScheduleId: string) => void;
}

const PER_PAGE = 25;

/**
 * The "by employee" assignment: the company's employees a page at a time, each with a choice of
 * schedule ("Keep the current one" by default), so that only the employees chosen move.
 *
 * @example
 * <EmployeeScheduleChoices companyId={id} schedules={schedules} current={new Map()} chosen={chosen} onChoose={choose} />
 */
export function EmployeeScheduleChoices(props: EmployeeScheduleChoicesProps) {
  const { Select, Table, Spinner, Alert } = usePrimitives({
    Select: DefaultSelect,
    Table: DefaultTable,
    Spinner: DefaultSpinner,
    Alert: DefaultAlert,
  });
  const { t } = useScreenMessages(payScheduleAssignmentsMessages);
  const [page, setPage] = useState(1);
  const query = useEmployees(props.companyId, { page, per: PER_PAGE, terminated: false });
  const name = (row: Employee) => `${row.first_name} ${row.last_name}`;
  const keep = (row: Employee) => {
    const now = props.schedules.find((s) => s.uuid === props.current.get(row.uuid));
    return now ? t('byEmployee.keepNamed', { name: scheduleName(now) }) : t('byEmployee.keep');
  };
  const options = props.schedules.map((s) => ({ value: s.uuid, label: scheduleName(s) }));

  if (query.isError) return <Alert tone="danger">{t('byEmployee.error')}</Alert>;
  if (!query.data) return <Spinner label={t('byEmployee.loading')} />;

  const columns: TableColumn<Employee>[] = [
    { key: 'employee', header: t('preview.employee'), cell: name },
    {
      key: 'schedule',
      header: t('field.default'),
      cell: (row) => (
        <Select
          label={t('byEmployee.choiceFor', { name: name(row) })}
          className="pk-pay-schedules__inline-select"
          placeholder={keep(row)}
          options={options}
          value={props.chosen[row.uuid] ?? ''}
          onChange={(event) => props.onChoose(row.uuid, event.target.value)}
        />
      ),
    },
  ];
  return (
    <>
      <Table
        caption={t('byEmployee.caption')}
        hideCaption
        columns={columns}
        rows={query.data.items}
        rowKey={(row) => row.uuid}
      />
      <ListPages page={query.data} onPageChange={setPage} />
    </>
  );
}
