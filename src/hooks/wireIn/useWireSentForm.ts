import * as z from 'zod/mini';
import { moneyToCents } from '../../api/money';
import type { WireInRequest, WireSentBody } from '../../api/wireIn/types';
import { isoDate, money, optional, requiredText } from '../schemas/fields';
import { useApiForm, type ApiForm } from '../useApiForm';
import { useConfirmWireSent } from './mutations';

/** Notes the service takes: under 255 characters (SPEC §7). */
export const WIRE_NOTES_MAX = 254;

/**
 * Values of the confirm-sent form, as typed: the date the wire left, the sending bank, the amount
 * in dollars, optional notes.
 *
 * @example
 * const values: WireSentValues = { date_sent: '2026-06-15', bank_name: 'First Bank', amount_sent: '94012.33', additional_notes: '' };
 */
export interface WireSentValues {
  date_sent: string;
  bank_name: string;
  amount_sent: string;
  additional_notes: string;
}

/**
 * Options of {@link useWireSentForm}.
 *
 * @example
 * useWireSentForm({ companyId, wire, onSent: close });
 */
export interface WireSentFormOptions {
  companyId: string;
  /** The request being answered, as the page showed it: its amount fills the form. */
  wire: WireInRequest;
  onSent?: (wire: WireInRequest) => void;
}

const formSchema = /* @__PURE__ */ (() =>
  z.pipe(
    z.object({
      date_sent: isoDate,
      bank_name: requiredText.check(z.maxLength(255, { error: 'validation.tooLong' })),
      amount_sent: money.check(
        z.refine((value) => (moneyToCents(value) ?? 0) > 0, { error: 'validation.positive' }),
      ),
      additional_notes: optional(
        z.string().check(z.maxLength(WIRE_NOTES_MAX, { error: 'validation.tooLong' })),
      ),
    }),
    z.transform(({ additional_notes, ...values }): WireSentBody => ({
      ...values,
      ...(additional_notes === undefined ? {} : { additional_notes }),
    })),
  ))();

/**
 * Headless form confirming that the company sent a wire (contract.md#wire-in): the date, the
 * bank, the amount (the requested amount to start with) and optional notes, checked before any
 * request; the service's 422s land on their fields (`date_sent`, `bank_name`, `amount_sent`,
 * `additional_notes`), and a request no longer awaiting funds on the form. The request reads
 * `pending_review` at once (optimistic), back as it was if refused.
 *
 * @example
 * const { form, submit, formErrors } = useWireSentForm({ companyId, wire });
 * <form onSubmit={submit}>
 *   <input type="date" {...form.register('date_sent')} />
 *   <input {...form.register('bank_name')} />
 *   <input {...form.register('amount_sent')} inputMode="decimal" />
 * </form>
 */
export function useWireSentForm(
  options: WireSentFormOptions,
): ApiForm<WireSentValues, WireInRequest, WireSentBody> {
  const { companyId, wire, onSent } = options;
  const confirm = useConfirmWireSent(companyId, wire.uuid);
  return useApiForm<WireSentValues, WireInRequest, WireSentBody>({
    schema: formSchema,
    defaultValues: {
      date_sent: '',
      bank_name: '',
      amount_sent: wire.requested_amount ?? '',
      additional_notes: '',
    },
    onSubmit: (body) => confirm.mutateAsync(body),
    onSuccess: (sent) => onSent?.(sent),
  });
}
