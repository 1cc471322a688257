import { useState } from 'react';
import type { ExternalPayrollTaxLiability } from '../../api/externalPayrolls/types';
import {
  useCreateExternalPayroll,
  useDeleteExternalPayroll,
  useExternalPayrollTaxLiabilities,
  useExternalPayrolls,
  useFinalizeExternalPayrolls,
  useOnboardingStatusWithPreviousPayrolls,
  useUpdateExternalPayrollTaxLiabilities,
} from '../../hooks/externalPayrolls';
import {
  usePrimitives,
  useFormat,
  useScreenMessages,
  Alert as DefaultAlert,
  Badge as DefaultBadge,
  Button as DefaultButton,
  DateField as DefaultDateField,
  Select as DefaultSelect,
  Spinner as DefaultSpinner,
  Table as DefaultTable,
} from '../../ui';
import { FlowSection } from '../shared/FlowSection';
import { asError } from './asError';
import { PreviousPayrollForm } from './PreviousPayrollForm';
import { previousPayrollError } from './previousPayrollError';
import { previousPayrollMessages } from './previousPayrollMessages';
import type { CompanyStepProps } from './stepProps';
import { useCompanyOnboardingMessages } from './useCompanyOnboardingMessages';

/** Props of {@link PreviousPayrolls}. */
export interface PreviousPayrollsProps extends CompanyStepProps {
  /** "Skip for now": the step is optional. */
  onSkip?: () => void;
}

/** A liability's choice as the select holds it: the unpaid payroll's uuid, or '' for paid in full. */
const choiceOf = (liability: ExternalPayrollTaxLiability) =>
  liability.last_unpaid_external_payroll_uuid ?? '';

/**
 * The company onboarding's optional "Previous payrolls" step (DECISIONS 69): the payrolls the
 * company ran with its previous provider this year, listed first (check date, pay period,
 * status), each added by its dates and filled in its own form; then the taxes the previous
 * provider left unpaid and "Finalize", after which the service records them as payrolls of the
 * history and their wages count in year-to-date figures.
 *
 * @example
 * <PreviousPayrolls companyId={companyId} onComplete={next} onSkip={later} />
 */
export function PreviousPayrolls(props: PreviousPayrollsProps) {
  const { companyId, onEvent } = props;
  const { Alert, Badge, Button, DateField, Select, Spinner, Table } = usePrimitives({
    Alert: DefaultAlert,
    Badge: DefaultBadge,
    Button: DefaultButton,
    DateField: DefaultDateField,
    Select: DefaultSelect,
    Spinner: DefaultSpinner,
    Table: DefaultTable,
  });
  const flowWords = useCompanyOnboardingMessages();
  const { t } = useScreenMessages(previousPayrollMessages);
  const format = useFormat();
  const payrolls = useExternalPayrolls(companyId, { per: 100 });
  const liabilities = useExternalPayrollTaxLiabilities(companyId);
  const status = useOnboardingStatusWithPreviousPayrolls(companyId);
  const create = useCreateExternalPayroll(companyId);
  const remove = useDeleteExternalPayroll(companyId);
  const saveLiabilities = useUpdateExternalPayrollTaxLiabilities(companyId);
  const finalize = useFinalizeExternalPayrolls(companyId);
  const [editing, setEditing] = useState<string>();
  const [dates, setDates] = useState({
    check_date: '',
    payment_period_start_date: '',
    payment_period_end_date: '',
  });
  const [choices, setChoices] = useState<Record<number, string>>({});
  const [error, setError] = useState<string>();

  const fail = (caught: unknown) => {
    onEvent?.('error', { companyId, step: 'previous_payrolls', error: asError(caught) });
    setError(previousPayrollError(caught, flowWords.t));
  };

  if (editing)
    return (
      <PreviousPayrollForm
        companyId={companyId}
        externalPayrollId={editing}
        headingRef={props.headingRef}
        onDirtyChange={props.onDirtyChange}
        onBack={() => setEditing(undefined)}
      />
    );

  const items = payrolls.data?.items ?? [];
  const step = status.data?.onboarding_steps.find((s) => s.id === 'external_payroll');
  const done = step?.completed ?? false;
  const finalizing = !done && finalize.isSuccess;
  // Only the taxes some payroll carries have anything to say about what is unpaid.
  const owed = (liabilities.data ?? []).filter((l) =>
    l.possible_liabilities.some((p) => p.external_payroll_uuid !== null && p.liability_amount !== '0.00'),
  );

  const add = async () => {
    setError(undefined);
    try {
      const made = await create.mutateAsync(dates);
      setDates({ check_date: '', payment_period_start_date: '', payment_period_end_date: '' });
      setEditing(made.uuid);
    } catch (caught) {
      fail(caught);
    }
  };

  const finish = async () => {
    setError(undefined);
    try {
      const selections = owed.map((liability) => {
        const chosen = choices[liability.tax_id] ?? choiceOf(liability);
        const option = liability.possible_liabilities.find((p) => (p.external_payroll_uuid ?? '') === chosen);
        return {
          tax_id: liability.tax_id,
          last_unpaid_external_payroll_uuid: chosen || null,
          unpaid_liability_amount: chosen ? (option?.liability_amount ?? '0.00') : '0.00',
        };
      });
      if (selections.length > 0) await saveLiabilities.mutateAsync({ liability_selections: selections });
      await finalize.mutateAsync();
      onEvent?.('step.completed', {
        companyId,
        step: 'previous_payrolls',
        serviceSteps: ['external_payroll'],
      });
      props.onComplete?.();
    } catch (caught) {
      fail(caught);
    }
  };

  return (
    <FlowSection
      title={flowWords.t('step.previous_payrolls')}
      headingRef={props.headingRef}
      description={t('previous.description')}
      stepHeading
    >
      {payrolls.isLoading ? <Spinner label={t('previous.loading')} /> : null}
      {payrolls.error ? <Alert tone="danger">{t('previous.error')}</Alert> : null}
      {done ? <Alert tone="success">{t('previous.done')}</Alert> : null}
      {finalizing ? <Alert tone="info">{t('previous.finalizing')}</Alert> : null}
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {payrolls.data ? (
        <Table
          caption={t('previous.list')}
          rows={items}
          rowKey={(p) => p.uuid}
          empty={t('previous.none')}
          columns={[
            { key: 'check', header: t('previous.checkDate'), cell: (p) => format.date(p.check_date) },
            {
              key: 'period',
              header: t('previous.period'),
              cell: (p) =>
                t('previous.periodRange', {
                  start: format.date(p.payment_period_start_date),
                  end: format.date(p.payment_period_end_date),
                }),
            },
            {
              key: 'status',
              header: t('previous.status'),
              cell: (p) => (
                <Badge tone={p.status === 'processed' ? 'success' : 'info'}>
                  {t(p.status === 'processed' ? 'previous.status.processed' : 'previous.status.unprocessed')}
                </Badge>
              ),
            },
            {
              key: 'actions',
              header: t('previous.actions'),
              cell: (p) =>
                p.status === 'processed' || finalize.isSuccess ? null : (
                  <span className="pk-flow-inline">
                    <Button
                      type="button"
                      size="sm"
                      variant="secondary"
                      aria-label={t('previous.editFor', { date: format.date(p.check_date) })}
                      onClick={() => setEditing(p.uuid)}
                    >
                      {t('previous.edit')}
                    </Button>
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      aria-label={t('previous.deleteFor', { date: format.date(p.check_date) })}
                      loading={remove.isPending && remove.variables === p.uuid}
                      onClick={() => remove.mutate(p.uuid, { onError: fail })}
                    >
                      {t('previous.delete')}
                    </Button>
                  </span>
                ),
            },
          ]}
        />
      ) : null}
      {done || finalize.isSuccess ? (
        <Button type="button" onClick={() => props.onComplete?.()}>
          {t('previous.continue')}
        </Button>
      ) : (
        <>
          <fieldset className="pk-flow-section__group">
            <legend className="pk-flow-section__legend">{t('previous.new')}</legend>
            <DateField
              label={t('previous.new.checkDate')}
              value={dates.check_date}
              onChange={(event) => setDates({ ...dates, check_date: event.target.value })}
            />
            <DateField
              label={t('previous.new.start')}
              value={dates.payment_period_start_date}
              onChange={(event) => setDates({ ...dates, payment_period_start_date: event.target.value })}
            />
            <DateField
              label={t('previous.new.end')}
              value={dates.payment_period_end_date}
              onChange={(event) => setDates({ ...dates, payment_period_end_date: event.target.value })}
            />
            <Button type="button" variant="secondary" loading={create.isPending} onClick={() => void add()}>
              {t('previous.add')}
            </Button>
          </fieldset>
          {owed.length > 0 ? (
            <fieldset className="pk-flow-section__group">
              <legend className="pk-flow-section__legend">{t('previous.liabilities')}</legend>
              <p>{t('previous.liabilities.description')}</p>
              {owed.map((liability) => (
                <Select
                  key={liability.tax_id}
                  label={liability.tax_name}
                  value={choices[liability.tax_id] ?? choiceOf(liability)}
                  onChange={(event) => setChoices({ ...choices, [liability.tax_id]: event.target.value })}
                  options={liability.possible_liabilities.map((p) => ({
                    value: p.external_payroll_uuid ?? '',
                    label:
                      p.external_payroll_uuid === null
                        ? t('previous.liability.paid')
                        : t('previous.liability.from', {
                            date: format.date(p.payroll_check_date ?? ''),
                            amount: format.money(p.liability_amount),
                          }),
                  }))}
                />
              ))}
            </fieldset>
          ) : null}
          <div className="pk-flow-section__actions">
            <Button
              type="button"
              loading={saveLiabilities.isPending || finalize.isPending}
              onClick={() => void finish()}
            >
              {t('previous.finalize')}
            </Button>
            {props.onSkip ? (
              <Button type="button" variant="ghost" onClick={props.onSkip}>
                {t('previous.skip')}
              </Button>
            ) : null}
            {props.onBack ? (
              <Button type="button" variant="ghost" onClick={props.onBack}>
                {flowWords.t('flow.back')}
              </Button>
            ) : null}
          </div>
        </>
      )}
    </FlowSection>
  );
}
