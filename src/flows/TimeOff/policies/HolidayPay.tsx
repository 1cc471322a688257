import { useEffect, useState } from 'react';
import type { FederalHolidayKey } from '../../../api/timeOff/types';
import { useEmployees } from '../../../hooks/employees';
import {
  useCreateHolidayPayPolicy,
  useHolidayPayPolicy,
  useHolidayPayPolicyEmployees,
  usePaidHolidays,
  useUpdateHolidayPayPolicy,
} from '../../../hooks/timeOff';
import {
  usePrimitives,
  useFormat,
  Checkbox as DefaultCheckbox,
  Button as DefaultButton,
  Alert as DefaultAlert,
  Spinner as DefaultSpinner,
  Table as DefaultTable,
} from '../../../ui';
import { ConflictPrompt } from '../../shared/ConflictPrompt';
import { timeOffPoliciesMessages } from './messages';
import { useTimeOffPoliciesMessages } from './useTimeOffPoliciesMessages';

/** Props of {@link HolidayPay}. */
export interface HolidayPayProps {
  companyId: string;
  /** The year whose paid holidays are previewed. Default: next year. */
  year?: number;
}

const HOLIDAYS: readonly FederalHolidayKey[] = [
  'new_years_day',
  'mlk_day',
  'presidents_day',
  'memorial_day',
  'juneteenth',
  'independence_day',
  'labor_day',
  'columbus_day',
  'veterans_day',
  'thanksgiving',
  'christmas_day',
];

/**
 * The company's holiday pay policy (contract.md#time-off): choose the federal holidays it pays (create
 * it, or save a change version-safely), put every employee with a job on it, and see the paid
 * holidays of the coming year on the days they are observed.
 *
 * @example
 * <HolidayPay companyId={companyId} />
 */
export function HolidayPay({ companyId, year = new Date().getFullYear() + 1 }: HolidayPayProps) {
  const { Checkbox, Button, Alert, Spinner, Table } = usePrimitives({
    Checkbox: DefaultCheckbox,
    Button: DefaultButton,
    Alert: DefaultAlert,
    Spinner: DefaultSpinner,
    Table: DefaultTable,
  });
  const { t, lookup } = useTimeOffPoliciesMessages();
  const format = useFormat();
  const policy = useHolidayPayPolicy(companyId);
  const create = useCreateHolidayPayPolicy(companyId);
  const update = useUpdateHolidayPayPolicy(companyId);
  const members = useHolidayPayPolicyEmployees(companyId);
  const people = useEmployees(companyId, { per: 100 });
  const preview = usePaidHolidays(companyId, year);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [notice, setNotice] = useState<string>();
  const [failed, setFailed] = useState(false);
  const stored = policy.data;
  useEffect(() => {
    if (stored) setSelected(new Set(HOLIDAYS.filter((key) => stored.federal_holidays[key]?.selected)));
  }, [stored]);

  if (policy.isLoading) return <Spinner label={t('holidayPay.loading')} />;
  if (policy.isError) return <Alert tone="danger">{t('holidayPay.loadError')}</Alert>;

  const choice = Object.fromEntries(HOLIDAYS.map((key) => [key, { selected: selected.has(key) }]));
  const done = (message: string) => {
    setFailed(false);
    setNotice(message);
  };
  const save = () => {
    setNotice(undefined);
    if (!stored) {
      create.mutate(
        { federal_holidays: choice },
        { onSuccess: () => done(t('holidayPay.created')), onError: () => setFailed(true) },
      );
      return;
    }
    const federal_holidays = Object.fromEntries(
      HOLIDAYS.map((key) => [key, { ...stored.federal_holidays[key]!, selected: selected.has(key) }]),
    ) as typeof stored.federal_holidays;
    update
      .update({ federal_holidays }, stored)
      .then((result) => (result.status === 'conflict' ? undefined : done(t('holidayPay.saved'))))
      .catch(() => setFailed(true));
  };
  const withJob = (people.data?.items ?? []).filter((e) => e.jobs.length > 0).map((e) => e.uuid);

  return (
    <section className="pk-onboarding-step" aria-labelledby="pk-holiday-pay-title">
      <h2 id="pk-holiday-pay-title" className="pk-onboarding-step__title">
        {t('holidayPay.title')}
      </h2>
      <p className="pk-onboarding-step__description">
        {stored ? t('holidayPay.description') : t('holidayPay.none')}
      </p>
      {notice ? (
        <Alert tone="success" onDismiss={() => setNotice(undefined)}>
          {notice}
        </Alert>
      ) : null}
      {failed ? <Alert tone="danger">{t('holidayPay.failed')}</Alert> : null}
      <ConflictPrompt
        conflict={update.conflict}
        onResolve={(resolution) => void update.resolveConflict(resolution)}
        fieldLabel={() => t('holidayPay.holidays')}
        messages={timeOffPoliciesMessages}
      />
      <fieldset className="pk-onboarding-step__form">
        <legend>{t('holidayPay.holidays')}</legend>
        {HOLIDAYS.map((key) => (
          <Checkbox
            key={key}
            label={t(`holiday.${key}`)}
            checked={selected.has(key)}
            onChange={(event) => {
              const next = new Set(selected);
              if (event.target.checked) next.add(key);
              else next.delete(key);
              setSelected(next);
            }}
          />
        ))}
      </fieldset>
      <div className="pk-onboarding-step__actions">
        <Button type="button" loading={create.isPending || update.isPending} onClick={save}>
          {stored ? t('holidayPay.save') : t('holidayPay.create')}
        </Button>
      </div>
      {stored ? (
        <>
          <p>{t('holidayPay.employees', { count: format.number(stored.employees.length) })}</p>
          <Button
            type="button"
            variant="secondary"
            loading={members.isPending}
            disabled={withJob.length === 0}
            onClick={() =>
              members.mutate(
                { change: 'add', employeeIds: withJob },
                { onSuccess: () => done(t('holidayPay.added')), onError: () => setFailed(true) },
              )
            }
          >
            {t('holidayPay.addEveryone')}
          </Button>
          <h3>{t('holidayPay.preview', { year })}</h3>
          {preview.data && preview.data.length > 0 ? (
            <Table
              caption={t('holidayPay.preview.caption', { year })}
              hideCaption
              rows={preview.data}
              rowKey={(row) => row.holiday_key}
              columns={[
                {
                  key: 'holiday',
                  header: t('holidayPay.preview.holiday'),
                  cell: (row) => lookup(`holiday.${row.holiday_key}`, row.holiday_name),
                },
                {
                  key: 'date',
                  header: t('holidayPay.preview.date'),
                  cell: (row) => <span className="pk-nowrap">{format.date(row.start_date)}</span>,
                },
              ]}
            />
          ) : (
            <p>{t('holidayPay.preview.empty', { year })}</p>
          )}
        </>
      ) : null}
    </section>
  );
}
