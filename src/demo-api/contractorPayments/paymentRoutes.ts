import { contractorPaymentView } from './views';
import {
  contractorName,
  expectedDebitDate,
  fundPayment,
  mayCancel,
  newPayment,
  paymentTotals,
  readPaymentLines,
  scheduleFunding,
  wageTotal,
} from './payments';
import { ApiError, invalidOperation, invalidParameter, missingParameter, notFound } from '../errors';
import { readFields } from '../fields';
import { companyParent, resourceRoutes } from '../resource';
import { isDate } from '../formats/formats';
import { money } from '../money/money';
import type { DemoService, Route, TokenGrant } from '../service';
import type { ContractorPaymentRecord } from './records';

/** A payment the token may address (and of the path's company, when it names one): else 404. */
function paymentOf(
  service: DemoService,
  uuid: string | undefined,
  grant: TokenGrant,
  companyUuid?: string,
): ContractorPaymentRecord {
  const payment = uuid ? service.store.contractorPayments.get(uuid) : undefined;
  if (!payment || (companyUuid !== undefined && payment.companyUuid !== companyUuid)) throw notFound();
  service.company(payment.companyUuid, grant);
  return payment;
}

/** A required `YYYY-MM-DD` query parameter (DECISIONS 30). */
function queryDate(query: URLSearchParams, name: string): string {
  const value = query.get(name);
  if (value === null) throw new ApiError(422, [missingParameter(name)]);
  if (!isDate(value))
    throw new ApiError(422, [invalidParameter(name, `${name} must be a date (YYYY-MM-DD).`)]);
  return value;
}

/** Removes a cancelled payment, from its group too (a group left empty goes with it). */
function removePayment(service: DemoService, payment: ContractorPaymentRecord): void {
  service.store.contractorPayments.delete(payment.uuid);
  const group = payment.groupUuid ? service.store.contractorPaymentGroups.get(payment.groupUuid) : undefined;
  if (!group) return;
  group.paymentUuids = group.paymentUuids.filter((uuid) => uuid !== payment.uuid);
  if (group.paymentUuids.length === 0) service.store.contractorPaymentGroups.delete(group.uuid);
}

interface HistoryFilters {
  start: string;
  end: string;
  contractorUuid: string | null;
}

/** `start_date` and `end_date` (both required) and `contractor_uuid` (DECISIONS 30, 56). */
function historyFilters(query: URLSearchParams): HistoryFilters {
  const start = queryDate(query, 'start_date');
  const end = queryDate(query, 'end_date');
  if (end < start) throw new ApiError(422, [invalidParameter('end_date', 'end_date is before start_date.')]);
  return { start, end, contractorUuid: query.get('contractor_uuid') };
}

/** The payments of a range by contractor, with their totals (UPSTREAM-2 I.4). */
function historyBody(payments: ContractorPaymentRecord[], service: DemoService): Record<string, unknown> {
  const byContractor = new Map<string, ContractorPaymentRecord[]>();
  for (const p of payments)
    byContractor.set(p.contractorUuid, [...(byContractor.get(p.contractorUuid) ?? []), p]);
  const all = paymentTotals(payments);
  return {
    total: { reimbursements: money(all.reimbursement_amount), wages: money(all.wage_amount) },
    contractor_payments: [...byContractor].map(([uuid, rows]) => {
      const totals = paymentTotals(rows);
      return {
        contractor_uuid: uuid,
        reimbursement_total: money(totals.reimbursement_amount),
        wage_total: money(totals.wage_amount),
        payments: rows.map((p) => contractorPaymentView(p, service)),
      };
    }),
  };
}

/** The receipt of a funded payment (UPSTREAM-2 I.4). */
function receiptView(payment: ContractorPaymentRecord, service: DemoService): Record<string, unknown> {
  const company = service.store.companies.get(payment.companyUuid)!;
  const contractor = service.store.contractors.get(payment.contractorUuid);
  const total = wageTotal(payment) + payment.reimbursement;
  return {
    contractor_payment_uuid: payment.uuid,
    company_uuid: company.uuid,
    name_of_sender: company.name,
    name_of_recipient: contractor ? contractorName(contractor) : '',
    debit_date: payment.debitDate,
    license: 'The demo payroll service is a simulator; no money moved.',
    license_uri: 'https://example.com/demo-payroll/licenses',
    right_to_refund: 'https://example.com/demo-payroll/right-to-refund',
    liability_of_licensee: 'https://example.com/demo-payroll/liability',
    totals: { company_debit: money(total) },
    contractor_payments: [
      {
        contractor_uuid: payment.contractorUuid,
        contractor_first_name: contractor?.first_name ?? undefined,
        contractor_last_name: contractor?.last_name ?? undefined,
        contractor_business_name: contractor?.business_name ?? undefined,
        contractor_type: contractor?.type,
        payment_method: payment.payment_method,
        wage: money(wageTotal(payment) - payment.bonus),
        bonus: money(payment.bonus),
        reimbursement: money(payment.reimbursement),
      },
    ],
  };
}

const SCOPES = { read: 'payrolls:read', write: 'payrolls:run' };
const view = (payment: ContractorPaymentRecord, service: DemoService) =>
  contractorPaymentView(payment, service);

const companyPayments = resourceRoutes({
  collection: '/v1/companies/{company_id}/contractor_payments',
  item: '/v1/companies/{company_id}/contractor_payments/{contractor_payment_id}',
  scopes: SCOPES,
  parent: companyParent,
  find: (service, uuid, grant, params) => paymentOf(service, uuid, grant, params.company_id),
  view,
  events: {
    entity: 'ContractorPayment',
    created: 'contractor_payment.created',
    deleted: 'contractor_payment.cancelled',
    company: (payment) => payment.companyUuid,
  },
  list: {
    filters: historyFilters,
    rows: (company, service, _request, { start, end, contractorUuid }) =>
      [...service.store.contractorPayments.values()]
        .filter(
          (p) =>
            p.companyUuid === company.uuid &&
            p.date >= start &&
            p.date <= end &&
            (contractorUuid === null || p.contractorUuid === contractorUuid),
        )
        .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.seq - b.seq)),
    paged: false,
    body: historyBody,
  },
  create: {
    // 200, as the upstream declares this create (DECISIONS 56).
    status: 200,
    insert(body, company, service) {
      const [line] = readPaymentLines(service, company, [body]);
      const debitDate = expectedDebitDate(company, line!.payment_method, line!.date, service.clock.now());
      const payment = newPayment(service, line!, null, debitDate);
      service.store.contractorPayments.set(payment.uuid, payment);
      scheduleFunding(service, payment);
      return payment;
    },
  },
  remove: {
    remove(payment, service) {
      if (!mayCancel(payment, service.clock.today()))
        throw invalidOperation(
          'Payment has already been processed and cannot be cancelled: it is funded or its debit date has come.',
        );
      removePayment(service, payment);
    },
  },
  collectionActions: [
    {
      method: 'POST',
      suffix: '/preview',
      access: 'read',
      run(company, { body }, service) {
        const { contractor_payments } = readFields(body, {
          contractor_payments: { kind: 'array', required: true },
        });
        const lines = readPaymentLines(service, company, contractor_payments);
        const now = service.clock.now();
        // The earliest debit of the lines: the day the company's money first moves.
        const dates = lines.map((l) => expectedDebitDate(company, l.payment_method, l.date, now)).sort();
        return { expected_debit_date: dates[0] };
      },
    },
  ],
});

const payments = resourceRoutes({
  item: '/v1/contractor_payments/{contractor_payment_uuid}',
  scopes: SCOPES,
  find: (service, uuid, grant) => paymentOf(service, uuid, grant),
  show: false,
  actions: [
    {
      method: 'PUT',
      suffix: '/fund',
      run(payment, _request, service) {
        fundPayment(service, payment);
        return view(payment, service);
      },
    },
    {
      method: 'GET',
      suffix: '/receipt',
      access: 'read',
      run(payment, _request, service) {
        // Only a Direct Deposit payment has a receipt, and only once funded (UPSTREAM-2 I.4).
        if (payment.status !== 'Funded') throw notFound('This payment has no receipt until it is funded.');
        return receiptView(payment, service);
      },
    },
  ],
});

/**
 * Single contractor payments (UPSTREAM-2 I.4, DECISIONS 56): create (200, idempotent by key), the
 * debit-date preview, history by date range, cancel while unfunded and before the debit date, the
 * demo's fund call and the receipt of a funded Direct Deposit payment.
 *
 * @example
 * new Router(contractorPaymentRoutes);
 */
export const contractorPaymentRoutes: Route[] = [...companyPayments, ...payments];
