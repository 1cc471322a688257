import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '../../api/errors';
import type {
  CurrentPayScheduleAssignment,
  PaySchedule,
  PayScheduleAssignment,
  PayScheduleAssignmentPreview,
} from '../../api/paySchedules/types';
import {
  useAssignmentPreview,
  useAssignPaySchedules,
  usePaySchedules,
  usePayScheduleAssignments,
} from '../../hooks/paySchedules';
import { useDepartments } from '../../hooks/departments';
import {
  usePrimitives,
  useScreenMessages,
  useFormat,
  type TableColumn,
  Alert as DefaultAlert,
  Button as DefaultButton,
  RadioGroup as DefaultRadioGroup,
  Select as DefaultSelect,
  Spinner as DefaultSpinner,
  Table as DefaultTable,
} from '../../ui';
import { payScheduleAssignmentsMessages } from './assignments.messages';
import { EmployeeScheduleChoices } from './EmployeeScheduleChoices';
import { DepartmentScheduleChoices } from './DepartmentScheduleChoices';
import { scheduleName } from './PayScheduleList';

/** Props of {@link PayScheduleAssignments}. */
export interface PayScheduleAssignmentsProps {
  companyId: string;
  /** The assignment was confirmed and saved. */
  onAssigned?: (assignment: PayScheduleAssignment) => void;
}

type AssignmentType = 'single' | 'hourly_salaried' | 'by_employee' | 'by_department';
type Change = PayScheduleAssignmentPreview['employee_changes'][number];

/** The schedules the current assignment names, in the admin's words. */
function useCurrentText(current: CurrentPayScheduleAssignment | undefined, schedules: PaySchedule[]) {
  const { t } = useScreenMessages(payScheduleAssignmentsMessages);
  const name = (uuid: string | null | undefined) => {
    const schedule = schedules.find((s) => s.uuid === uuid);
    return schedule ? scheduleName(schedule) : '';
  };
  switch (current?.type) {
    case 'single':
      return t('current.single', { name: name(current.default_pay_schedule_uuid) });
    case 'hourly_salaried':
      return t('current.hourly_salaried', {
        hourly: name(current.hourly_pay_schedule_uuid),
        salaried: name(current.salaried_pay_schedule_uuid),
      });
    case 'by_employee':
      return t('current.by_employee');
    case 'by_department':
      return t('current.by_department');
    default:
      return t('current.none');
  }
}

/**
 * Who is paid on which pay schedule (contract.md#pay-schedules): the current assignment as the admin thinks of
 * it, a change to "everyone on one schedule", "hourly and salaried", "by employee" (only the
 * employees chosen move, `partial_assignment`) or "by department" (a schedule for every
 * department, its people count beside it), a preview of every employee whose schedule changes
 * (first pay period and any transition period) and a confirmation. "By department" is shown
 * unavailable while the company has no departments.
 *
 * @example
 * <PayScheduleAssignments companyId={companyId} onAssigned={() => showPayPeriods()} />
 */
export function PayScheduleAssignments({ companyId, onAssigned }: PayScheduleAssignmentsProps) {
  const { Alert, Button, RadioGroup, Select, Spinner, Table } = usePrimitives({
    Alert: DefaultAlert,
    Button: DefaultButton,
    RadioGroup: DefaultRadioGroup,
    Select: DefaultSelect,
    Spinner: DefaultSpinner,
    Table: DefaultTable,
  });
  const { t } = useScreenMessages(payScheduleAssignmentsMessages);
  const format = useFormat();
  const ids = { title: useId(), preview: useId() };
  const schedulesQuery = usePaySchedules(companyId, { per: 100 });
  const currentQuery = usePayScheduleAssignments(companyId);
  const departmentsQuery = useDepartments(companyId);
  const schedules = schedulesQuery.data?.items ?? [];
  const departments = departmentsQuery.data ?? [];
  const currentText = useCurrentText(currentQuery.data, schedules);

  const [type, setType] = useState<AssignmentType>('single');
  const [choice, setChoice] = useState({ default: '', hourly: '', salaried: '' });
  const [byEmployee, setByEmployee] = useState<Record<string, string>>({});
  const [byDepartment, setByDepartment] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState<string[]>([]);
  const [draft, setDraft] = useState<PayScheduleAssignment>();
  const [saved, setSaved] = useState(false);
  const preview = useAssignmentPreview(companyId, draft);
  const assign = useAssignPaySchedules(companyId);

  const edit = (change: () => void) => {
    change();
    setDraft(undefined);
    setSaved(false);
  };

  const review = (event: FormEvent) => {
    event.preventDefault();
    if (type === 'by_employee') {
      const employees = Object.entries(byEmployee).map(([employee_uuid, pay_schedule_uuid]) => ({
        employee_uuid,
        pay_schedule_uuid,
      }));
      setMissing(employees.length === 0 ? ['employees'] : []);
      if (employees.length > 0) setDraft({ type, partial_assignment: true, employees });
      return;
    }
    if (type === 'by_department') {
      const chosen = departments.map((d) => ({
        department_uuid: d.uuid,
        pay_schedule_uuid: departmentSchedule(d.uuid),
      }));
      const empty = chosen.filter((d) => !d.pay_schedule_uuid).map((d) => d.department_uuid);
      setMissing(empty);
      if (empty.length === 0) setDraft({ type, departments: chosen });
      return;
    }
    const needed = type === 'single' ? ['default'] : ['hourly', 'salaried'];
    const empty = needed.filter((key) => !choice[key as keyof typeof choice]);
    setMissing(empty);
    if (empty.length > 0) return;
    setDraft(
      type === 'single'
        ? { type, default_pay_schedule_uuid: choice.default }
        : { type, hourly_pay_schedule_uuid: choice.hourly, salaried_pay_schedule_uuid: choice.salaried },
    );
  };

  const confirm = async () => {
    if (!draft) return;
    await assign.mutateAsync(draft);
    setSaved(true);
    onAssigned?.(draft);
    setDraft(undefined);
    setByEmployee({});
    setByDepartment({});
  };

  // A department's choice starts from its schedule in the current assignment, if any.
  const departmentSchedule = (departmentId: string) =>
    byDepartment[departmentId] ??
    currentQuery.data?.departments?.find((d) => d.department_uuid === departmentId)?.pay_schedule_uuid ??
    '';

  if (schedulesQuery.isError || currentQuery.isError || departmentsQuery.isError) {
    return (
      <Alert
        tone="danger"
        action={
          <Button
            type="button"
            variant="secondary"
            onClick={() =>
              void Promise.all([schedulesQuery.refetch(), currentQuery.refetch(), departmentsQuery.refetch()])
            }
          >
            {t('list.retry')}
          </Button>
        }
      >
        {t('loadError')}
      </Alert>
    );
  }
  if (!schedulesQuery.data || !currentQuery.data || !departmentsQuery.data)
    return <Spinner label={t('loading')} />;

  const current = new Map(
    (currentQuery.data.employees ?? []).map((e) => [e.employee_uuid, e.pay_schedule_uuid] as const),
  );
  const options = schedules.map((s) => ({ value: s.uuid, label: scheduleName(s) }));
  const select = (key: keyof typeof choice, label: string) => (
    <Select
      label={label}
      required
      placeholder={t('field.placeholder')}
      options={options}
      value={choice[key]}
      error={missing.includes(key) ? t('field.required') : undefined}
      onChange={(event) =>
        edit(() => {
          setChoice({ ...choice, [key]: event.target.value });
          setMissing(missing.filter((field) => field !== key));
        })
      }
    />
  );
  const period = (p: { start_date: string; end_date: string } | null | undefined) =>
    p ? t('preview.period', { start: format.date(p.start_date), end: format.date(p.end_date) }) : '';
  const columns: TableColumn<Change>[] = [
    { key: 'employee', header: t('preview.employee'), cell: (row) => `${row.first_name} ${row.last_name}` },
    {
      key: 'schedule',
      header: t('preview.schedule'),
      cell: (row) => {
        const schedule = schedules.find((s) => s.uuid === row.first_pay_period?.pay_schedule_uuid);
        return schedule ? scheduleName(schedule) : row.pay_frequency;
      },
    },
    { key: 'first', header: t('preview.firstPeriod'), cell: (row) => period(row.first_pay_period) },
    {
      key: 'check',
      header: t('preview.checkDate'),
      cell: (row) => (row.first_pay_period ? format.date(row.first_pay_period.check_date) : ''),
    },
    {
      key: 'transition',
      header: t('preview.transition'),
      cell: (row) => period(row.transition_pay_period) || t('preview.noTransition'),
    },
  ];
  const previewError = preview.error ?? assign.error;
  const errorText =
    previewError && isApiError(previewError) && previewError.errors[0]?.message
      ? previewError.errors[0].message
      : t('error.generic');

  return (
    <section className="pk-flow-section" aria-labelledby={ids.title}>
      <h2 id={ids.title} className="pk-flow-section__title">
        {t('title')}
      </h2>
      <p className="pk-flow-section__description">{currentText}</p>
      {saved ? (
        <Alert tone="success" onDismiss={() => setSaved(false)}>
          {t('saved')}
        </Alert>
      ) : null}
      <form onSubmit={review} noValidate className="pk-flow-section__form">
        <RadioGroup
          label={t('type.label')}
          name="assignment-type"
          value={type}
          onChange={(event) => edit(() => setType(event.target.value as AssignmentType))}
          options={[
            { value: 'single', label: t('type.single') },
            {
              value: 'hourly_salaried',
              label: t('type.hourly_salaried'),
              hint: t('type.hourly_salaried.hint'),
            },
            { value: 'by_employee', label: t('type.by_employee'), hint: t('type.by_employee.hint') },
            {
              value: 'by_department',
              label: t('type.by_department'),
              hint: departments.length > 0 ? t('type.by_department.ready') : t('type.by_department.hint'),
              disabled: departments.length === 0,
            },
          ]}
        />
        {type === 'by_employee' ? (
          <>
            <EmployeeScheduleChoices
              companyId={companyId}
              schedules={schedules}
              current={current}
              chosen={byEmployee}
              onChoose={(employee, schedule) =>
                edit(() => {
                  const next = { ...byEmployee };
                  if (schedule) next[employee] = schedule;
                  else delete next[employee];
                  setByEmployee(next);
                  setMissing([]);
                })
              }
            />
            {missing.includes('employees') ? (
              <p className="pk-field__error" role="alert">
                {t('byEmployee.required')}
              </p>
            ) : null}
          </>
        ) : type === 'by_department' ? (
          <DepartmentScheduleChoices
            departments={departments}
            schedules={schedules}
            chosen={departmentSchedule}
            missing={missing}
            onChoose={(department, schedule) =>
              edit(() => {
                setByDepartment({ ...byDepartment, [department]: schedule });
                setMissing(missing.filter((field) => field !== department));
              })
            }
          />
        ) : type === 'single' ? (
          select('default', t('field.default'))
        ) : (
          <>
            {select('hourly', t('field.hourly'))}
            {select('salaried', t('field.salaried'))}
          </>
        )}
        <div className="pk-flow-section__actions">
          <Button type="submit" variant="secondary">
            {t('preview')}
          </Button>
        </div>
      </form>
      {draft ? (
        <section className="pk-flow-section__aside" aria-labelledby={ids.preview}>
          <h3 id={ids.preview}>{t('preview.title')}</h3>
          {preview.isError ? (
            <Alert tone="danger">{errorText}</Alert>
          ) : !preview.data ? (
            <Spinner label={t('preview.loading')} />
          ) : (
            <>
              <p role="status">
                {preview.data.employee_changes.length === 0
                  ? t('preview.none')
                  : preview.data.employee_changes.length === 1
                    ? t('preview.count.one')
                    : t('preview.count', { count: preview.data.employee_changes.length })}
              </p>
              {preview.data.employee_changes.length > 0 ? (
                <Table
                  caption={t('preview.caption')}
                  hideCaption
                  columns={columns}
                  rows={preview.data.employee_changes}
                  rowKey={(row) => row.employee_uuid}
                />
              ) : null}
              {assign.isError ? <Alert tone="danger">{errorText}</Alert> : null}
              <div className="pk-flow-section__actions">
                <Button
                  type="button"
                  disabled={assign.isPending}
                  onClick={() => void confirm().catch(() => undefined)}
                >
                  {assign.isPending ? t('saving') : t('confirm')}
                </Button>
              </div>
            </>
          )}
        </section>
      ) : null}
    </section>
  );
}
