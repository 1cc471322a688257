import { useRef, useState, type FormEvent } from 'react';
import { useEmployees } from '../../../hooks/employees';
import {
  useAddTimeOffPolicyEmployees,
  useAdjustTimeOffBalances,
  useRemoveTimeOffPolicyEmployees,
  useTimeOffPolicy,
} from '../../../hooks/timeOff';
import {
  usePrimitives,
  useFormat,
  type TableColumn,
  Table as DefaultTable,
  Select as DefaultSelect,
  NumberField as DefaultNumberField,
  Button as DefaultButton,
  Alert as DefaultAlert,
  Spinner as DefaultSpinner,
} from '../../../ui';
import { employeeName as nameOf } from '../employeeOptions';
import { refusalText } from '../refusal';
import { RowAction } from '../../shared/RowAction';
import { useTimeOffPoliciesMessages } from './useTimeOffPoliciesMessages';

/** Props of {@link PolicyEmployees}. */
export interface PolicyEmployeesProps {
  companyId: string;
  policyId: string;
}

const HOURS = /^[0-9]+(\.[0-9]{1,3})?$/;

/**
 * Who is on a time off policy and their balances: remove someone; add an employee with a starting
 * balance (only employees with a job are offered, the others named with the reason); adjust a
 * balance. An unlimited policy shows no balances. The service's refusals show on their field;
 * when a colleague made the policy unlimited meanwhile, the refused balance stays on screen with
 * that reason and the policy shows as unlimited.
 *
 * @example
 * <PolicyEmployees companyId={companyId} policyId={policyId} />
 */
export function PolicyEmployees({ companyId, policyId }: PolicyEmployeesProps) {
  const { Table, Select, NumberField, Button, Alert, Spinner } = usePrimitives({
    Table: DefaultTable,
    Select: DefaultSelect,
    NumberField: DefaultNumberField,
    Button: DefaultButton,
    Alert: DefaultAlert,
    Spinner: DefaultSpinner,
  });
  const { t } = useTimeOffPoliciesMessages();
  const format = useFormat();
  const policy = useTimeOffPolicy(policyId);
  const people = useEmployees(companyId, { per: 100, sortBy: ['last_name', 'first_name'] });
  const add = useAddTimeOffPolicyEmployees(companyId, policyId);
  const remove = useRemoveTimeOffPolicyEmployees(companyId, policyId);
  const adjust = useAdjustTimeOffBalances(companyId, policyId);
  const [notice, setNotice] = useState<string>();
  const addBalance = useRef<HTMLInputElement>(null);
  const adjustBalance = useRef<HTMLInputElement>(null);
  const [adding, setAdding] = useState({ employee: '', balance: '', error: undefined as string | undefined });
  const [adjusting, setAdjusting] = useState({
    employee: '',
    balance: '',
    error: undefined as string | undefined,
  });

  if (policy.isLoading || people.isLoading) return <Spinner label={t('employees.loading')} />;
  if (!policy.data || !people.data) return <Alert tone="danger">{t('employees.loadError')}</Alert>;

  const record = policy.data;
  const unlimited = record.accrual_method === 'unlimited';
  const byUuid = new Map(people.data.items.map((e) => [e.uuid, e]));
  const enrolled = record.employees.map((m) => ({
    ...m,
    name: byUuid.get(m.uuid) ? nameOf(byUuid.get(m.uuid)!) : m.uuid,
  }));
  const onPolicy = new Set(record.employees.map((m) => m.uuid));
  const offered = people.data.items.filter((e) => !onPolicy.has(e.uuid) && e.jobs.length > 0);
  const jobless = people.data.items.filter((e) => !onPolicy.has(e.uuid) && e.jobs.length === 0);

  /**
   * A refused balance write: the policy is read again, and if it became unlimited meanwhile (the
   * service refuses balances there, on `base`, contract.md#payroll-run) the field says so in our words.
   */
  const balanceRefusal = async (
    error: unknown,
    key: 'add.nowUnlimited' | 'adjust.nowUnlimited',
    field: HTMLInputElement | null,
  ) => {
    const fresh = (await policy.refetch()).data;
    field?.focus();
    return fresh?.accrual_method === 'unlimited' ? t(key, { name: fresh.name }) : refusalText(t, error);
  };

  const submitAdd = (event: FormEvent) => {
    event.preventDefault();
    const employee = byUuid.get(adding.employee);
    if (!employee) return setAdding({ ...adding, error: undefined });
    const balance = adding.balance.trim();
    if (balance && !HOURS.test(balance)) return setAdding({ ...adding, error: t('validation.hours') });
    add.mutate([{ uuid: employee.uuid, ...(unlimited ? {} : { balance: balance || '0' }) }], {
      onSuccess: () => {
        setAdding({ employee: '', balance: '', error: undefined });
        setNotice(
          unlimited
            ? t('add.addedUnlimited', { name: nameOf(employee) })
            : t('add.added', { name: nameOf(employee), hours: format.number(balance || '0') }),
        );
      },
      onError: async (error) => {
        const message = unlimited
          ? refusalText(t, error)
          : await balanceRefusal(error, 'add.nowUnlimited', addBalance.current);
        setAdding((current) => ({ ...current, error: message }));
      },
    });
  };

  const submitAdjust = (event: FormEvent) => {
    event.preventDefault();
    const balance = adjusting.balance.trim();
    if (!HOURS.test(balance)) return setAdjusting({ ...adjusting, error: t('validation.hours') });
    const member = enrolled.find((m) => m.uuid === adjusting.employee);
    if (!member) return undefined;
    adjust.mutate([{ uuid: member.uuid, balance }], {
      onSuccess: () => {
        setAdjusting({ employee: '', balance: '', error: undefined });
        setNotice(t('adjust.saved', { name: member.name, hours: format.number(balance) }));
      },
      onError: async (error) => {
        const message = await balanceRefusal(error, 'adjust.nowUnlimited', adjustBalance.current);
        setAdjusting((current) => ({ ...current, error: message }));
      },
    });
  };

  const columns: TableColumn<(typeof enrolled)[number]>[] = [
    { key: 'name', header: t('employees.employee'), cell: (row) => row.name },
    {
      key: 'balance',
      header: t('employees.balance'),
      cell: (row) => (row.balance === null ? t('employees.unlimited') : format.number(row.balance)),
    },
    {
      key: 'actions',
      header: t('employees.actions'),
      cell: (row) => (
        <RowAction
          accessibleName={t('employees.removeFor', { name: row.name })}
          onClick={() =>
            remove.mutate([row.uuid], {
              onSuccess: () => setNotice(t('employees.removed', { name: row.name })),
            })
          }
          label={t('employees.remove')}
        />
      ),
    },
  ];

  return (
    <section className="pk-onboarding-step" aria-labelledby="pk-time-off-policy-employees-title">
      <h2 id="pk-time-off-policy-employees-title" className="pk-onboarding-step__title">
        {t('employees.title', { name: record.name })}
      </h2>
      {notice ? (
        <Alert tone="success" onDismiss={() => setNotice(undefined)}>
          {notice}
        </Alert>
      ) : null}
      {enrolled.length > 0 ? (
        <Table
          caption={t('employees.caption', { name: record.name })}
          hideCaption
          columns={columns}
          rows={enrolled}
          rowKey={(row) => row.uuid}
        />
      ) : (
        <p>{t('employees.none')}</p>
      )}

      <h3>{t('add.title')}</h3>
      {offered.length === 0 ? <p>{t('add.everyone')}</p> : null}
      {offered.length > 0 ? (
        <form noValidate onSubmit={submitAdd} className="pk-onboarding-step__form">
          <Select
            label={t('add.employee')}
            required
            placeholder={t('form.placeholder')}
            options={offered.map((e) => ({ value: e.uuid, label: nameOf(e) }))}
            value={adding.employee}
            onChange={(event) => setAdding({ ...adding, employee: event.target.value, error: undefined })}
          />
          {/* Hidden on an unlimited policy, unless it holds a balance the service just refused. */}
          {unlimited && !adding.balance ? null : (
            <NumberField
              ref={addBalance}
              label={t('add.balance')}
              inputMode="decimal"
              hint={t('add.balance.hint')}
              value={adding.balance}
              error={adding.error}
              onChange={(event) => setAdding({ ...adding, balance: event.target.value, error: undefined })}
            />
          )}
          {unlimited && !adding.balance && adding.error ? <Alert tone="danger">{adding.error}</Alert> : null}
          <div className="pk-onboarding-step__actions">
            <Button type="submit" loading={add.isPending} disabled={!adding.employee}>
              {t('add.submit')}
            </Button>
          </div>
        </form>
      ) : null}
      {jobless.length > 0 ? <p>{t('add.noJob', { names: jobless.map(nameOf).join(', ') })}</p> : null}

      <h3>{t('adjust.title')}</h3>
      {unlimited ? <p>{t('adjust.unlimited')}</p> : null}
      {/* Kept on an unlimited policy only while it holds what the user typed (a refused balance). */}
      {enrolled.length > 0 && (!unlimited || adjusting.balance) ? (
        <form noValidate onSubmit={submitAdjust} className="pk-onboarding-step__form">
          <Select
            label={t('adjust.employee')}
            required
            placeholder={t('form.placeholder')}
            options={enrolled.map((m) => ({ value: m.uuid, label: m.name }))}
            value={adjusting.employee}
            onChange={(event) =>
              setAdjusting({ ...adjusting, employee: event.target.value, error: undefined })
            }
          />
          <NumberField
            ref={adjustBalance}
            label={t('adjust.balance')}
            required
            inputMode="decimal"
            value={adjusting.balance}
            error={adjusting.error}
            onChange={(event) =>
              setAdjusting({ ...adjusting, balance: event.target.value, error: undefined })
            }
          />
          <div className="pk-onboarding-step__actions">
            <Button type="submit" loading={adjust.isPending} disabled={!adjusting.employee}>
              {t('adjust.submit')}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
