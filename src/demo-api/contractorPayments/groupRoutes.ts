import { contractorPaymentGroupView, contractorPaymentView, groupPayments, totalsView } from './views';
import {
  expectedDebitDate,
  fundPayment,
  groupSubmissionBlockers,
  mayCancel,
  newPayment,
  type PaymentLine,
  paymentTotals,
  readPaymentLines,
  scheduleFunding,
} from './payments';
import { ApiError, invalidOperation, invalidParameter, missingParameter, notFound } from '../errors';
import { readFields } from '../fields';
import { companyParent, resourceRoutes } from '../resource';
import { isDate } from '../formats/formats';
import { type BlockerSelection, selectionProblems } from '../payroll/submissionBlockers';
import type { DemoService, Route, TokenGrant } from '../service';
import type { CompanyRecord } from '../company/records';
import type { SubmissionBlockerRecord } from '../payroll/records';
import type { ContractorPaymentGroupRecord, ContractorPaymentRecord } from './records';
import { openGroupWireIn } from './groupWireIn';
import { cancelWireInOf } from '../wireIn/wireInFunding';
import { addMonths } from '../calendar/dates';

const GROUP_RULES = {
  check_date: { kind: 'date', required: true },
  // Required on create only; a preview makes one when none is sent.
  creation_token: { kind: 'string' },
  contractor_payments: { kind: 'array', required: true },
  submission_blockers: { kind: 'array' },
} as const;

/** A group the token may address: else 404. */
function groupOf(
  service: DemoService,
  uuid: string | undefined,
  grant: TokenGrant,
): ContractorPaymentGroupRecord {
  const group = uuid ? service.store.contractorPaymentGroups.get(uuid) : undefined;
  if (!group) throw notFound();
  service.company(group.companyUuid, grant);
  return group;
}

/** What a group would be: its lines, debit date, totals and blockers, checked, nothing stored. */
function draftGroup(
  service: DemoService,
  company: CompanyRecord,
  body: Record<string, unknown>,
  preview: boolean,
) {
  const missing = !preview && body.creation_token === undefined ? [missingParameter('creation_token')] : [];
  const values = readFields(body, GROUP_RULES, { extra: missing });
  const lines: PaymentLine[] = readPaymentLines(service, company, values.contractor_payments, {
    date: values.check_date,
    dateKey: 'check_date',
  });
  const now = service.clock.now();
  const debitDate = expectedDebitDate(company, 'Direct Deposit', values.check_date, now);
  const drafts = lines.map((line) =>
    newPayment(service, line, null, line.payment_method === 'Direct Deposit' ? debitDate : line.date),
  );
  const totals = paymentTotals(drafts);
  const blockers: SubmissionBlockerRecord[] = groupSubmissionBlockers(
    company,
    values.check_date,
    totals.debit_amount,
    now,
  );
  return { values, drafts, debitDate, totals, blockers };
}

/** The admin's choices (UPSTREAM E.7): each blocker needs one naming one of its options. */
function resolveBlockers(
  blockers: SubmissionBlockerRecord[],
  raw: unknown[] | undefined,
): string | undefined {
  const selections = (raw ?? []).filter(
    (s): s is BlockerSelection =>
      typeof s === 'object' && s !== null && 'blocker_type' in s && 'selected_option' in s,
  );
  const problems = selectionProblems({ submissionBlockers: blockers }, selections);
  if (problems.length > 0) throw new ApiError(422, problems);
  let checkDate: string | undefined;
  for (const blocker of blockers) {
    const chosen = selections.find((s) => s.blocker_type === blocker.blocker_type)!;
    blocker.selected_option = chosen.selected_option;
    blocker.status = 'resolved';
    if (chosen.selected_option === 'move_to_four_day')
      checkDate = blocker.unblock_options.find((o) => o.unblock_type === 'move_to_four_day')!.check_date;
  }
  return checkDate;
}

const view = (group: ContractorPaymentGroupRecord, service: DemoService) =>
  contractorPaymentGroupView(group, service);

/** A list's dates: `start_date` (six months ago) through `end_date` (today) unless told (UPSTREAM-2 I.4). */
function listFilters(query: URLSearchParams, service: DemoService): { start: string; end: string } {
  const today = service.clock.today();
  const date = (name: string, fallback: string) => {
    const value = query.get(name) ?? fallback;
    if (!isDate(value))
      throw new ApiError(422, [invalidParameter(name, `${name} must be a date (YYYY-MM-DD).`)]);
    return value;
  };
  return { start: date('start_date', addMonths(today, -6)), end: date('end_date', today) };
}

const companyGroups = resourceRoutes({
  collection: '/v1/companies/{company_id}/contractor_payment_groups',
  scopes: { read: 'payrolls:read', write: 'payrolls:run' },
  parent: companyParent,
  view,
  events: {
    entity: 'ContractorPaymentGroup',
    created: 'contractor_payment_group.created',
    company: (group) => group.companyUuid,
  },
  list: {
    filters: listFilters,
    rows: (company, service, _request, { start, end }) =>
      [...service.store.contractorPaymentGroups.values()]
        .filter((g) => g.companyUuid === company.uuid && g.check_date >= start && g.check_date <= end)
        .sort((a, b) => (a.check_date < b.check_date ? -1 : a.check_date > b.check_date ? 1 : a.seq - b.seq)),
    // By check date; the list takes no sort_by.
    ordered: true,
    view(group, service) {
      const { contractor_payments: _payments, ...shown } = contractorPaymentGroupView(group, service);
      return shown;
    },
  },
  create: {
    insert(body, company, service) {
      const { values, drafts, debitDate, totals, blockers } = draftGroup(service, company, body, false);
      const token = values.creation_token!;
      const reused = [...service.store.contractorPaymentGroups.values()].some(
        (g) => g.companyUuid === company.uuid && g.creation_token === token,
      );
      if (reused)
        throw new ApiError(409, [
          {
            error_key: 'creation_token',
            category: 'duplicate_operation',
            message: 'A contractor payment group with this creation_token already exists.',
          },
        ]);
      const movedTo = resolveBlockers(blockers, values.submission_blockers);
      const checkDate = movedTo ?? values.check_date;
      const group: ContractorPaymentGroupRecord = {
        uuid: service.ids(),
        companyUuid: company.uuid,
        seq: service.store.nextSeq(),
        check_date: checkDate,
        debitDate,
        creation_token: token,
        submissionBlockers: blockers,
        paymentUuids: [],
      };
      // Wired funds replace the ACH debit: the direct deposits wait for the wire (DECISIONS 70).
      const byWire = blockers.some((b) => b.selected_option === 'wire_in');
      const payments: ContractorPaymentRecord[] = [];
      for (const draft of drafts) {
        const payment = { ...draft, groupUuid: group.uuid, date: checkDate };
        if (payment.payment_method !== 'Direct Deposit') payment.debitDate = checkDate;
        service.store.contractorPayments.set(payment.uuid, payment);
        group.paymentUuids.push(payment.uuid);
        payments.push(payment);
        if (!byWire) scheduleFunding(service, payment);
      }
      service.store.contractorPaymentGroups.set(group.uuid, group);
      if (byWire) openGroupWireIn(service, group, payments, totals.debit_amount);
      return group;
    },
  },
  collectionActions: [
    {
      method: 'POST',
      suffix: '/preview',
      access: 'read',
      run(company, { body }, service) {
        const { values, drafts, debitDate, totals, blockers } = draftGroup(service, company, body, true);
        return {
          company_uuid: company.uuid,
          check_date: values.check_date,
          debit_date: debitDate,
          status: 'Unfunded',
          creation_token: values.creation_token ?? service.ids(),
          partner_owned_disbursement: company.onboarding.paymentConfig.partner_owned_disbursement,
          submission_blockers: blockers,
          credit_blockers: [],
          totals: totalsView(totals),
          contractor_payments: drafts.map((p) => {
            // A preview's payments do not exist yet: no uuid.
            const { uuid: _uuid, ...view } = contractorPaymentView(p, service);
            return view;
          }),
        };
      },
    },
  ],
});

const groups = resourceRoutes({
  item: '/v1/contractor_payment_groups/{contractor_payment_group_uuid}',
  scopes: { read: 'payrolls:read', write: 'payrolls:run' },
  find: (service, uuid, grant) => groupOf(service, uuid, grant),
  view,
  events: {
    entity: 'ContractorPaymentGroup',
    deleted: 'contractor_payment_group.cancelled',
    company: (group) => group.companyUuid,
  },
  remove: {
    remove(group, service) {
      const payments = groupPayments(service, group);
      const today = service.clock.today();
      if (!payments.every((p) => mayCancel(p, today)))
        throw invalidOperation(
          'The group has a payment that is funded or past its debit date; it cannot be cancelled.',
        );
      for (const p of payments) service.store.contractorPayments.delete(p.uuid);
      service.store.contractorPaymentGroups.delete(group.uuid);
      cancelWireInOf(service, group.uuid);
    },
  },
  actions: [
    {
      method: 'PUT',
      suffix: '/fund',
      run(group, _request, service) {
        const unfunded = groupPayments(service, group).filter(
          (p) => p.payment_method === 'Direct Deposit' && p.status === 'Unfunded',
        );
        if (unfunded.length === 0)
          throw invalidOperation('The group has no unfunded Direct Deposit payment.');
        for (const p of unfunded) fundPayment(service, p);
        return view(group, service);
      },
    },
  ],
});

/**
 * Contractor payment groups (UPSTREAM-2 I.4, DECISIONS 56): preview, create with its
 * `creation_token` (reused: 409) and the fast-ACH submission blocker of payrolls, list by check
 * date, cancel while every payment may be, and the demo's fund call.
 *
 * @example
 * new Router(contractorPaymentGroupRoutes);
 */
export const contractorPaymentGroupRoutes: Route[] = [...companyGroups, ...groups];
