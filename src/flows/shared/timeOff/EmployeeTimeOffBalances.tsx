import type { TimeOffActivity, TimeOffBalance } from '../../../api/timeOff/types';
// The reads alone, not the area's index: its forms and their schemas stay out of this chunk.
import { useTimeOffPolicies } from '../../../hooks/timeOff/policyQueries';
import { useTimeOffActivities, useTimeOffBalances } from '../../../hooks/timeOff/requestQueries';
import {
  usePrimitives,
  useFormat,
  useScreenMessages,
  Alert as DefaultAlert,
  Spinner as DefaultSpinner,
  Table as DefaultTable,
  type TableColumn,
} from '../../../ui';
import { FlowSection } from '../FlowSection';
import { subheadingOf, useSectionHeading } from '../headingLevel';
import { employeeTimeOffMessages } from './messages';

/** Props of {@link EmployeeTimeOffBalances}. */
export interface EmployeeTimeOffBalancesProps {
  companyId: string;
  employeeId: string;
}

type PolicyBalance = TimeOffBalance['balances'][number];
/** A line of a policy's activity, keyed by its place (two lines may read the same). */
type ActivityRow = TimeOffActivity & { key: string };

/**
 * An employee's time off, a block a page renders as one section (`<EmployeeManagement/>`'s
 * employee page; it lives in flows/shared because the time off hooks are `<TimeOff/>`'s area): for
 * each policy the employee is on, its balance, accrued and used this year and pending hours (an
 * unlimited policy has no balance), then that policy's activity (`time_off_activities`: added to
 * the policy, accruals, approved requests, adjustments), newest first, with the balance after each.
 *
 * @example
 * <EmployeeTimeOffBalances companyId={companyId} employeeId={employeeId} />
 */
export function EmployeeTimeOffBalances({ companyId, employeeId }: EmployeeTimeOffBalancesProps) {
  const { Alert, Spinner, Table } = usePrimitives({
    Alert: DefaultAlert,
    Spinner: DefaultSpinner,
    Table: DefaultTable,
  });
  const { t } = useScreenMessages(employeeTimeOffMessages);
  const format = useFormat();
  const Subheading = subheadingOf(useSectionHeading());
  const balances = useTimeOffBalances(companyId, { employeeUuids: [employeeId] });
  const policies = useTimeOffPolicies(companyId);
  // The service keeps an employee's history per time off type, newest first; each line names its policy.
  const vacation = useTimeOffActivities(companyId, employeeId, { timeOffType: 'vacation', per: 100 });
  const sick = useTimeOffActivities(companyId, employeeId, { timeOffType: 'sick', per: 100 });
  const queries = [balances, policies, vacation, sick];
  const owned: PolicyBalance[] =
    balances.data?.items.find((item) => item.employee_uuid === employeeId)?.balances ?? [];
  const activity = [...(vacation.data?.items ?? []), ...(sick.data?.items ?? [])];
  const policyName = (balance: PolicyBalance) =>
    policies.data?.find((policy) => policy.uuid === balance.policy_uuid)?.name ??
    activity.find((line) => line.policy_uuid === balance.policy_uuid)?.policy_name ??
    '';
  const hours = (value: string | null) =>
    value === null ? t('unlimited') : t('hours', { hours: format.number(value) });
  const columns: TableColumn<ActivityRow>[] = [
    { key: 'date', header: t('date'), cell: (line) => format.date(line.effective_time) },
    { key: 'event', header: t('event'), cell: (line) => line.event_description },
    {
      key: 'change',
      header: t('change'),
      align: 'end',
      cell: (line) => (line.balance_change === null ? '—' : format.number(line.balance_change)),
    },
    {
      key: 'after',
      header: t('after'),
      align: 'end',
      cell: (line) => (line.balance === null ? t('unlimited') : format.number(line.balance)),
    },
  ];
  const loading = queries.some((query) => query.isLoading);
  return (
    <FlowSection title={t('title')} description={t('description')}>
      {loading ? <Spinner label={t('loading')} /> : null}
      {queries.some((query) => query.isError) ? <Alert tone="danger" title={t('error')} /> : null}
      {balances.isSuccess && owned.length === 0 ? (
        <p className="pk-flow-section__description">{t('none')}</p>
      ) : null}
      {loading
        ? null
        : owned.map((balance) => {
            const name = policyName(balance);
            return (
              <section key={balance.policy_uuid} aria-label={name}>
                <Subheading>{name}</Subheading>
                <p>
                  {[
                    `${t('balance')}: ${hours(balance.balance_hours)}`,
                    `${t('accrued')}: ${hours(balance.accrued_hours)}`,
                    `${t('used')}: ${hours(balance.used_hours)}`,
                    `${t('pending')}: ${hours(balance.pending_hours ?? '0')}`,
                  ].join(' · ')}
                </p>
                <Table
                  caption={t('activity', { policy: name })}
                  hideCaption
                  columns={columns}
                  rows={activity
                    .filter((line) => line.policy_uuid === balance.policy_uuid)
                    .map((line, index) => ({ ...line, key: `${line.effective_time}:${index}` }))}
                  rowKey={(line) => line.key}
                  empty={t('noActivity')}
                />
              </section>
            );
          })}
    </FlowSection>
  );
}
