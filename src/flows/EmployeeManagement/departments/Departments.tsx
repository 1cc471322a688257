import { useState } from 'react';
import type { Department } from '../../../api/departments/types';
import type { Employee } from '../../../api/employees/types';
import { isVersionConflict } from '../../../api/errors';
import {
  useDeleteDepartment,
  useDepartmentForm,
  useDepartmentPeople,
  useDepartments,
} from '../../../hooks/departments';
import { useEmployees } from '../../../hooks/employees';
import {
  usePrimitives,
  Alert as DefaultAlert,
  Button as DefaultButton,
  Select as DefaultSelect,
  Spinner as DefaultSpinner,
  TextField as DefaultTextField,
} from '../../../ui';
import { FlowSection } from '../../shared/FlowSection';
import { subheadingOf, useSectionHeading } from '../../shared/headingLevel';
import { InlineForm } from '../../shared/InlineForm';
import { registeredField } from '../../shared/registeredField';
import { useFormMessages } from '../../shared/useFormMessages';
import { employeeName } from '../employeeName';
import { departmentsMessages } from './messages';

type Notice = { tone: 'success' | 'danger'; text: string };

/** Employees read at once for the choice of whom to add (the demo's companies have a few dozen). */
const EMPLOYEE_QUERY = { per: 100 } as const;

/**
 * A company's departments with their people (UPSTREAM-2 J.6), below the employee list of
 * `<EmployeeManagement/>`: add a department by its name (a taken one refused on the field), add an
 * employee to one (which moves them from another), remove someone, and delete an empty department.
 * Each change sends the version shown; one made meanwhile is said, and the list read again.
 *
 * @example
 * <Departments companyId={companyId} />
 */
export function Departments({ companyId }: { companyId: string }) {
  const { Alert, Spinner } = usePrimitives({ Alert: DefaultAlert, Spinner: DefaultSpinner });
  const { t } = useFormMessages(departmentsMessages);
  const departments = useDepartments(companyId);
  const employees = useEmployees(companyId, EMPLOYEE_QUERY);
  const [notice, setNotice] = useState<Notice>();
  // A fresh add form after each add (react-hook-form keeps what was typed otherwise).
  const [addKey, setAddKey] = useState(0);
  const people = new Map((employees.data?.items ?? []).map((e) => [e.uuid, e]));
  return (
    <FlowSection title={t('title')} description={t('description')}>
      {notice ? (
        <Alert tone={notice.tone} onDismiss={() => setNotice(undefined)}>
          {notice.text}
        </Alert>
      ) : null}
      {departments.isLoading ? <Spinner label={t('loading')} /> : null}
      {departments.isError ? <Alert tone="danger">{t('error')}</Alert> : null}
      {departments.data?.length === 0 ? <p className="pk-flow-section__description">{t('empty')}</p> : null}
      {departments.data?.map((department) => (
        <DepartmentPart
          key={department.uuid}
          companyId={companyId}
          department={department}
          people={people}
          onNotice={setNotice}
        />
      ))}
      {departments.data ? (
        <AddDepartment
          key={addKey}
          companyId={companyId}
          onAdded={(title) => {
            setNotice({ tone: 'success', text: t('add.done', { title }) });
            setAddKey((key) => key + 1);
          }}
        />
      ) : null}
    </FlowSection>
  );
}

/** One department: its people (each with Remove), the choice of an employee to add, Delete when empty. */
function DepartmentPart({
  companyId,
  department,
  people,
  onNotice,
}: {
  companyId: string;
  department: Department;
  people: ReadonlyMap<string, Employee>;
  onNotice: (notice: Notice) => void;
}) {
  const { Button, Select } = usePrimitives({ Button: DefaultButton, Select: DefaultSelect });
  const { t } = useFormMessages(departmentsMessages);
  const Heading = subheadingOf(useSectionHeading());
  const add = useDepartmentPeople(companyId, 'add');
  const remove = useDepartmentPeople(companyId, 'remove');
  const removeDepartment = useDeleteDepartment(companyId);
  const [chosen, setChosen] = useState('');
  const { title } = department;
  const pending = add.isPending || remove.isPending || removeDepartment.isPending;
  const nameOf = (uuid: string) => {
    const employee = people.get(uuid);
    return employee ? employeeName(employee) : uuid;
  };

  async function move(kind: 'add' | 'remove', employeeId: string) {
    if (pending) return;
    const name = nameOf(employeeId);
    try {
      await (kind === 'add' ? add : remove).mutateAsync({ department, employeeIds: [employeeId] });
      onNotice({
        tone: 'success',
        text: t(kind === 'add' ? 'people.added' : 'people.removed', { name, title }),
      });
      if (kind === 'add') setChosen('');
    } catch (error) {
      onNotice({
        tone: 'danger',
        text: t(isVersionConflict(error) ? 'people.conflict' : 'people.error', { title }),
      });
    }
  }

  async function deleteIt() {
    if (pending) return;
    try {
      await removeDepartment.mutateAsync(department.uuid);
      onNotice({ tone: 'success', text: t('deleted', { title }) });
    } catch {
      onNotice({ tone: 'danger', text: t('delete.error', { title }) });
    }
  }

  const members = department.employees.map((e) => e.uuid);
  const offered = [...people.values()].filter((e) => !members.includes(e.uuid));
  const empty = members.length === 0 && department.contractors.length === 0;
  return (
    <section className="pk-flow-section" aria-label={title}>
      <Heading className="pk-flow-section__title">{title}</Heading>
      {empty ? (
        <p className="pk-flow-section__description">{t('people.none')}</p>
      ) : (
        <ul aria-label={t('people.label', { title })}>
          {members.map((uuid) => (
            <li key={uuid}>
              {nameOf(uuid)}{' '}
              <Button
                type="button"
                variant="ghost"
                aria-label={t('people.removeFor', { name: nameOf(uuid), title })}
                aria-disabled={pending || undefined}
                onClick={() => void move('remove', uuid)}
              >
                {t('people.remove')}
              </Button>
            </li>
          ))}
          {department.contractors.map((contractor) => (
            <li key={contractor.uuid}>{t('people.contractor')}</li>
          ))}
        </ul>
      )}
      <div className="pk-flow-inline">
        <Select
          label={t('people.choose', { title })}
          placeholder={t('people.choosePlaceholder')}
          options={offered.map((e) => ({ value: e.uuid, label: employeeName(e) }))}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
        />
        <Button
          type="button"
          variant="secondary"
          aria-disabled={pending || !chosen || undefined}
          onClick={() => (chosen ? void move('add', chosen) : undefined)}
        >
          {t('people.add', { title })}
        </Button>
        {empty ? (
          <Button
            type="button"
            variant="ghost"
            aria-label={t('deleteFor', { title })}
            aria-disabled={pending || undefined}
            onClick={() => void deleteIt()}
          >
            {t('delete')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

/** The add form: a name, refused on its field when another department has it. */
function AddDepartment({ companyId, onAdded }: { companyId: string; onAdded: (title: string) => void }) {
  const { Button, TextField } = usePrimitives({ Button: DefaultButton, TextField: DefaultTextField });
  const { t, fieldError } = useFormMessages(departmentsMessages);
  const record = useDepartmentForm({ companyId, onSaved: (saved) => onAdded(saved.title) });
  const field = registeredField(record.form, () => t('field.title'), fieldError);
  return (
    <InlineForm form={record}>
      <div className="pk-flow-inline">
        <TextField {...field('title')} required />
        <Button type="submit" aria-disabled={record.isSubmitting || undefined}>
          {t('add.save')}
        </Button>
      </div>
    </InlineForm>
  );
}
