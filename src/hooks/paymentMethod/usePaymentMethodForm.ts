import { useCallback, useEffect, useMemo, useRef, type BaseSyntheticEvent } from 'react';
import { useFieldArray, type UseFieldArrayReturn, type UseFormReturn } from 'react-hook-form';
import * as z from 'zod/mini';
import { centsToMoney, moneyToCents } from '../../api/money';
import type { FieldIssue } from '../../api/fieldErrors';
import type {
  BankAccount,
  BankAccountBody,
  PaymentMethod,
  PaymentSplit,
} from '../../api/paymentMethod/types';
import type { ConflictChoice, VersionConflict } from '../../api/versionedUpdate';
import { useCreateBankAccount, useDeleteBankAccount, useUpdatePaymentMethod } from './mutations';
import { useBankAccounts, usePaymentMethod } from './queries';
import { bankAccountSchema, paymentMethodSchema } from '../schemas/paymentMethod';
import type { ApiForm } from '../useApiForm';
import { useRecordForm } from '../useRecordForm';

/**
 * One direct-deposit split as the form edits it. `split_amount` is the text of its input: a
 * percentage (`"60"`) or dollars and cents (`"250.00"`); the last split of an amount split takes
 * the remainder and its text is ignored.
 *
 * @example
 * const split: PaymentSplitValues = { uuid: account.uuid, name: 'Checking', split_amount: '60' };
 */
export interface PaymentSplitValues {
  uuid: string;
  name: string;
  hidden_account_number?: string;
  split_amount: string;
}

/**
 * What the payment method form edits. Splits are in priority order (first is paid first).
 *
 * @example
 * const values: PaymentMethodValues = { type: 'Check', split_by: 'Percentage', splits: [] };
 */
export interface PaymentMethodValues {
  type: 'Check' | 'Direct Deposit';
  split_by: 'Percentage' | 'Amount';
  splits: PaymentSplitValues[];
}

/**
 * What the add-bank-account form edits.
 *
 * @example
 * const account: BankAccountValues = { name: 'Main', routing_number: '021000021', account_number: '1234567', account_type: 'Checking' };
 */
export type BankAccountValues = BankAccountBody;

/**
 * Options of {@link usePaymentMethodForm}.
 *
 * @example
 * usePaymentMethodForm(employeeId, { onSaved: next, onAccountCreated: (a) => log(a.uuid) });
 */
export interface PaymentMethodFormOptions {
  /** Called after the payment method was saved (or was already up to date). */
  onSaved?: (paymentMethod: PaymentMethod) => void;
  /** Called after a bank account was added. */
  onAccountCreated?: (account: BankAccount) => void;
}

/**
 * Everything needed to render the payment method step with any markup.
 *
 * @example
 * const { form, splits, accountForm, removeAccount, submit } = usePaymentMethodForm(employeeId);
 */
export interface PaymentMethodForm {
  form: UseFormReturn<PaymentMethodValues>;
  /** The splits as a field array: `splits.fields`, `moveSplit` to change priorities. */
  splits: UseFieldArrayReturn<PaymentMethodValues, 'splits'>;
  /** Move a split up or down the priority order. */
  moveSplit: (from: number, to: number) => void;
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  formErrors: FieldIssue[];
  /** The employee's bank accounts (numbers masked). */
  accounts: BankAccount[];
  /** The add-a-bank-account form: ABA routing checksum, 4–17 digit account number. */
  accountForm: ApiForm<BankAccountValues, BankAccount>;
  /** Delete a bank account; rejects with the service's refusal. */
  removeAccount: (bankAccountId: string) => Promise<void>;
  isRemovingAccount: boolean;
  isLoading: boolean;
  loadError: Error | null;
  isSubmitting: boolean;
  conflict: VersionConflict<PaymentMethod> | undefined;
  resolveConflict: (choice: ConflictChoice) => Promise<void>;
}

const EMPTY_ACCOUNT: BankAccountValues = {
  name: '',
  routing_number: '',
  account_number: '',
  account_type: 'Checking',
};

// The service takes whole percentages only.
const PERCENT = /^[0-9]{1,3}$/;
const DOLLARS = /^[0-9]+(\.[0-9]{1,2})?$/;

/** A fixed split's cents: NaN when the text is not an amount or is below zero (a split cannot take money back). */
function splitCents(text: string): number {
  const cents = moneyToCents(text);
  return cents === null || cents < 0 ? Number.NaN : cents;
}

/** Form values → the splits the service takes, priorities from the order. */
function toWireSplits(values: PaymentMethodValues): Array<Omit<PaymentSplit, 'hidden_account_number'>> {
  const last = values.splits.length - 1;
  return values.splits.map((split, index) => {
    let amount: number | null;
    if (values.split_by === 'Percentage') amount = Number(split.split_amount.trim());
    else amount = index === last ? null : splitCents(split.split_amount);
    return { uuid: split.uuid, name: split.name, priority: index + 1, split_amount: amount };
  });
}

/** The text of a stored split amount under the form's `split_by`. */
function splitText(
  split: PaymentSplit | undefined,
  splitBy: PaymentMethodValues['split_by'],
  method: PaymentMethod,
) {
  if (!split || split.split_amount === null || method.split_by !== splitBy) return '';
  return splitBy === 'Percentage' ? String(split.split_amount) : centsToMoney(split.split_amount);
}

/**
 * The service's record and accounts → form values. With `current`, what the user has chosen and
 * typed wins over the service for accounts that still exist.
 */
function toValues(
  method: PaymentMethod,
  accounts: BankAccount[],
  current?: PaymentMethodValues,
): PaymentMethodValues {
  const type: PaymentMethodValues['type'] =
    current?.type ?? (method.type === 'Direct Deposit' ? 'Direct Deposit' : 'Check');
  const split_by: PaymentMethodValues['split_by'] =
    current?.split_by ?? (method.split_by === 'Amount' ? 'Amount' : 'Percentage');
  const stored = [...(method.splits ?? [])].sort((a, b) => a.priority - b.priority);
  const order = [
    ...(current?.splits.map((split) => split.uuid) ?? []),
    ...stored.map((split) => split.uuid),
    ...accounts.map((account) => account.uuid),
  ];
  const seen = new Set<string>();
  const splits: PaymentSplitValues[] = [];
  for (const uuid of order) {
    const account = accounts.find((candidate) => candidate.uuid === uuid);
    if (!account || seen.has(uuid)) continue;
    seen.add(uuid);
    const typed = current?.splits.find((split) => split.uuid === uuid);
    splits.push({
      uuid,
      name: account.name,
      hidden_account_number: account.hidden_account_number,
      split_amount:
        typed?.split_amount ??
        splitText(
          stored.find((split) => split.uuid === uuid),
          split_by,
          method,
        ),
    });
  }
  // A single account takes everything: prefill 100% so the common case is one click.
  if (split_by === 'Percentage' && splits.length === 1 && splits[0] && splits[0].split_amount === '') {
    splits[0].split_amount = '100';
  }
  return { type, split_by, splits };
}

/** Client rules of the form: input formats first, then the contract's split rules. */
const paymentMethodFormSchema = /* @__PURE__ */ (() =>
  z
    .object({
      type: z.enum(['Check', 'Direct Deposit'], { error: 'validation.required' }),
      split_by: z.enum(['Percentage', 'Amount'], { error: 'validation.required' }),
      splits: z.array(
        z.object({
          uuid: z.string(),
          name: z.string(),
          hidden_account_number: z.optional(z.string()),
          split_amount: z.string(),
        }),
      ),
    })
    .check(
      z.superRefine((values, context) => {
        if (values.type !== 'Direct Deposit') return;
        const last = values.splits.length - 1;
        let malformed = false;
        values.splits.forEach((split, index) => {
          const text = split.split_amount.trim();
          const isRemainder = values.split_by === 'Amount' && index === last;
          if (isRemainder) return;
          const ok = values.split_by === 'Percentage' ? PERCENT.test(text) : DOLLARS.test(text);
          if (!ok) {
            malformed = true;
            context.addIssue({
              code: 'custom',
              path: ['splits', index, 'split_amount'],
              message: values.split_by === 'Percentage' ? 'validation.number' : 'validation.money',
            });
          }
        });
        if (malformed) return;
        const wire = paymentMethodSchema.safeParse({
          type: values.type,
          split_by: values.split_by,
          splits: toWireSplits(values as PaymentMethodValues),
        });
        if (wire.success) return;
        for (const issue of wire.error.issues) {
          context.addIssue({
            code: 'custom',
            path: issue.path as Array<string | number>,
            message: issue.message,
          });
        }
      }),
    ))();

/**
 * The payment method step without markup: paper check, or direct deposit into one or more bank
 * accounts split by percentage (totalling exactly 100) or by amount (whole cents, the last
 * account takes the remainder), in priority order. Adds accounts with an idempotent create
 * (which also changes the payment method on the service) and deletes them; saves the method
 * version-aware; places every refusal on its field (`splits.1.split_amount`, `routing_number`).
 *
 * @example
 * const pm = usePaymentMethodForm(employeeId, { onSaved: next });
 * <form onSubmit={pm.accountForm.submit}><input {...pm.accountForm.form.register('routing_number')} /></form>
 * <form onSubmit={pm.submit}>{pm.splits.fields.map((f, i) => <input key={f.id} {...pm.form.register(`splits.${i}.split_amount`)} />)}</form>
 */
export function usePaymentMethodForm(
  employeeId: string,
  options: PaymentMethodFormOptions = {},
): PaymentMethodForm {
  const method = usePaymentMethod(employeeId);
  const accountsQuery = useBankAccounts(employeeId);
  const updater = useUpdatePaymentMethod(employeeId);
  const create = useCreateBankAccount(employeeId);
  const remove = useDeleteBankAccount(employeeId);
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const formRef = useRef<UseFormReturn<PaymentMethodValues>>(undefined);

  const record = useRecordForm({
    schema: paymentMethodFormSchema,
    empty: { type: 'Check', split_by: 'Percentage', splits: [] },
    record: method.data,
    toValues: useCallback(
      (stored: PaymentMethod) => toValues(stored, accountsQuery.data ?? []),
      [accountsQuery.data],
    ),
    // The splits follow the accounts too: the effect below keeps the form in step with both.
    ownValues: true,
    update: updater,
    changes: (values) =>
      values.type === 'Check'
        ? // Naming "no splits" makes a write even when the record already says Check: choosing
          // a paper check is itself what completes the step on the service.
          { type: 'Check', split_by: null, splits: null }
        : { type: values.type, split_by: values.split_by, splits: toWireSplits(values) },
    onSaved: (saved) => optionsRef.current.onSaved?.(saved),
    // Whole-list refusals (the total, the remainder) are fixed on the last split's amount, which
    // is also where the client-side rule puts them.
    fieldMap: (path: string): string => {
      const count = formRef.current?.getValues('splits').length ?? 0;
      return path === 'splits' && count > 0 ? `splits.${count - 1}.split_amount` : path;
    },
  });
  const { form } = record;
  formRef.current = form;
  const splits = useFieldArray<PaymentMethodValues, 'splits'>({ control: form.control, name: 'splits' });

  const accounts = useMemo(() => accountsQuery.data ?? [], [accountsQuery.data]);

  // Re-derive the splits whenever the accounts or the stored method change (an account added or
  // deleted changes both), keeping what the user chose and typed.
  const synced = useRef<string>(undefined);
  useEffect(() => {
    if (!method.data || !accountsQuery.data) return;
    const key = `${method.data.version}|${accountsQuery.data.map((account) => account.uuid).join(',')}`;
    if (synced.current === key) return;
    const first = synced.current === undefined;
    synced.current = key;
    const server = toValues(method.data, accountsQuery.data);
    if (first || !form.formState.isDirty) {
      form.reset(server);
      return;
    }
    const merged = toValues(method.data, accountsQuery.data, form.getValues());
    form.reset(server);
    form.setValue('type', merged.type, { shouldDirty: merged.type !== server.type });
    form.setValue('split_by', merged.split_by, { shouldDirty: merged.split_by !== server.split_by });
    form.setValue('splits', merged.splits, { shouldDirty: true });
  }, [method.data, accountsQuery.data, form]);

  const accountForm = useRecordForm<BankAccount, BankAccountValues, BankAccountValues>({
    schema: bankAccountSchema,
    empty: EMPTY_ACCOUNT,
    create: (values) => create.mutateAsync(values),
    // Added: the form is blank again for another account.
    savedValues: () => EMPTY_ACCOUNT,
    onSaved: (account) => {
      // A new account is meant to be paid into: switch the form to direct deposit.
      form.setValue('type', 'Direct Deposit', { shouldDirty: true });
      optionsRef.current.onAccountCreated?.(account);
    },
  });

  const { mutateAsync: removeMutate } = remove;
  const removeAccount = useCallback(
    async (bankAccountId: string) => {
      await removeMutate(bankAccountId);
    },
    [removeMutate],
  );

  const { move } = splits;
  const moveSplit = useCallback(
    (from: number, to: number) => {
      if (to < 0 || to >= form.getValues('splits').length) return;
      move(from, to);
    },
    [move, form],
  );

  return {
    form,
    splits,
    moveSplit,
    submit: record.submit,
    formErrors: record.formErrors,
    accounts,
    accountForm,
    removeAccount,
    isRemovingAccount: remove.isPending,
    isLoading: method.isPending || accountsQuery.isPending,
    loadError: method.error ?? accountsQuery.error,
    isSubmitting: record.isSubmitting || updater.isPending,
    conflict: record.conflict,
    resolveConflict: record.resolveConflict,
  };
}
