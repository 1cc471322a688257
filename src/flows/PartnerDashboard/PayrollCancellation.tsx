import { useState, type FormEvent, type Ref } from 'react';
import { usePayrollDigest } from '../../hooks/payrollDigests';
import { useCancelPayrolls } from '../../hooks/payrollBatches';
import {
  Alert as DefaultAlert,
  Button as DefaultButton,
  Checkbox as DefaultCheckbox,
  Spinner as DefaultSpinner,
  useFormat,
  usePrimitives,
  useScreenMessages,
} from '../../ui';
import type { PartnerDashboardEventHandler } from './events';
import { partnerDashboardMessages } from './messages';

/** Props of {@link PayrollCancellation}. */
export interface PayrollCancellationProps {
  companyIds: readonly string[];
  /** "Back": the flow returns to its overview. */
  onBack: () => void;
  onEvent?: PartnerDashboardEventHandler;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** A payroll the screen offers: its uuid, its company and how it is named. */
interface Offered {
  payrollUuid: string;
  companyUuid: string;
  label: string;
}

/**
 * Cancel several unprocessed payrolls of the partner's companies at once (a cancellation batch):
 * the companies' next payrolls to choose from, then each chosen payroll's outcome (cancelled, or
 * not and why). The digest and the companies' payrolls are read again afterwards.
 *
 * @example
 * <PayrollCancellation companyIds={ids} onBack={() => move({ type: 'back' })} />
 */
export function PayrollCancellation({ companyIds, onBack, onEvent, headingRef }: PayrollCancellationProps) {
  const { Alert, Button, Checkbox, Spinner } = usePrimitives({
    Alert: DefaultAlert,
    Button: DefaultButton,
    Checkbox: DefaultCheckbox,
    Spinner: DefaultSpinner,
  });
  const { t } = useScreenMessages(partnerDashboardMessages);
  const format = useFormat();
  const digest = usePayrollDigest(companyIds);
  const cancel = useCancelPayrolls();
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [missing, setMissing] = useState(false);
  const date = (value: string | null | undefined) => (value ? format.date(value) : '—');

  // What was offered stays named after the batch, though the digest then reads it as moved on.
  const [named, setNamed] = useState<Record<string, Offered>>({});
  const offered: Offered[] = (digest.data?.results ?? []).flatMap((company) =>
    (company.payrolls ?? []).flatMap((payroll) =>
      payroll.payroll_uuid
        ? [
            {
              payrollUuid: payroll.payroll_uuid,
              companyUuid: company.uuid ?? '',
              label: t('cancel.option', {
                company: company.name ?? '',
                period: t('payroll.period', {
                  start: date(payroll.pay_period?.start_date),
                  end: date(payroll.pay_period?.end_date),
                }),
                date: date(payroll.pay_period?.run_payroll_by),
              }),
            },
          ]
        : [],
    ),
  );
  const labelOf = (uuid: string | undefined) => named[uuid ?? '']?.label ?? uuid ?? '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    const payrolls = offered.filter((o) => chosen.includes(o.payrollUuid));
    if (payrolls.length === 0) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setNamed(Object.fromEntries(offered.map((o) => [o.payrollUuid, o])));
    try {
      const results = await cancel.mutateAsync(
        payrolls.map(({ payrollUuid, companyUuid }) => ({ payrollUuid, companyUuid })),
      );
      setChosen([]);
      onEvent?.('payrolls.cancelled', {
        cancelled: (results.results ?? []).filter((r) => r.status === 'success').map((r) => r.uuid ?? ''),
        refused: [
          ...(results.results ?? []).filter((r) => r.status !== 'success').map((r) => r.uuid ?? ''),
          ...(results.exclusions ?? []).map((e) => e.uuid ?? ''),
        ],
      });
    } catch (error) {
      onEvent?.('error', { error: error as Error });
    }
  }

  const outcome = cancel.data;
  const succeeded = (outcome?.results ?? []).filter((r) => r.status === 'success');
  const refused = (outcome?.results ?? []).filter((r) => r.status !== 'success');
  return (
    <section className="pk-flow-section" aria-labelledby="pk-partner-cancel">
      <header className="pk-flow-section__header">
        <h2 id="pk-partner-cancel" className="pk-flow-section__title" tabIndex={-1} ref={headingRef}>
          {t('cancel.title')}
        </h2>
        <p className="pk-flow-section__description">{t('cancel.description')}</p>
      </header>
      {outcome ? (
        <div role="status" className="pk-partner-results">
          <h3>{t('cancel.results')}</h3>
          <p>
            {t('cancel.summary', {
              cancelled: String(succeeded.length),
              refused: String(refused.length + (outcome.exclusions?.length ?? 0)),
            })}
          </p>
          <ul>
            {succeeded.map((r) => (
              <li key={r.uuid}>{t('cancel.cancelled', { payroll: labelOf(r.uuid) })}</li>
            ))}
            {refused.map((r) => (
              <li key={r.uuid}>
                {t('cancel.refused', { payroll: labelOf(r.uuid), reason: r.errors?.[0]?.message ?? '' })}
              </li>
            ))}
            {(outcome.exclusions ?? []).map((e) => (
              <li key={`${e.idx}`}>{t('cancel.excluded', { payroll: labelOf(e.uuid) })}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {cancel.isError ? <Alert tone="danger">{t('cancel.error')}</Alert> : null}
      {digest.isLoading ? (
        <Spinner label={t('cancel.loading')} />
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <fieldset className="pk-partner-choices">
            <legend>{t('cancel.legend')}</legend>
            {offered.map((o) => (
              <Checkbox
                key={o.payrollUuid}
                label={o.label}
                checked={chosen.includes(o.payrollUuid)}
                onChange={(event) => {
                  // Read now: the updater runs after the event is gone.
                  const checked = event.currentTarget.checked;
                  setChosen((now) =>
                    checked ? [...now, o.payrollUuid] : now.filter((uuid) => uuid !== o.payrollUuid),
                  );
                }}
              />
            ))}
          </fieldset>
          {missing ? (
            <p className="pk-field__error" role="alert">
              {t('cancel.none')}
            </p>
          ) : null}
          <div className="pk-partner-actions">
            <Button type="submit" variant="danger" loading={cancel.isPending}>
              {t('cancel.submit')}
            </Button>
            <Button variant="secondary" onClick={onBack}>
              {t('cancel.back')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
