import { ApiError, invalidAttribute, notFound } from '../errors';
import { bodyReader, resourceRoutes, type ParentLookup, type RecordLookup } from '../resource';
import type { PayrollRecord } from '../payroll/records';
import type { Route } from '../service';
import { requestChecks } from './printableChecks';
import { printableChecks, type PrintableChecksRecord } from './records';
import { generatedDocumentView, payrollCheckView } from './views';

/** The largest starting number a check takes (UPSTREAM-3 M.8: below 10¹⁰). */
const MAX_CHECK_NUMBER = 9_999_999_999;

const SCOPES = { read: 'generated_documents:read', write: 'generated_documents:write' };

/** The print request's body: the stock, and a starting number only with bottom stock. */
const readPrintRequest = bodyReader((body) => {
  const { printing_format, starting_check_number } = body;
  const problems = [];
  if (printing_format === undefined || printing_format === null)
    problems.push({
      error_key: 'printing_format',
      category: 'missing_parameter',
      message: 'printing_format is required.',
    });
  else if (printing_format !== 'top' && printing_format !== 'bottom')
    problems.push(invalidAttribute('printing_format', 'printing_format must be top or bottom.'));
  const given = starting_check_number !== undefined && starting_check_number !== null;
  if (
    given &&
    (typeof starting_check_number !== 'number' ||
      !Number.isSafeInteger(starting_check_number) ||
      starting_check_number < 0 ||
      starting_check_number > MAX_CHECK_NUMBER)
  )
    problems.push(
      invalidAttribute(
        'starting_check_number',
        'starting_check_number must be a whole number from 0 to 9999999999.',
      ),
    );
  else if (given && printing_format === 'top')
    problems.push(
      invalidAttribute(
        'starting_check_number',
        'starting_check_number can be given only for bottom check stock.',
      ),
    );
  if (problems.length > 0) throw new ApiError(422, problems);
  return {
    printingFormat: printing_format as 'top' | 'bottom',
    startingCheckNumber: given ? (starting_check_number as number) : null,
  };
});

/** The payroll of the path, checked for the token; unknown or another company's → 404. */
const payrollParent: ParentLookup<PayrollRecord> = (service, { params, grant }) => {
  const payroll = service.store.payrolls.get(params.payroll_id ?? '');
  if (!payroll) throw notFound();
  service.company(payroll.companyUuid, grant);
  return payroll;
};

/** A request of a company the token reaches, of the one document type there is. */
const findDocument: RecordLookup<PrintableChecksRecord> = (service, uuid, grant, params) => {
  const record = uuid ? service.store.table(printableChecks).get(uuid) : undefined;
  if (!record || params.document_type !== 'printable_payroll_checks') throw notFound();
  service.company(record.companyUuid, grant);
  return record;
};

/**
 * Printable payroll checks (UPSTREAM-3 M.8, DECISIONS 72): the print request (200, idempotent
 * with `Idempotency-Key`) and the generated document it makes, polled until `succeeded`.
 *
 * @example
 * new Router(printableCheckRoutes);
 */
export const printableCheckRoutes: Route[] = [
  ...resourceRoutes({
    collection: '/v1/payrolls/{payroll_id}/generated_documents/printable_payroll_checks',
    scopes: SCOPES,
    parent: payrollParent,
    view: payrollCheckView,
    create: {
      rules: readPrintRequest,
      status: 200,
      insert: (values, payroll, service) =>
        requestChecks(service, payroll, values.printingFormat, values.startingCheckNumber),
    },
  }),
  ...resourceRoutes({
    item: '/v1/generated_documents/{document_type}/{request_uuid}',
    scopes: SCOPES,
    find: findDocument,
    view: generatedDocumentView,
  }),
];
