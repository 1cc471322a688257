import type { Department } from '../../api/departments/types';
import type { PaySchedule } from '../../api/paySchedules/types';
import {
  usePrimitives,
  useScreenMessages,
  useFormat,
  type TableColumn,
  Select as DefaultSelect,
  Table as DefaultTable,
} from '../../ui';
import { payScheduleAssignmentsMessages } from './assignments.messages';
import { scheduleName } from './PayScheduleList';

/** Props of {@link DepartmentScheduleChoices}. */
export interface DepartmentScheduleChoicesProps {
  departments: readonly Department[];
  schedules: readonly PaySchedule[];
  /** The schedule chosen per department (`''`: none yet). */
  chosen: (departmentId: string) => string;
  /** Departments still without a schedule after a review: each shows the required message. */
  missing: readonly string[];
  onChoose: (departmentId: string, payScheduleId: string) => void;
}

/**
 * The "by department" assignment (UPSTREAM C, UPSTREAM-2 J.6): a row per department of the
 * company with its people count and a required choice of schedule, since every department needs
 * one.
 *
 * @example
 * <DepartmentScheduleChoices departments={departments} schedules={schedules} chosen={(id) => map[id] ?? ''} missing={[]} onChoose={choose} />
 */
export function DepartmentScheduleChoices(props: DepartmentScheduleChoicesProps) {
  const { Select, Table } = usePrimitives({ Select: DefaultSelect, Table: DefaultTable });
  const { t } = useScreenMessages(payScheduleAssignmentsMessages);
  const format = useFormat();
  const options = props.schedules.map((s) => ({ value: s.uuid, label: scheduleName(s) }));
  const columns: TableColumn<Department>[] = [
    { key: 'department', header: t('byDepartment.department'), cell: (row) => row.title },
    {
      key: 'people',
      header: t('byDepartment.people'),
      cell: (row) => format.number(row.employees.length),
    },
    {
      key: 'schedule',
      header: t('field.default'),
      cell: (row) => (
        <Select
          label={t('byDepartment.choiceFor', { name: row.title })}
          className="pk-pay-schedules__inline-select"
          required
          placeholder={t('field.placeholder')}
          options={options}
          value={props.chosen(row.uuid)}
          error={props.missing.includes(row.uuid) ? t('field.required') : undefined}
          onChange={(event) => props.onChoose(row.uuid, event.target.value)}
        />
      ),
    },
  ];
  return (
    <Table
      caption={t('byDepartment.caption')}
      hideCaption
      columns={columns}
      rows={[...props.departments]}
      rowKey={(row) => row.uuid}
    />
  );
}
