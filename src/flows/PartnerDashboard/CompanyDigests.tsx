import type { Ref } from 'react';
import type { PayrollDigestCompany, PayrollDigestPayroll } from '../../api/payrollDigests/types';
import { usePayrollDigest } from '../../hooks/payrollDigests';
import {
  Alert as DefaultAlert,
  Badge as DefaultBadge,
  Button as DefaultButton,
  Spinner as DefaultSpinner,
  useFormat,
  usePrimitives,
  useScreenMessages,
} from '../../ui';
import { partnerDashboardMessages } from './messages';

/** Props of {@link CompanyDigests}. */
export interface CompanyDigestsProps {
  companyIds: readonly string[];
  /** A blocker's "Fix" (with the blocker's key) or a company's "Open payroll" (without). */
  onOpenCompany: (companyId: string, blocker?: string) => void;
  /** "Cancel payrolls": the flow moves to the cancellation. */
  onCancelPayrolls: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** A payroll's figures: its dates and, once calculated, its totals. */
function PayrollFigures({ payroll }: { payroll: PayrollDigestPayroll }) {
  const { t } = useScreenMessages(partnerDashboardMessages);
  const format = useFormat();
  const period = payroll.pay_period ?? {};
  const date = (value: string | null | undefined) => (value ? format.date(value) : '—');
  const schedule = payroll.pay_schedule?.custom_name ?? payroll.pay_schedule?.frequency;
  return (
    <div className="pk-partner-payroll">
      <p className="pk-partner-payroll__title">
        {t('payroll.period', { start: date(period.start_date), end: date(period.end_date) })}
        {schedule ? (
          <span className="pk-partner-muted"> · {t('payroll.schedule', { name: schedule })}</span>
        ) : null}
      </p>
      <dl className="pk-partner-figures">
        <div>
          <dt>{t('payroll.runBy')}</dt>
          <dd>{date(period.run_payroll_by)}</dd>
        </div>
        <div>
          <dt>{t('payroll.checkDate')}</dt>
          <dd>{date(period.check_date)}</dd>
        </div>
        {payroll.totals ? (
          <>
            <div>
              <dt>{t('payroll.totalDebit')}</dt>
              <dd>{format.money(payroll.totals.total_debit_amount ?? '0')}</dd>
            </div>
            <div>
              <dt>{t('payroll.netPay')}</dt>
              <dd>{format.money(payroll.totals.net_pay ?? '0')}</dd>
            </div>
            <div>
              <dt>{t('payroll.employerCost')}</dt>
              <dd>{format.money(payroll.totals.total_employer_cost ?? '0')}</dd>
            </div>
          </>
        ) : null}
      </dl>
      {payroll.totals ? null : <p className="pk-partner-muted">{t('payroll.notCalculated')}</p>}
    </div>
  );
}

/** One company: its state, what blocks it (each a way into the company's flows) and its next payrolls. */
function CompanyCard({
  company,
  onOpenCompany,
}: {
  company: PayrollDigestCompany;
  onOpenCompany: CompanyDigestsProps['onOpenCompany'];
}) {
  const { Badge, Button } = usePrimitives({ Badge: DefaultBadge, Button: DefaultButton });
  const { t, lookup } = useScreenMessages(partnerDashboardMessages);
  const id = company.uuid ?? '';
  const name = company.name ?? id;
  const blockers = company.blockers ?? [];
  const payrolls = company.payrolls ?? [];
  const headingId = `pk-partner-company-${id}`;
  return (
    <li className="pk-partner-company" aria-labelledby={headingId}>
      <div className="pk-partner-company__header">
        <h3 id={headingId} className="pk-partner-company__name">
          {name}
        </h3>
        <Badge tone={blockers.length > 0 ? 'danger' : 'success'}>
          {t(blockers.length > 0 ? 'company.blocked' : 'company.ready')}
        </Badge>
      </div>
      {blockers.length > 0 ? (
        <ul className="pk-partner-blockers" aria-label={t('company.blockers', { company: name })}>
          {blockers.map((blocker) => {
            const text = lookup(`blocker.${blocker.type ?? ''}`, blocker.description ?? blocker.type ?? '');
            return (
              <li key={blocker.type} className="pk-partner-blocker">
                <span>{text}</span>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('company.fixFor', { blocker: text, company: name })}
                  onClick={() => onOpenCompany(id, blocker.type)}
                >
                  {t('company.fix')}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {payrolls.length === 0 ? <p className="pk-partner-muted">{t('company.noPayroll')}</p> : null}
      {payrolls.map((payroll) => (
        <PayrollFigures key={payroll.payroll_uuid ?? payroll.pay_schedule?.uuid} payroll={payroll} />
      ))}
      {payrolls.length > 0 ? (
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('company.openFor', { company: name })}
          onClick={() => onOpenCompany(id)}
        >
          {t('company.open')}
        </Button>
      ) : null}
    </li>
  );
}

/**
 * The dashboard's overview of the partner's companies (a payroll digest): each company's next
 * regular payroll per pay schedule with the day it must run by and its totals once calculated,
 * and what blocks it, each blocker a "Fix" into the company's own flows.
 *
 * @example
 * <CompanyDigests companyIds={ids} onOpenCompany={(id, blocker) => navigate(`/companies/${id}`)} onCancelPayrolls={open} />
 */
export function CompanyDigests({
  companyIds,
  onOpenCompany,
  onCancelPayrolls,
  headingRef,
}: CompanyDigestsProps) {
  const { Alert, Button, Spinner } = usePrimitives({
    Alert: DefaultAlert,
    Button: DefaultButton,
    Spinner: DefaultSpinner,
  });
  const { t } = useScreenMessages(partnerDashboardMessages);
  const digest = usePayrollDigest(companyIds);
  const companies = digest.data?.results ?? [];
  const excluded = digest.data?.exclusions?.length ?? 0;
  const cancellable = companies.some((c) => (c.payrolls ?? []).some((p) => p.payroll_uuid));
  return (
    <section className="pk-flow-section" aria-labelledby="pk-partner-overview">
      <header className="pk-flow-section__header">
        <h2 id="pk-partner-overview" className="pk-flow-section__title" tabIndex={-1} ref={headingRef}>
          {t('overview.title')}
        </h2>
        <p className="pk-flow-section__description">{t('overview.description')}</p>
      </header>
      {digest.isError ? (
        <Alert
          tone="danger"
          action={
            <Button variant="secondary" size="sm" onClick={() => void digest.refetch()}>
              {t('overview.retry')}
            </Button>
          }
        >
          {t('overview.error')}
        </Alert>
      ) : digest.isLoading ? (
        <Spinner label={t('overview.loading')} />
      ) : (
        <>
          {companies.length === 0 ? <p>{t('overview.empty')}</p> : null}
          <ul className="pk-partner-companies">
            {companies.map((company) => (
              <CompanyCard key={company.uuid} company={company} onOpenCompany={onOpenCompany} />
            ))}
          </ul>
          {excluded > 0 ? (
            <p className="pk-partner-muted">{t('overview.excluded', { count: String(excluded) })}</p>
          ) : null}
          {cancellable ? (
            <Button variant="secondary" onClick={onCancelPayrolls}>
              {t('overview.cancel')}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
