import {
  type ErrorEntry,
  invalidAttribute,
  invalidOperation,
  missingParameter,
  notFound,
  unprocessable,
} from '../errors';
import { isDate } from '../formats/formats';
import { parseDecimal } from '../money/money';
import { bodyReader, companyParent, resourceRoutes, type RecordLookup } from '../resource';
import type { Route } from '../service';
import { wireInRequests, type WireInRequestRecord } from './records';
import { wireInRequestView } from './views';
import { confirmWireSent } from './wireInFunding';

/** Notes shorter than this (SPEC §7: 255 characters or more is refused). */
const NOTES_LIMIT = 255;

/** What the confirm-sent PUT says, read by hand: each problem on its field (SPEC §7, §8). */
interface WireSent {
  date_sent: string;
  bank_name: string;
  amount_sent: number;
  additional_notes: string | null;
}

const readWireSent = bodyReader((body): WireSent => {
  const entries: ErrorEntry[] = [];
  for (const key of Object.keys(body))
    if (!['date_sent', 'bank_name', 'amount_sent', 'additional_notes'].includes(key))
      entries.push(invalidAttribute(key, `${key} is not an attribute of this resource.`));
  const { date_sent, bank_name, amount_sent, additional_notes } = body;
  if (date_sent === undefined || date_sent === null) entries.push(missingParameter('date_sent'));
  else if (typeof date_sent !== 'string' || !isDate(date_sent))
    entries.push(invalidAttribute('date_sent', 'date_sent must be a date (YYYY-MM-DD).'));
  if (bank_name === undefined || bank_name === null) entries.push(missingParameter('bank_name'));
  else if (typeof bank_name !== 'string' || bank_name.trim() === '')
    entries.push(invalidAttribute('bank_name', "bank_name can't be blank."));
  const amount =
    typeof amount_sent === 'string' || typeof amount_sent === 'number'
      ? parseDecimal(String(amount_sent), 2)
      : undefined;
  if (amount_sent === undefined || amount_sent === null) entries.push(missingParameter('amount_sent'));
  else if (amount === undefined || amount <= 0)
    entries.push(invalidAttribute('amount_sent', 'amount_sent must be a positive number.'));
  if (
    additional_notes !== undefined &&
    additional_notes !== null &&
    (typeof additional_notes !== 'string' || additional_notes.length >= NOTES_LIMIT)
  )
    entries.push(
      invalidAttribute('additional_notes', `additional_notes must be text under ${NOTES_LIMIT} characters.`),
    );
  if (entries.length > 0) throw unprocessable(entries);
  return {
    date_sent: date_sent as string,
    bank_name: (bank_name as string).trim(),
    amount_sent: amount!,
    additional_notes: typeof additional_notes === 'string' ? additional_notes : null,
  };
});

/** A request of a company the token reaches; unknown or another company's → 404. */
const findWireIn: RecordLookup<WireInRequestRecord> = (service, uuid, grant) => {
  const record = uuid ? service.store.table(wireInRequests).get(uuid) : undefined;
  if (!record) throw notFound();
  service.company(record.companyUuid, grant);
  return record;
};

/**
 * Wire-in requests (UPSTREAM-3 M.4, DECISIONS 70): the company's list, one request, and the
 * confirmation that the wire was sent (`payrolls:run`; 422 on each field, or `invalid_operation`
 * on `base` unless awaiting funds) → `pending_review`. The service creates them (a payroll whose
 * admin chose `wire_in`); there is no create.
 *
 * @example
 * new Router(wireInRequestRoutes);
 */
export const wireInRequestRoutes: Route[] = resourceRoutes({
  collection: '/v1/companies/{company_id}/wire_in_requests',
  item: '/v1/wire_in_requests/{wire_in_request_uuid}',
  scopes: { read: 'payrolls:read', write: 'payrolls:run' },
  parent: companyParent,
  find: findWireIn,
  view: wireInRequestView,
  list: {
    rows: (company, service) =>
      [...service.store.table(wireInRequests).values()]
        .filter((r) => r.companyUuid === company.uuid)
        .sort((a, b) => a.seq - b.seq),
    paged: false,
  },
  update: {
    rules: readWireSent,
    version: 'none',
    guard(record) {
      if (record.status !== 'awaiting_funds')
        throw invalidOperation('This wire-in request is not awaiting funds.');
    },
    apply(record, values, service) {
      record.dateSent = values.date_sent;
      record.bankName = values.bank_name;
      record.amountSent = values.amount_sent;
      record.additionalNotes = values.additional_notes;
      confirmWireSent(service, record);
    },
  },
});
