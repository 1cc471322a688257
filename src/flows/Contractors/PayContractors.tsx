import { useMemo, useState, type Ref } from 'react';
import { ISO_DATE_PATTERN } from '../../hooks/schemas/fields';
import type { ContractorPaymentGroup } from '../../api/contractorPayments/types';
import type { SubmissionBlockerChoice } from '../../api/payroll/types';
import { useContractorPaymentGroupEditor, type ContractorPaymentIssue } from '../../hooks/contractorPayments';
import { useContractors } from '../../hooks/contractors';
import {
  usePrimitives,
  useFormat,
  Alert as DefaultAlert,
  Button as DefaultButton,
  Checkbox as DefaultCheckbox,
  DateField as DefaultDateField,
  RadioGroup as DefaultRadioGroup,
  Spinner as DefaultSpinner,
} from '../../ui';
import { Aside } from './Aside';
import { contractorName } from './contractorName';
import type { ContractorsEventHandler } from './events';
import { PaymentLine } from './PaymentLine';
import { DetailList } from './DetailList';
import { notDebited } from './notDebited';
import { useContractorsMessages } from './useContractorsMessages';

/** Props of {@link PayContractors}. */
export interface PayContractorsProps {
  companyId: string;
  /** The group was created. */
  onSubmitted?: (group: ContractorPaymentGroup) => void;
  onEvent?: ContractorsEventHandler;
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * Pay contractors: pick the onboarded ones to pay, the payment date, each line (only the fields
 * the contractor's wage type takes), the totals to the cent as they are typed, then the service's
 * preview (debit date, totals, a submission blocker's options) and Confirm. A problem lands on
 * its line's field (ours before sending, the service's after); a changed line needs a new preview.
 *
 * @example
 * <PayContractors companyId={companyId} onSubmitted={(group) => showHistory(group)} />
 */
export function PayContractors({ companyId, onSubmitted, onEvent, headingRef }: PayContractorsProps) {
  const { Alert, Button, Checkbox, DateField, RadioGroup, Spinner } = usePrimitives({
    Alert: DefaultAlert,
    Button: DefaultButton,
    Checkbox: DefaultCheckbox,
    DateField: DefaultDateField,
    RadioGroup: DefaultRadioGroup,
    Spinner: DefaultSpinner,
  });
  const { t } = useContractorsMessages();
  const format = useFormat();
  const payable = useContractors(companyId, { onboarded: true, terminated: false, sortBy: 'name', per: 100 });
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [checkDate, setCheckDate] = useState('');
  const [dateError, setDateError] = useState<string>();
  const [choices, setChoices] = useState<Record<string, string>>({});
  const [askedChoice, setAskedChoice] = useState(false);
  const items = payable.data?.items;
  const contractors = useMemo(() => (items ?? []).filter((c) => picked.has(c.uuid)), [items, picked]);
  const editor = useContractorPaymentGroupEditor({ companyId, contractors, checkDate });
  const [previewDate, setPreviewDate] = useState('');
  // A preview holds for the date it was asked with: another date needs another preview.
  const previewed = editor.previewed?.check_date === previewDate ? editor.previewed : undefined;
  const unresolved = (previewed?.submission_blockers ?? []).filter((b) => b.status === 'unresolved');
  // A total above the debit says why: checks (and payments already made) are not debited.
  const undebited = previewed ? notDebited(previewed) : { checks: '0.00', other: '0.00' };
  const undebitedText = [
    undebited.checks === '0.00' ? '' : t('pay.notDebited.checks', { amount: format.money(undebited.checks) }),
    undebited.other === '0.00' ? '' : t('pay.notDebited.other', { amount: format.money(undebited.other) }),
  ]
    .filter(Boolean)
    .join(' ');

  const checkedDate = () => {
    const ok = ISO_DATE_PATTERN.test(checkDate);
    setDateError(ok ? undefined : t('pay.checkDate.required'));
    return ok;
  };
  const preview = async () => {
    if (!checkedDate()) return;
    setPreviewDate(checkDate);
    await editor.preview();
  };
  const confirm = async () => {
    // Each blocker the service raised needs the admin's choice before the group can be made.
    if (unresolved.some((blocker) => !choices[blocker.blocker_type])) {
      setAskedChoice(true);
      return;
    }
    const blockers: SubmissionBlockerChoice[] = Object.entries(choices).map(
      ([blocker_type, selected_option]) => ({
        blocker_type,
        selected_option,
      }),
    );
    const group = await editor.submit(blockers);
    if (!group?.uuid) return;
    onEvent?.('contractor_payment.submitted', {
      groupId: group.uuid,
      checkDate: group.check_date ?? checkDate,
      total: group.totals?.amount ?? editor.totals.total,
    });
    onSubmitted?.(group);
  };
  const groupText = (issue: ContractorPaymentIssue) => {
    if (issue.field === 'contractor_payments' && issue.messageKey) return t('pay.noLines');
    if (issue.field === 'request') return t('pay.connection');
    return t('pay.groupError', { message: issue.message ?? issue.category });
  };
  const dateIssues = editor.groupIssues.filter((issue) => issue.field === 'check_date');
  const otherIssues = editor.groupIssues.filter((issue) => issue.field !== 'check_date');

  return (
    <section className="pk-flow-section pk-contractor-pay" aria-labelledby="pk-contractor-pay-title">
      <h2 id="pk-contractor-pay-title" ref={headingRef} tabIndex={-1} className="pk-flow-section__title">
        {t('nav.pay')}
      </h2>
      <p className="pk-flow-section__description">{t('pay.description')}</p>
      {payable.isLoading ? <Spinner label={t('pay.loading')} /> : null}
      {items && items.length === 0 ? <Alert tone="info">{t('pay.none')}</Alert> : null}
      {items && items.length > 0 ? (
        <form
          className="pk-flow-section__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void (previewed ? confirm() : preview());
          }}
        >
          <fieldset className="pk-flow-section__group">
            <legend className="pk-flow-section__legend">{t('pay.pick')}</legend>
            {items.map((contractor) => (
              <Checkbox
                key={contractor.uuid}
                label={contractorName(contractor)}
                checked={picked.has(contractor.uuid)}
                onChange={(event) => {
                  const next = new Set(picked);
                  if (event.target.checked) next.add(contractor.uuid);
                  else next.delete(contractor.uuid);
                  setPicked(next);
                  if (event.target.checked && contractor.payment_method === 'Check')
                    editor.setPaymentMethod(contractor.uuid, 'Check');
                }}
              />
            ))}
          </fieldset>
          <DateField
            label={t('pay.checkDate')}
            required
            value={checkDate}
            error={
              dateError ??
              (dateIssues.length ? dateIssues.map((i) => i.message ?? i.category).join(' ') : undefined)
            }
            onChange={(event) => {
              setCheckDate(event.target.value);
              setDateError(undefined);
            }}
          />
          {editor.lines.map((line) => (
            <PaymentLine
              key={line.contractor.uuid}
              line={line}
              onField={(field, text) => editor.setField(line.contractor.uuid, field, text)}
              onPaymentMethod={(method) => editor.setPaymentMethod(line.contractor.uuid, method)}
            />
          ))}
          {otherIssues.length > 0 ? (
            <Alert tone="danger">{otherIssues.map(groupText).join(' ')}</Alert>
          ) : null}
          {editor.lines.length > 0 ? (
            <DetailList
              label={t('pay.totals')}
              items={[
                [t('pay.totals.wages'), format.money(editor.totals.wages)],
                [t('pay.totals.reimbursements'), format.money(editor.totals.reimbursements)],
                [t('pay.totals.total'), format.money(editor.totals.total)],
              ]}
            />
          ) : null}
          {previewed ? (
            <Aside title={t('pay.previewTitle')}>
              <DetailList
                items={[
                  [t('pay.checkDate'), previewed.check_date ? format.date(previewed.check_date) : ''],
                  [t('payments.debitDate'), previewed.debit_date ? format.date(previewed.debit_date) : ''],
                  [t('pay.totals.total'), format.money(previewed.totals?.amount ?? '0.00')],
                  [t('pay.totals.debit'), format.money(previewed.totals?.debit_amount ?? '0.00')],
                ]}
              />
              {undebitedText ? <p className="pk-flow-section__description">{undebitedText}</p> : null}
              {unresolved.map((blocker) => (
                <RadioGroup
                  key={blocker.blocker_type}
                  name={`pk-blocker-${blocker.blocker_type}`}
                  label={t('pay.blocker', { name: blocker.blocker_name ?? blocker.blocker_type })}
                  required
                  error={
                    askedChoice && !choices[blocker.blocker_type] ? t('pay.blocker.required') : undefined
                  }
                  value={choices[blocker.blocker_type] ?? ''}
                  options={(blocker.unblock_options ?? []).map((option) => ({
                    value: option.unblock_type,
                    label:
                      option.unblock_type === 'wire_in'
                        ? t('pay.blocker.wire_in')
                        : t('pay.blocker.option', {
                            date: option.check_date ? format.date(option.check_date) : '',
                          }),
                  }))}
                  onChange={(event) => setChoices({ ...choices, [blocker.blocker_type]: event.target.value })}
                />
              ))}
            </Aside>
          ) : null}
          <div className="pk-flow-section__actions">
            <Button
              type="submit"
              disabled={editor.lines.length === 0}
              loading={previewed ? editor.isSubmitting : editor.isPreviewing}
            >
              {t(previewed ? 'pay.confirm' : 'pay.preview')}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
