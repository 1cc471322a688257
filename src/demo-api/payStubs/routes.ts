import { pdfDocument } from '../documents/formPdf';
import { employeeParent, resourceRoutes } from '../resource';
import type { EmployeeRecord } from '../employees/records';
import type { DemoService, Route } from '../service';
import { type PayStub, payStubLines, payStubOf, payStubsOf, payStubView } from './payStubs';

/**
 * Pay stubs (UPSTREAM-2 J.4, DECISIONS 58): an employee's list, newest first and paged, and one
 * stub as a PDF whose figures are the payroll's own.
 */

const SCOPES = { read: 'pay_stubs:read' };

const employeeStubs = resourceRoutes({
  collection: '/v1/employees/{employee_id}/pay_stubs',
  scopes: SCOPES,
  parent: employeeParent,
  view: payStubView,
  // Newest first; the list takes no sort_by.
  list: { rows: (employee, service) => payStubsOf(service.store, employee.uuid), ordered: true },
});

/** One stub, found by its payroll and employee (the employee checked for the token first). */
const stubDocument = resourceRoutes({
  item: '/v1/payrolls/{payroll_id}/employees/{employee_id}/pay_stub',
  scopes: SCOPES,
  find(service, employeeUuid, grant, params) {
    const employee = service.employee(employeeUuid, grant);
    const payroll = service.store.payrolls.get(params.payroll_id ?? '');
    const stub =
      payroll && payroll.companyUuid === employee.companyUuid ? payStubOf(payroll, employee.uuid) : undefined;
    return stub && { stub, employee };
  },
  // Bytes, not a Blob: a Blob made where another realm's Blob is global (jsdom under the
  // in-process service) is not one `Response` reads, and would be sent as "[object Blob]".
  view({ stub, employee }: { stub: PayStub; employee: EmployeeRecord }, service: DemoService) {
    const company = service.store.companies.get(employee.companyUuid)!;
    const lines = payStubLines(
      service.store,
      stub,
      company.name,
      `${employee.first_name} ${employee.last_name}`,
    );
    return new TextEncoder().encode(pdfDocument(lines));
  },
  show: { contentType: 'application/pdf' },
});

/** The pay stub routes. @example new Router([...payStubRoutes]); */
export const payStubRoutes: Route[] = [...employeeStubs, ...stubDocument];
