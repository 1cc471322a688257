import { useCallback, useMemo, useState } from 'react';
import { isApiError, NetworkError, TimeoutError } from '../../api/errors';
import { centsToMoney } from '../../api/money';
import type {
  ContractorPaymentGroup,
  ContractorPaymentLine,
  ContractorPaymentMethodName,
} from '../../api/contractorPayments/types';
import type { Contractor } from '../../api/contractors/types';
import type { SubmissionBlockerChoice } from '../../api/payroll/types';
import {
  blankContractorPaymentLine,
  contractorPaymentFields,
  readContractorPaymentLine,
  type ContractorPaymentField,
  type ContractorPaymentIssue,
  type ContractorPaymentLineValues,
} from './contractorPaymentLine';
import { useCreateContractorPaymentGroup, usePreviewContractorPaymentGroup } from './mutations';

/**
 * One contractor's line in the editor.
 *
 * @example
 * line.fields.map((field) => <input key={field} value={line.values[field]} aria-invalid={line.issues.some((i) => i.field === field)} />);
 */
export interface ContractorPaymentEditorLine {
  contractor: Contractor;
  values: ContractorPaymentLineValues;
  /** The amount fields the contractor's wage type takes, in order. */
  fields: ContractorPaymentField[];
  /** Ours (format) and the service's (this contractor's nested errors), by `field`. */
  issues: ContractorPaymentIssue[];
  /** Wages of the line (hours × rate + wage + bonus) as a decimal string. */
  wageTotal: string;
  /** Wages and reimbursement. */
  total: string;
}

/**
 * The group's totals to the cent (decimal strings), from the lines as typed.
 *
 * @example
 * totals.debit; // '631.25'
 */
export interface ContractorPaymentEditorTotals {
  wages: string;
  reimbursements: string;
  total: string;
  /** Paid by Direct Deposit: what the company's account is debited. */
  debit: string;
  /** Paid by check. */
  check: string;
}

/**
 * Options of {@link useContractorPaymentGroupEditor}.
 *
 * @example
 * useContractorPaymentGroupEditor({ companyId, contractors: picked, checkDate: '2026-06-22' });
 */
export interface ContractorPaymentGroupEditorOptions {
  companyId: string;
  /** The contractors to pay, as read (their wage type and rate decide their line). */
  contractors: readonly Contractor[];
  checkDate: string;
}

/**
 * What {@link useContractorPaymentGroupEditor} returns.
 *
 * @example
 * const { lines, setField, totals, preview, submit } = useContractorPaymentGroupEditor(options);
 */
export interface ContractorPaymentGroupEditor {
  lines: ContractorPaymentEditorLine[];
  setField: (contractorUuid: string, field: ContractorPaymentField, text: string) => void;
  setPaymentMethod: (contractorUuid: string, method: ContractorPaymentMethodName) => void;
  totals: ContractorPaymentEditorTotals;
  /** Problems of the whole group (check date, no line to pay, lost connection). */
  groupIssues: ContractorPaymentIssue[];
  /** The service's preview of the lines as they are; cleared when a line changes. */
  previewed: ContractorPaymentGroup | undefined;
  /** Ask the service for the debit date, totals and blockers; resolves undefined when refused. */
  preview: () => Promise<ContractorPaymentGroup | undefined>;
  /** Create the group (with the admin's choice for each submission blocker); undefined when refused. */
  submit: (blockers?: SubmissionBlockerChoice[]) => Promise<ContractorPaymentGroup | undefined>;
  created: ContractorPaymentGroup | undefined;
  isPreviewing: boolean;
  isSubmitting: boolean;
}

/** The service's refusal, each nested entry on its contractor's line, the rest on the group. */
function placeErrors(
  error: unknown,
  sent: readonly ContractorPaymentLine[],
): { byContractor: Record<string, ContractorPaymentIssue[]>; group: ContractorPaymentIssue[] } {
  if (error instanceof NetworkError || error instanceof TimeoutError)
    return {
      byContractor: {},
      group: [{ field: 'request', category: error instanceof TimeoutError ? 'timeout' : 'network_error' }],
    };
  if (!isApiError(error)) throw error;
  const byContractor: Record<string, ContractorPaymentIssue[]> = {};
  const group: ContractorPaymentIssue[] = [];
  for (const entry of error.errors) {
    const uuid =
      (entry.metadata?.contractor_uuid as string | undefined) ??
      (typeof entry.idx === 'number' ? sent[entry.idx]?.contractor_uuid : undefined);
    if (entry.category === 'nested_errors' && uuid) {
      for (const inner of entry.errors ?? [])
        (byContractor[uuid] ??= []).push({
          field: inner.error_key,
          category: inner.category,
          ...(inner.message ? { message: inner.message } : {}),
        });
      continue;
    }
    group.push({
      field: entry.error_key,
      category: entry.category,
      ...(entry.message ? { message: entry.message } : {}),
    });
  }
  return { byContractor, group };
}

/**
 * The payment-group editor: one line per contractor (hours for Hourly, a wage for Fixed, bonus
 * and reimbursement for both), the totals to the cent in integer arithmetic as the lines are
 * typed, then the service's preview (debit date, totals, submission blockers) and the group's
 * creation, idempotent per user action. A line's format problems stop the request and show on
 * their field; the service's per-contractor errors (a wage on an Hourly line, a contractor not
 * yet onboarded) land on that contractor's line. Amounts go out as decimal strings.
 *
 * @example
 * const editor = useContractorPaymentGroupEditor({ companyId, contractors, checkDate: '2026-06-22' });
 * editor.setField(hourly.uuid, 'hours', '12.5');
 * const preview = await editor.preview(); // preview.debit_date, preview.totals
 * const group = await editor.submit();
 */
export function useContractorPaymentGroupEditor(
  options: ContractorPaymentGroupEditorOptions,
): ContractorPaymentGroupEditor {
  const { companyId, contractors, checkDate } = options;
  const [values, setValues] = useState<Record<string, ContractorPaymentLineValues>>({});
  const [serverIssues, setServerIssues] = useState<Record<string, ContractorPaymentIssue[]>>({});
  const [groupIssues, setGroupIssues] = useState<ContractorPaymentIssue[]>([]);
  const [shownIssues, setShownIssues] = useState(false);
  const [previewed, setPreviewed] = useState<ContractorPaymentGroup>();
  const [created, setCreated] = useState<ContractorPaymentGroup>();
  const previewMutation = usePreviewContractorPaymentGroup(companyId);
  const createMutation = useCreateContractorPaymentGroup(companyId);

  const readings = useMemo(
    () =>
      contractors.map((contractor) => {
        const lineValues = values[contractor.uuid] ?? blankContractorPaymentLine;
        return { contractor, values: lineValues, ...readContractorPaymentLine(contractor, lineValues) };
      }),
    [contractors, values],
  );

  const lines = useMemo(
    () =>
      readings.map((r): ContractorPaymentEditorLine => ({
        contractor: r.contractor,
        values: r.values,
        fields: contractorPaymentFields(r.contractor.wage_type),
        // A format problem shows once the user asked for a preview or typed past it.
        issues: [...(shownIssues ? r.issues : []), ...(serverIssues[r.contractor.uuid] ?? [])],
        wageTotal: centsToMoney(r.wageTotalCents),
        total: centsToMoney(r.wageTotalCents + r.reimbursementCents),
      })),
    [readings, serverIssues, shownIssues],
  );

  const totals = useMemo((): ContractorPaymentEditorTotals => {
    let wages = 0;
    let reimbursements = 0;
    let debit = 0;
    let check = 0;
    for (const r of readings) {
      const paid = r.wageTotalCents + r.reimbursementCents;
      wages += r.wageTotalCents;
      reimbursements += r.reimbursementCents;
      if (r.values.payment_method === 'Direct Deposit') debit += paid;
      if (r.values.payment_method === 'Check') check += paid;
    }
    return {
      wages: centsToMoney(wages),
      reimbursements: centsToMoney(reimbursements),
      total: centsToMoney(wages + reimbursements),
      debit: centsToMoney(debit),
      check: centsToMoney(check),
    };
  }, [readings]);

  const change = useCallback(
    (contractorUuid: string, patch: Partial<ContractorPaymentLineValues>, field: string) => {
      setValues((all) => ({
        ...all,
        [contractorUuid]: { ...(all[contractorUuid] ?? blankContractorPaymentLine), ...patch },
      }));
      // The service's word on this field (and on the line as a whole) no longer holds.
      setServerIssues((all) => ({
        ...all,
        [contractorUuid]: (all[contractorUuid] ?? []).filter((i) => i.field !== field && i.field !== 'base'),
      }));
      setPreviewed(undefined);
    },
    [],
  );

  const setField = useCallback(
    (contractorUuid: string, field: ContractorPaymentField, text: string) =>
      change(contractorUuid, { [field]: text }, field),
    [change],
  );
  const setPaymentMethod = useCallback(
    (contractorUuid: string, method: ContractorPaymentMethodName) =>
      change(contractorUuid, { payment_method: method }, 'payment_method'),
    [change],
  );

  /** The lines to send, or undefined (with the reasons shown) when they cannot be sent. */
  const ready = useCallback((): ContractorPaymentLine[] | undefined => {
    setShownIssues(true);
    const sent = readings.flatMap((r) => (r.line ? [r.line] : []));
    if (readings.some((r) => r.issues.length > 0)) return undefined;
    if (sent.length === 0) {
      setGroupIssues([
        { field: 'contractor_payments', category: 'missing_parameter', messageKey: 'validation.required' },
      ]);
      return undefined;
    }
    return sent;
  }, [readings]);

  const send = useCallback(
    async <T>(request: (sent: ContractorPaymentLine[]) => Promise<T>): Promise<T | undefined> => {
      const sent = ready();
      if (!sent) return undefined;
      setGroupIssues([]);
      setServerIssues({});
      try {
        return await request(sent);
      } catch (error) {
        const placed = placeErrors(error, sent);
        setServerIssues(placed.byContractor);
        setGroupIssues(placed.group);
        return undefined;
      }
    },
    [ready],
  );

  const { mutateAsync: previewAsync } = previewMutation;
  const preview = useCallback(async () => {
    const result = await send((sent) => previewAsync({ check_date: checkDate, contractor_payments: sent }));
    setPreviewed(result);
    return result;
  }, [send, previewAsync, checkDate]);

  const { mutateAsync: createAsync } = createMutation;
  const submit = useCallback(
    async (blockers?: SubmissionBlockerChoice[]) => {
      const result = await send((sent) =>
        createAsync({
          check_date: checkDate,
          contractor_payments: sent,
          ...(blockers?.length ? { submission_blockers: blockers } : {}),
        }),
      );
      if (result) setCreated(result);
      return result;
    },
    [send, createAsync, checkDate],
  );

  return {
    lines,
    setField,
    setPaymentMethod,
    totals,
    groupIssues,
    previewed,
    preview,
    submit,
    created,
    isPreviewing: previewMutation.isPending,
    isSubmitting: createMutation.isPending,
  };
}
