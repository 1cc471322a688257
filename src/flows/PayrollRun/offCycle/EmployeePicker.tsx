import { useDeferredValue, useId, useState } from 'react';
import { OFF_CYCLE_EMPLOYEE_LIMIT } from '../../../api/payroll/operations';
import { useEmployees } from '../../../hooks';
import {
  usePrimitives,
  TextField as DefaultTextField,
  Checkbox as DefaultCheckbox,
  Button as DefaultButton,
} from '../../../ui';
import { ListPages } from '../../shared/ListPages';
import { usePayrollRunMessages } from '../usePayrollRunMessages';

/**
 * How many employees one off-cycle payroll may name (contract.md#limits): the API layer's
 * `OFF_CYCLE_EMPLOYEE_LIMIT`, under the name this flow has always exported.
 */
export const MAX_OFF_CYCLE_EMPLOYEES = OFF_CYCLE_EMPLOYEE_LIMIT;
const PER = 25;

/** Props of {@link EmployeePicker}. */
export interface EmployeePickerProps {
  companyId: string;
  /** Chosen employees: uuid → name. */
  selected: ReadonlyMap<string, string>;
  onChange: (selected: ReadonlyMap<string, string>) => void;
  /** Inline error, already translated. */
  error?: string;
}

/**
 * Who an off-cycle payroll pays: a search over the company's active employees, a page of
 * checkboxes, "select all on this page", and a count that says plainly when the choice is over
 * the 100-employee limit.
 *
 * @example
 * <EmployeePicker companyId={companyId} selected={selected} onChange={setSelected} />
 */
export function EmployeePicker({ companyId, selected, onChange, error }: EmployeePickerProps) {
  const { TextField, Checkbox, Button } = usePrimitives({
    TextField: DefaultTextField,
    Checkbox: DefaultCheckbox,
    Button: DefaultButton,
  });
  const { t } = usePayrollRunMessages();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const searchTerm = useDeferredValue(search.trim());
  const employees = useEmployees(companyId, { searchTerm, page, per: PER, terminated: false });
  const id = useId();
  const items = employees.data?.items ?? [];
  const over = selected.size > MAX_OFF_CYCLE_EMPLOYEES;
  const liveError =
    error ??
    (over
      ? t('offCycle.employees.tooMany', { max: MAX_OFF_CYCLE_EMPLOYEES, count: selected.size })
      : undefined);

  const toggle = (uuid: string, name: string, checked: boolean) => {
    const next = new Map(selected);
    if (checked) next.set(uuid, name);
    else next.delete(uuid);
    onChange(next);
  };
  const selectPage = () => {
    const next = new Map(selected);
    for (const employee of items) next.set(employee.uuid, `${employee.first_name} ${employee.last_name}`);
    onChange(next);
  };

  return (
    <fieldset
      className="pk-payroll-run__group"
      aria-describedby={`${id}-count${liveError ? ` ${id}-error` : ''}`}
      aria-invalid={liveError ? true : undefined}
    >
      <legend className="pk-payroll-run__legend">{t('offCycle.employees')}</legend>
      <TextField
        type="search"
        label={t('offCycle.employees.search')}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
      />
      <p id={`${id}-count`} className="pk-payroll-run__muted" aria-live="polite">
        {t('offCycle.employees.count', { count: selected.size, max: MAX_OFF_CYCLE_EMPLOYEES })}
      </p>
      {liveError ? (
        <p id={`${id}-error`} className="pk-payroll-run__error" role="alert">
          {liveError}
        </p>
      ) : null}
      <div className="pk-payroll-run__actions">
        <Button
          type="button"
          size="sm"
          variant="secondary"
          onClick={selectPage}
          disabled={items.length === 0}
        >
          {t('offCycle.employees.selectPage', { count: items.length })}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          onClick={() => onChange(new Map())}
          disabled={selected.size === 0}
        >
          {t('offCycle.employees.clear')}
        </Button>
      </div>
      <ul className="pk-payroll-run__picker" aria-busy={employees.isFetching || undefined}>
        {items.map((employee) => {
          const name = `${employee.first_name} ${employee.last_name}`;
          return (
            <li key={employee.uuid}>
              <Checkbox
                label={name}
                checked={selected.has(employee.uuid)}
                onChange={(event) => toggle(employee.uuid, name, event.target.checked)}
              />
            </li>
          );
        })}
      </ul>
      {employees.data && items.length === 0 ? (
        <p className="pk-payroll-run__muted">{t('offCycle.employees.noMatch')}</p>
      ) : null}
      <ListPages page={employees.data} label={t('offCycle.employees')} onPageChange={setPage} />
    </fieldset>
  );
}
