import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '../../../api/errors';
import { moneyToCents, normalizeMoney } from '../../../api/money';
import type { EmployeeCompensation } from '../../../api/payroll/types';
import { grossUpEdit, useGrossUp, type PayrollRowEdit } from '../../../hooks';
import {
  usePrimitives,
  useFormat,
  Alert as DefaultAlert,
  Button as DefaultButton,
  Dialog as DefaultDialog,
  MoneyField as DefaultMoneyField,
} from '../../../ui';
import { useGrossUpMessages } from '../useGrossUpMessages';
import { usePayrollRunMessages } from '../usePayrollRunMessages';

/** Props of {@link GrossUpDialog}. */
export interface GrossUpDialogProps {
  payrollId: string;
  /** The row as the editor shows it (the service's row with the user's draft laid over). */
  row: EmployeeCompensation;
  /** The employee's name, as the row shows it. */
  name: string;
  /** The earning the gross goes in (`grossUpEarningOf(payroll)`: `Bonus` or `Correction Payment`). */
  earning: string;
  /** Applies the gross to the row: the editor's `store.edit(employeeUuid, edit)`. */
  onApply: (edit: PayrollRowEdit) => void;
}

/**
 * "Pay a net amount" for one row of a bonus or correction off-cycle payroll (UPSTREAM-3 M.7,
 * DECISIONS 71): a button that opens a small dialog asking the net pay wanted, asks the service for
 * the gross (`useGrossUp`), shows it and, when accepted, applies it as the peer does (the earning at
 * that gross, the row's other earnings, hours and time off at zero: `grossUpEdit`). Focus returns to
 * the button when the dialog closes.
 *
 * @example
 * <GrossUpDialog payrollId={payrollId} row={row} name="Ada Lovelace" earning="Bonus"
 *   onApply={(edit) => store.edit(row.employee_uuid, edit)} />
 */
export function GrossUpDialog({ payrollId, row, name, earning, onApply }: GrossUpDialogProps) {
  const { Alert, Button, Dialog, MoneyField } = usePrimitives({
    Alert: DefaultAlert,
    Button: DefaultButton,
    Dialog: DefaultDialog,
    MoneyField: DefaultMoneyField,
  });
  const { t } = useGrossUpMessages();
  const { lookup } = usePayrollRunMessages();
  const format = useFormat();
  const grossUp = useGrossUp(payrollId);
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [net, setNet] = useState('');
  const [netError, setNetError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [found, setFound] = useState<{ net: string; gross: string }>();
  const earningName = lookup(`editor.earning.${earning}`, earning);

  const reset = (next: boolean) => {
    setOpen(next);
    if (next) return;
    setNet('');
    setNetError(undefined);
    setFailure(undefined);
    setFound(undefined);
  };

  const find = async (event: FormEvent) => {
    event.preventDefault();
    setFound(undefined);
    setFailure(undefined);
    const normalized = normalizeMoney(net);
    const cents = moneyToCents(normalized);
    if (cents === null || cents <= 0) {
      setNetError(t('grossUp.net.invalid'));
      return;
    }
    setNetError(undefined);
    try {
      const gross = await grossUp.mutateAsync({ employee_uuid: row.employee_uuid, net_pay: normalized });
      setFound({ net: normalized, gross });
    } catch (error) {
      // The service's refusal of the net lands on the field; anything else above the buttons.
      const onNet = isApiError(error)
        ? error.errors.find((entry) => entry.error_key === 'net_pay')
        : undefined;
      if (onNet) setNetError(onNet.message ?? t('grossUp.net.invalid'));
      else
        setFailure(
          (isApiError(error) && error.errors.map((entry) => entry.message).find(Boolean)) ||
            t('grossUp.error'),
        );
    }
  };

  const apply = () => {
    if (!found) return;
    onApply(grossUpEdit(row, earning, found.gross));
    reset(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={reset}
      title={t('grossUp.title', { name })}
      description={t('grossUp.description', { name, earning: earningName })}
      trigger={
        <Button type="button" size="sm" variant="ghost" aria-label={t('grossUp.open', { name })}>
          {t('grossUp.button')}
        </Button>
      }
      footer={
        <>
          <Button type="button" variant="secondary" onClick={() => reset(false)}>
            {t('grossUp.cancel')}
          </Button>
          {found ? (
            <Button type="button" onClick={apply}>
              {t('grossUp.apply', { gross: format.money(found.gross), earning: earningName })}
            </Button>
          ) : (
            <Button type="submit" form={formId} loading={grossUp.isPending}>
              {t('grossUp.find')}
            </Button>
          )}
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void find(event)}>
        <MoneyField
          label={t('grossUp.net')}
          required
          value={net}
          error={netError}
          onChange={({ target }) => {
            setNet(target.value);
            // A new amount needs a new gross; the field tidying "1000" to "1000.00" on blur does not.
            if (normalizeMoney(target.value) !== found?.net) setFound(undefined);
          }}
        />
      </form>
      <p role="status" className="pk-payroll-run__muted">
        {found
          ? t('grossUp.found', {
              gross: format.money(found.gross),
              name,
              net: format.money(found.net),
            })
          : null}
      </p>
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
    </Dialog>
  );
}
