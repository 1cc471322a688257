import { useId } from 'react';
import type { WireInRequest } from '../../../api/wireIn/types';
import { useWireSentForm, WIRE_NOTES_MAX } from '../../../hooks/wireIn';
import {
  usePrimitives,
  Button as DefaultButton,
  DateField as DefaultDateField,
  ErrorSummary as DefaultErrorSummary,
  MoneyField as DefaultMoneyField,
  TextArea as DefaultTextArea,
  TextField as DefaultTextField,
} from '../../../ui';
import { fieldErrorText } from '../fieldErrorText';
import { registeredField } from '../registeredField';
import { fundingClasses, type FundingPayment } from './fundingClasses';
import { useFundingMessages } from './useFundingMessages';

/** Props of {@link WireSentForm}. */
export interface WireSentFormProps {
  companyId: string;
  /** The request awaiting funds, as the page shows it. */
  wire: WireInRequest;
  onSent?: (wire: WireInRequest) => void;
  /** Whose flow shows it, for its look: a payroll's (the default) or a contractor payment's. */
  payment?: FundingPayment;
}

/**
 * "I've sent the wire": the date it left, the bank it left from, the amount (the requested amount
 * to start with) and optional notes. Checked before any request; the service's refusals land on
 * their fields with everything typed kept, one about the request itself (no longer awaiting funds)
 * in the error summary.
 *
 * @example
 * <WireSentForm companyId={companyId} wire={wire} />
 */
export function WireSentForm({ companyId, wire, onSent, payment = 'payroll' }: WireSentFormProps) {
  const classes = fundingClasses[payment];
  const { Button, DateField, ErrorSummary, MoneyField, TextArea, TextField } = usePrimitives({
    Button: DefaultButton,
    DateField: DefaultDateField,
    ErrorSummary: DefaultErrorSummary,
    MoneyField: DefaultMoneyField,
    TextArea: DefaultTextArea,
    TextField: DefaultTextField,
  });
  const { t, lookup, summary } = useFundingMessages();
  const headingId = useId();
  const sent = useWireSentForm({ companyId, wire, onSent });
  const field = registeredField(
    sent.form,
    (name) => t(`wire.field.${name}`),
    (errors, name) => fieldErrorText(lookup, errors, name, { max: WIRE_NOTES_MAX }),
  );
  return (
    <form
      noValidate
      onSubmit={sent.submit}
      className={classes.form}
      aria-labelledby={headingId}
      data-wire-sent-form
    >
      <h4 id={headingId} className={classes.subtitle}>
        {t('wire.form.title')}
      </h4>
      <ErrorSummary errors={summary(sent.formErrors)} focusKey={sent.form.formState.submitCount} />
      <DateField {...field('date_sent')} required />
      <TextField {...field('bank_name')} required autoComplete="off" />
      <MoneyField {...field('amount_sent')} required />
      <TextArea
        {...field('additional_notes')}
        rows={2}
        hint={t('wire.field.additional_notes.hint', { max: WIRE_NOTES_MAX })}
      />
      <div className={classes.actions}>
        <Button type="submit" loading={sent.isSubmitting}>
          {t('wire.submit')}
        </Button>
      </div>
    </form>
  );
}
