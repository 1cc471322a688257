import type { Ref } from 'react';
import type { RecurringReimbursement } from '../../api/reimbursements/types';
import {
  RECURRING_REIMBURSEMENT_MAX,
  useRecurringReimbursementForm,
  useRecurringReimbursements,
} from '../../hooks/reimbursements';
import {
  usePrimitives,
  useFormat,
  MoneyField as DefaultMoneyField,
  TextField as DefaultTextField,
} from '../../ui';
import { fieldErrorText } from '../shared/fieldErrorText';
import { FormLayout } from '../shared/FormLayout';
import { recordFormLayout, type RecordFormMessageKey } from '../shared/recordFormLayout';
import { registeredField } from '../shared/registeredField';
import { employeeManagementMessages } from './messages';
import { useManagementMessages } from './useManagementMessages';

/** Props of {@link RecurringReimbursementForm}. */
export interface RecurringReimbursementFormProps {
  companyId: string;
  employeeId: string;
  /** The reimbursement to edit; without it the form adds one. */
  reimbursementId?: string;
  onSaved?: (reimbursement: RecurringReimbursement, created: boolean) => void;
  onCancel?: () => void;
  /** The form heading, for a shell that moves focus to it. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * Add or edit one of an employee's recurring reimbursements (contract.md#reimbursements): a
 * description and an amount per pay period, above 0 and at most $1,000,000.00, checked here and
 * again by the service, whose refusal lands on its field with everything typed kept. An edit
 * carries the version the list showed: a colleague's change to the same field is asked about
 * (keep mine or theirs), never overwritten.
 *
 * @example
 * <RecurringReimbursementForm companyId={companyId} employeeId={employeeId} onSaved={close} onCancel={close} />
 */
export function RecurringReimbursementForm(props: RecurringReimbursementFormProps) {
  const { companyId, employeeId, reimbursementId } = props;
  const { MoneyField, TextField } = usePrimitives({
    MoneyField: DefaultMoneyField,
    TextField: DefaultTextField,
  });
  const { t, lookup } = useManagementMessages();
  const format = useFormat();
  // The list's own query (cached): the row as the list showed it, with its version.
  const list = useRecurringReimbursements(employeeId, { per: 100 });
  const editing = Boolean(reimbursementId);
  const reimbursement = reimbursementId
    ? list.data?.items.find((row) => row.uuid === reimbursementId)
    : undefined;
  const record = useRecurringReimbursementForm({
    companyId,
    employeeId,
    reimbursement,
    onSaved: (saved, created) => props.onSaved?.(saved, created),
  });
  const label = (name: string) => t(`reimbursements.field.${name === 'amount' ? 'amount' : 'description'}`);
  const max = format.money(RECURRING_REIMBURSEMENT_MAX);
  const field = registeredField(record.form, label, (errors, name) =>
    fieldErrorText(lookup, errors, name, { max }),
  );
  return (
    <FormLayout
      {...recordFormLayout(
        {
          ...record,
          isLoading: editing && list.isLoading,
          loadError: editing ? list.error : null,
        },
        {
          t: (key: RecordFormMessageKey) => t(`reimbursements.${key}`),
          editing,
          found: Boolean(reimbursement),
          view: props,
          messages: employeeManagementMessages,
          fieldLabel: label,
          // Each side of a conflicting amount reads as money; the description as typed.
          formatValue: (name, value) =>
            name === 'amount' && typeof value === 'string' ? format.money(value) : undefined,
        },
      )}
    >
      <TextField {...field('description')} required autoComplete="off" />
      <MoneyField {...field('amount')} required hint={t('reimbursements.field.amount.hint', { max })} />
    </FormLayout>
  );
}
