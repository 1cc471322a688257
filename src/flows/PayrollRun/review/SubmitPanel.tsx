import { useRef, useState, type ReactNode } from 'react';
import type { Payroll } from '../../../api/payroll/types';
import {
  centsToMoney,
  usePrimitives,
  useFormat,
  Button as DefaultButton,
  ConfirmDialog as DefaultConfirmDialog,
  RadioGroup as DefaultRadioGroup,
  Alert as DefaultAlert,
} from '../../../ui';
import { debitDate } from '../payrollDates';
import { cents } from './payBreakdown';
import { usePayrollRunMessages } from '../usePayrollRunMessages';

/** The admin's answer to one submission blocker (contract.md#payroll-run). */
export interface SubmissionChoice {
  blocker_type: string;
  selected_option: string;
}

/** Props of {@link SubmitPanel}. */
export interface SubmitPanelProps {
  payroll: Payroll;
  /** Sends the submission; resolves once the service accepted it (202). */
  onSubmit: (choices: SubmissionChoice[]) => Promise<void>;
  /** A submission is already under way (here or in another tab). */
  submitting?: boolean;
  /** Other actions on the same line as Submit (the review's "Edit payroll"). */
  children?: ReactNode;
}

type Blocker = NonNullable<Payroll['submission_blockers']>[number];

/**
 * Submitting a calculated payroll: each unresolved submission blocker with the admin's choice
 * (wire the funds in, or move to four-day ACH with the new check date shown), then a confirm
 * dialog that names the amount and the debit date. One submission per user action: the button is
 * busy from the first click, and a second click while the first is in flight does nothing.
 *
 * @example
 * <SubmitPanel payroll={payroll} onSubmit={(choices) => submit.mutateAsync(choices)} />
 */
export function SubmitPanel({ payroll, onSubmit, submitting, children }: SubmitPanelProps) {
  const { Button, ConfirmDialog, RadioGroup, Alert } = usePrimitives({
    Button: DefaultButton,
    ConfirmDialog: DefaultConfirmDialog,
    RadioGroup: DefaultRadioGroup,
    Alert: DefaultAlert,
  });
  const { t } = usePayrollRunMessages();
  const format = useFormat();
  const blockers = (payroll.submission_blockers ?? []).filter((blocker) => blocker.status !== 'resolved');
  const [choices, setChoices] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState(false);
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  const debit = debitDate(payroll);

  const optionLabel = (blocker: Blocker, option: NonNullable<Blocker['unblock_options']>[number]) => {
    if (option.unblock_type === 'move_to_four_day')
      return option.check_date
        ? t('submit.option.fourDay', { date: format.date(option.check_date) })
        : t('submit.option.fourDayNoDate');
    if (option.unblock_type === 'wire_in')
      return t('submit.option.wireIn', { date: format.date(payroll.check_date) });
    return option.unblock_type.replace(/_/g, ' ');
  };

  const confirm = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      await onSubmit(
        blockers.map((blocker) => ({
          blocker_type: blocker.blocker_type,
          selected_option: choices[blocker.blocker_type]!,
        })),
      );
      setOpen(false);
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const start = () => {
    if (blockers.some((blocker) => !choices[blocker.blocker_type])) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setOpen(true);
  };

  const chosenFourDay = blockers.some((blocker) => choices[blocker.blocker_type] === 'move_to_four_day');
  const fourDayDate = blockers
    .flatMap((blocker) => blocker.unblock_options ?? [])
    .find((option) => option.unblock_type === 'move_to_four_day')?.check_date;

  return (
    <div className="pk-payroll-submit">
      {blockers.map((blocker) => (
        <fieldset key={blocker.blocker_type} className="pk-payroll-run__group">
          <legend className="pk-payroll-run__legend">{t('submit.blocker.title')}</legend>
          <p>
            {t(
              blocker.blocker_type === 'fast_ach_threshold_exceeded'
                ? 'submit.blocker.fastAch'
                : 'submit.blocker.other',
              { name: blocker.blocker_name ?? blocker.blocker_type },
            )}
          </p>
          <RadioGroup
            name={`pk-submission-${blocker.blocker_type}`}
            label={t('submit.blocker.choose')}
            required
            error={missing && !choices[blocker.blocker_type] ? t('submit.blocker.required') : undefined}
            value={choices[blocker.blocker_type] ?? ''}
            onChange={(event) =>
              setChoices((current) => ({ ...current, [blocker.blocker_type]: event.target.value }))
            }
            options={(blocker.unblock_options ?? []).map((option) => ({
              value: option.unblock_type,
              label: optionLabel(blocker, option),
            }))}
          />
        </fieldset>
      ))}
      {chosenFourDay && fourDayDate ? (
        <Alert tone="info">{t('submit.fourDayNotice', { date: format.date(fourDayDate) })}</Alert>
      ) : null}
      <div className="pk-payroll-run__actions">
        <Button type="button" onClick={start} loading={sending || submitting} data-payroll-submit>
          {t('submit.button')}
        </Button>
        {children}
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          if (!sending) setOpen(next);
        }}
        title={t('submit.confirm.title')}
        description={t(debit ? 'submit.confirm.description' : 'submit.confirm.descriptionNoDate', {
          amount: format.money(centsToMoney(cents(payroll.totals?.company_debit))),
          date: debit ? format.date(debit.slice(0, 10)) : '',
          checkDate: format.date(chosenFourDay && fourDayDate ? fourDayDate : payroll.check_date),
        })}
        confirmLabel={t('submit.button')}
        cancelLabel={t('submit.confirm.no')}
        loading={sending}
        onConfirm={() => void confirm()}
      />
    </div>
  );
}
