import type { ContractorPaymentEditorLine, ContractorPaymentIssue } from '../../hooks/contractorPayments';
import type { ContractorPaymentField } from '../../hooks/contractorPayments';
import type { ContractorPaymentMethodName } from '../../api/contractorPayments/types';
import {
  usePrimitives,
  useFormat,
  Alert as DefaultAlert,
  Select as DefaultSelect,
  TextField as DefaultTextField,
} from '../../ui';
import { contractorName } from './contractorName';
import { useContractorsMessages } from './useContractorsMessages';

/** Props of {@link PaymentLine}. */
export interface PaymentLineProps {
  line: ContractorPaymentEditorLine;
  onField: (field: ContractorPaymentField, text: string) => void;
  onPaymentMethod: (method: ContractorPaymentMethodName) => void;
}

const METHODS = ['Direct Deposit', 'Check'] as const;

/**
 * One contractor's line of a payment, a group named after the contractor: hours for an Hourly
 * contractor (at their rate), a wage for a Fixed one, bonus and reimbursement for both, and how
 * it is paid; each problem (ours or the service's) on its field, the line's total as typed.
 *
 * @example
 * <PaymentLine line={line} onField={(field, text) => editor.setField(id, field, text)} onPaymentMethod={…} />
 */
export function PaymentLine({ line, onField, onPaymentMethod }: PaymentLineProps) {
  const { Alert, Select, TextField } = usePrimitives({
    Alert: DefaultAlert,
    Select: DefaultSelect,
    TextField: DefaultTextField,
  });
  const { t, lookup } = useContractorsMessages();
  const format = useFormat();
  const { contractor } = line;
  // "Enter 744 or less." on hours, "Enter $1,000,000.00 or less." on an amount.
  const maxOf = (issue: ContractorPaymentIssue) =>
    issue.max === undefined
      ? undefined
      : { max: issue.field === 'hours' ? issue.max : format.money(issue.max) };
  const text = (issue: ContractorPaymentIssue) =>
    issue.message ??
    (issue.messageKey ? lookup(issue.messageKey, issue.messageKey, maxOf(issue)) : issue.category);
  const errorOf = (field: string) => {
    const found = line.issues.filter((issue) => issue.field === field);
    return found.length > 0 ? found.map(text).join(' ') : undefined;
  };
  // A problem on a field the line does not show (a wage sent for an Hourly contractor earlier) or
  // on the whole line shows above the fields.
  const shown = new Set<string>([...line.fields, 'payment_method']);
  const elsewhere = line.issues.filter((issue) => !shown.has(issue.field));
  const rate =
    contractor.wage_type === 'Hourly' && contractor.hourly_rate
      ? t('wage.hourlyAt', { rate: format.money(contractor.hourly_rate) })
      : t('wage.Fixed');
  return (
    <fieldset className="pk-flow-section__group pk-contractor-pay__line">
      <legend className="pk-flow-section__legend">{contractorName(contractor)}</legend>
      <p className="pk-flow-section__description">{rate}</p>
      {elsewhere.length > 0 ? <Alert tone="danger">{elsewhere.map(text).join(' ')}</Alert> : null}
      <div className="pk-contractor-pay__fields">
        {line.fields.map((field) => (
          <TextField
            key={field}
            label={t(`pay.field.${field}`)}
            inputMode="decimal"
            startText={field === 'hours' ? undefined : '$'}
            value={line.values[field]}
            error={errorOf(field)}
            onChange={(event) => onField(field, event.target.value)}
          />
        ))}
        <Select
          label={t('method.current')}
          value={line.values.payment_method}
          error={errorOf('payment_method')}
          options={METHODS.map((value) => ({
            value,
            label: t(value === 'Check' ? 'method.check' : 'method.directDeposit'),
          }))}
          onChange={(event) =>
            onPaymentMethod(METHODS.find((m) => m === event.target.value) ?? 'Direct Deposit')
          }
        />
      </div>
      <p className="pk-contractor-pay__total">{t('pay.lineTotal', { amount: format.money(line.total) })}</p>
    </fieldset>
  );
}
