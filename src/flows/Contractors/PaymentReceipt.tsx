import type { Ref } from 'react';
import { useContractorPaymentGroup, useContractorPaymentReceipt } from '../../hooks/contractorPayments';
import {
  usePrimitives,
  useFormat,
  Alert as DefaultAlert,
  Button as DefaultButton,
  Spinner as DefaultSpinner,
} from '../../ui';
import { DetailList } from './DetailList';
import { useContractorsMessages } from './useContractorsMessages';

/** Props of {@link PaymentReceipt}. */
export interface PaymentReceiptProps {
  companyId: string;
  paymentId: string;
  /** The payment's group: without a receipt yet, the page says when it will have one. */
  groupId?: string;
  onBack?: () => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The receipt of a funded direct deposit to a contractor: sender, recipient, debit date, wage,
 * bonus, reimbursement and the company's debit, with the licensee's notice; "Print receipt"
 * prints the receipt alone (or saves it as PDF through the browser's print dialog). A direct
 * deposit not funded yet (opened from a saved address) has none: the page says when it will.
 *
 * @example
 * <PaymentReceipt companyId={companyId} paymentId={payment.uuid} onBack={backToGroup} />
 */
export function PaymentReceipt({ companyId, paymentId, groupId, onBack, headingRef }: PaymentReceiptProps) {
  const { Alert, Button, Spinner } = usePrimitives({
    Alert: DefaultAlert,
    Button: DefaultButton,
    Spinner: DefaultSpinner,
  });
  const { t } = useContractorsMessages();
  const format = useFormat();
  const receipt = useContractorPaymentReceipt(companyId, paymentId);
  const data = receipt.data;
  // The service has no receipt before funding (404): the group says whether that is why, and when.
  const group = useContractorPaymentGroup(companyId, receipt.isError && groupId ? groupId : '');
  const payment = group.data?.contractor_payments?.find((p) => p.uuid === paymentId);
  const byWire = (group.data?.submission_blockers ?? []).some((b) => b.selected_option === 'wire_in');
  const debitDate = payment?.debit_date ?? group.data?.debit_date;
  const unfunded = payment?.status === 'Unfunded' && payment.payment_method === 'Direct Deposit';
  const whenText = byWire
    ? t('group.receiptWire')
    : debitDate && t('group.receiptWhen', { date: format.date(debitDate) });
  const waiting = unfunded ? whenText : undefined;
  const print = () => {
    const root = document.documentElement;
    root.setAttribute('data-pk-printing', '');
    window.addEventListener('afterprint', () => root.removeAttribute('data-pk-printing'), { once: true });
    window.print();
  };
  return (
    <section className="pk-flow-section pk-contractor-receipt" aria-labelledby="pk-contractor-receipt-title">
      <h2 id="pk-contractor-receipt-title" ref={headingRef} tabIndex={-1} className="pk-flow-section__title">
        {t('group.receipt')}
      </h2>
      {waiting ? (
        <Alert tone="info">{waiting}</Alert>
      ) : receipt.isError && !group.isFetching ? (
        <Alert tone="danger">{t('receipt.error')}</Alert>
      ) : null}
      {receipt.isLoading ? <Spinner label={t('receipt.loading')} /> : null}
      {data ? (
        <>
          <DetailList
            items={[
              [t('receipt.sender'), data.name_of_sender],
              [t('receipt.recipient'), data.name_of_recipient],
              [t('payments.debitDate'), data.debit_date ? format.date(data.debit_date) : ''],
              // A payment's wage, bonus and reimbursement lines.
              ...(data.contractor_payments ?? []).flatMap((payment) =>
                (['wage', 'bonus', 'reimbursement'] as const).map((line): [string, string] => [
                  t(`pay.field.${line}`),
                  format.money(payment[line] ?? '0.00'),
                ]),
              ),
              [t('receipt.total'), format.money(data.totals?.company_debit ?? '0.00')],
            ]}
          />
          {[data.license, data.right_to_refund, data.liability_of_licensee].filter(Boolean).map((text) => (
            <p key={text} className="pk-flow-section__description">
              {text}
            </p>
          ))}
        </>
      ) : null}
      <div className="pk-flow-section__actions pk-contractor-receipt__actions">
        {onBack ? (
          <Button type="button" variant="secondary" onClick={onBack}>
            {t('receipt.back')}
          </Button>
        ) : null}
        {data ? (
          <Button type="button" onClick={print}>
            {t('receipt.print')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
