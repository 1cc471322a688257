import type { DemoService } from '../service';
import { checksDocumentUrl } from './printableChecks';
import type { PrintableChecksRecord } from './records';

/**
 * What the print request answers (UPSTREAM-3 M.8 `Payroll-Check`): the stock, the starting number
 * as sent (null for top stock or when not sent), the request's uuid and status, and each
 * employee's check number.
 *
 * @example
 * payrollCheckView(record).employee_check_number_mapping[0].check_number; // 1001
 */
export function payrollCheckView(record: PrintableChecksRecord) {
  return {
    payroll_uuid: record.payrollUuid,
    printing_format: record.printingFormat,
    starting_check_number: record.startingCheckNumber,
    request_uuid: record.requestUuid,
    status: record.status,
    employee_check_number_mapping: record.checks.map((c) => ({
      employee_uuid: c.employeeUuid,
      check_number: c.checkNumber,
    })),
  };
}

/**
 * The generated document (UPSTREAM-3 M.8): its status, and once `succeeded` its one PDF.
 *
 * @example
 * generatedDocumentView(record, service).document_urls; // [] while pending
 */
export function generatedDocumentView(record: PrintableChecksRecord, service: DemoService) {
  return {
    request_uuid: record.requestUuid,
    status: record.status,
    document_urls: record.status === 'succeeded' ? [checksDocumentUrl(service, record)] : [],
  };
}
