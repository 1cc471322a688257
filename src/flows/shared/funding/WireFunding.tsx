import { useEffect, useState } from 'react';
import { useWireInRequests } from '../../../hooks/wireIn';
import type { WireInRequest } from '../../../api/wireIn/types';
import { usePrimitives, useFormat, Alert as DefaultAlert } from '../../../ui';
import { payrollDeadlineText } from '../payrollDeadline';
import { FigureList } from '../FigureList';
import { fundingClasses, type FundingPayment } from './fundingClasses';
import { useFundingMessages } from './useFundingMessages';
import { WireSentForm } from './WireSentForm';

/** How often a submitting payroll looks for its wire-in request while none is open yet. */
const LOOK_AGAIN_MS = 3_000;

/** Props of {@link WireFunding}. */
export interface WireFundingProps {
  companyId: string;
  /** The payroll (or contractor payment group) the wire funds. */
  paymentId: string;
  /** What the wire pays, for its words: a payroll (the default) or a contractor payment group. */
  payment?: FundingPayment;
}

/** The request still open for a payment: awaiting the funds, or the funds in review. */
function openWireFor(wires: readonly WireInRequest[] | undefined, paymentId: string) {
  return wires?.find(
    (wire) =>
      wire.payment_uuid === paymentId &&
      (wire.status === 'awaiting_funds' || wire.status === 'pending_review'),
  );
}

/**
 * A payroll or contractor payment group funded by wire (contract.md#wire-in): while the service
 * awaits the funds, the wire instructions (bank, recipient, account and routing numbers, the
 * reference to quote, the amount and the deadline in the company's payroll zone), what happens
 * past the deadline, and the form to confirm the wire was sent; once confirmed, "waiting for your
 * wire" with what was sent, until the service approves it and the payment goes on. Renders
 * nothing when no wire is open for the payment.
 *
 * @example
 * <WireFunding companyId={companyId} paymentId={payroll.payroll_uuid} />
 */
export function WireFunding({ companyId, paymentId, payment = 'payroll' }: WireFundingProps) {
  const { Alert } = usePrimitives({ Alert: DefaultAlert });
  const { t, locale } = useFundingMessages();
  // The contractors' words name their payment where the payroll's name the payroll.
  const words = payment === 'contractors' ? ('.contractors' as const) : ('' as const);
  const classes = fundingClasses[payment];
  const format = useFormat();
  const wires = useWireInRequests(companyId);
  const wire = openWireFor(wires.data, paymentId);
  // A payroll calculated again on submit opens its wire once calculated (and a failed read is
  // read again): look again while the payroll is submitting and no wire is open.
  const { refetch, isFetching } = wires;
  const looking = !wire && !isFetching;
  useEffect(() => {
    if (!looking) return;
    const timer = setTimeout(() => void refetch(), LOOK_AGAIN_MS);
    return () => clearTimeout(timer);
  }, [looking, refetch]);
  // The confirm-sent form stays up from when it was shown until the service took the
  // confirmation: the request reads `pending_review` at once while it is sent (optimistic), and a
  // refusal must find the form with what was typed, not a form drawn anew.
  const [answering, setAnswering] = useState<string>();
  const awaiting = wire?.status === 'awaiting_funds' ? wire.uuid : undefined;
  useEffect(() => {
    if (awaiting) setAnswering(awaiting);
  }, [awaiting]);
  // Nothing to say until a wire is open: most payrolls are not funded by one.
  if (!wire) return null;
  const amount = wire.requested_amount ? format.money(wire.requested_amount) : '—';
  const deadline = wire.wire_in_deadline ? payrollDeadlineText(wire.wire_in_deadline, locale) : '—';

  if (wire.status === 'pending_review' && answering !== wire.uuid) {
    return (
      <Alert tone="info" title={t('wire.review.title')}>
        <p role="status">
          {t(`wire.review${words}`, {
            amount: wire.amount_sent ? format.money(wire.amount_sent) : amount,
            date: wire.date_sent ? format.date(wire.date_sent) : '—',
            bank: wire.bank_name ?? '—',
          })}
        </p>
      </Alert>
    );
  }

  return (
    <section className={classes.section} aria-labelledby="pk-payroll-wire-title" data-wire={wire.uuid}>
      <h3 id="pk-payroll-wire-title" className={classes.subtitle}>
        {t(`wire.title${words}`)}
      </h3>
      <Alert tone="warning">
        <p>{t(`wire.due${words}`, { amount, deadline })}</p>
        <p>{t(`wire.late${words}`)}</p>
      </Alert>
      <FigureList
        className={classes.figures}
        label={t('wire.instructions')}
        figures={[
          [t('wire.amount'), amount, true],
          [t('wire.deadline'), deadline, true],
          [t('wire.bank'), wire.origination_bank ?? '—'],
          !!wire.origination_bank_address && [t('wire.bankAddress'), wire.origination_bank_address],
          [t('wire.recipient'), wire.recipient_name ?? '—'],
          !!wire.recipient_address && [t('wire.recipientAddress'), wire.recipient_address],
          [t('wire.account'), wire.recipient_account_number ?? '—'],
          [t('wire.routing'), wire.recipient_routing_number ?? '—'],
          [t('wire.reference'), wire.unique_tracking_code ?? '—', true],
        ]}
      />
      {wire.unique_tracking_code ? (
        <p className={classes.muted}>
          {t(`wire.referenceHint${words}`, { code: wire.unique_tracking_code })}
        </p>
      ) : null}
      <WireSentForm
        companyId={companyId}
        wire={wire}
        payment={payment}
        onSent={() => setAnswering(undefined)}
      />
    </section>
  );
}
