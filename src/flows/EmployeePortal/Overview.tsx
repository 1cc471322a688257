import type { Ref } from 'react';
import { usePayStubs } from '../../hooks/payStubs';
import { useTimeOffBalances } from '../../hooks';
import { usePrimitives, useFormat, Alert as DefaultAlert, Spinner as DefaultSpinner } from '../../ui';
import { usePolicyLabels } from './policyLabels';
import { StubPdfLink } from './StubPdfLink';
import { usePortalMessages } from './usePortalMessages';
import { yearToDate } from './ytd';

/** Props of {@link Overview}. */
export interface OverviewProps {
  companyId: string;
  employeeId: string;
  /** The person's name, as the greeting says it. */
  name: string;
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * What a person sees first: their latest pay stub (check date, gross and net pay, its PDF), their
 * pay this year so far and their time off balances. Read-only; the other sections hold the rest.
 *
 * @example
 * <Overview companyId={companyId} employeeId={employeeId} name="Ada" />
 */
export function Overview({ companyId, employeeId, name, headingRef }: OverviewProps) {
  const { Alert, Spinner } = usePrimitives({ Alert: DefaultAlert, Spinner: DefaultSpinner });
  const { t } = usePortalMessages();
  const format = useFormat();
  const stubs = usePayStubs(employeeId, { per: 100 });
  const balances = useTimeOffBalances(companyId, { employeeUuids: [employeeId] });
  const policyLabel = usePolicyLabels(companyId, employeeId);
  const latest = stubs.data?.items[0];
  const year = new Date().getFullYear();
  const ytd = yearToDate(stubs.data?.items ?? [], year);
  const mine = balances.data?.items.find((row) => row.employee_uuid === employeeId)?.balances ?? [];

  return (
    <section className="pk-flow-section" aria-labelledby="pk-portal-overview">
      <header className="pk-flow-section__header">
        <h2 id="pk-portal-overview" className="pk-flow-section__title" tabIndex={-1} ref={headingRef}>
          {t('overview.title')}
        </h2>
        <p className="pk-flow-section__description">{t('overview.greeting', { name })}</p>
      </header>

      <h3>{t('overview.latest')}</h3>
      {stubs.isError ? (
        <Alert tone="danger">{t('overview.stubsError')}</Alert>
      ) : stubs.isLoading ? (
        <Spinner />
      ) : latest ? (
        <dl className="pk-portal-figures">
          <dt>{t('stubs.checkDate')}</dt>
          <dd>{format.date(latest.check_date)}</dd>
          <dt>{t('stubs.gross')}</dt>
          <dd>{format.money(latest.gross_pay)}</dd>
          <dt>{t('stubs.net')}</dt>
          <dd>{format.money(latest.net_pay)}</dd>
          <dt>{t('stubs.pdf')}</dt>
          <dd>
            <StubPdfLink employeeId={employeeId} stub={latest} />
          </dd>
        </dl>
      ) : (
        <p>{t('overview.noStub')}</p>
      )}

      {ytd.count > 0 ? (
        <>
          <h3>{t('overview.ytd', { year: String(year) })}</h3>
          <dl className="pk-portal-figures" aria-label={t('overview.ytd.caption', { year: String(year) })}>
            <dt>{t('stubs.gross')}</dt>
            <dd>{format.money(ytd.gross)}</dd>
            <dt>{t('stubs.net')}</dt>
            <dd>{format.money(ytd.net)}</dd>
          </dl>
        </>
      ) : null}

      <h3>{t('overview.balances')}</h3>
      {balances.isError ? (
        <Alert tone="danger">{t('overview.balancesError')}</Alert>
      ) : balances.isLoading ? (
        <Spinner />
      ) : mine.length === 0 ? (
        <p>{t('overview.noBalances')}</p>
      ) : (
        <dl className="pk-portal-figures">
          {mine.map((balance, index) => (
            <div key={balance.policy_uuid} className="pk-portal-figures__row">
              <dt>{policyLabel(balance.policy_uuid, index)}</dt>
              <dd>
                {balance.balance_hours === null
                  ? t('timeOff.unlimited')
                  : t('timeOff.hours', { hours: format.number(Number(balance.balance_hours)) })}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
