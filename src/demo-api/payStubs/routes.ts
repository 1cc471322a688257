import { notFound } from '../errors';
import { pdfDocument } from '../documents/formPdf';
import { paginate, readPage } from '../pagination';
import type { DemoService, Route } from '../service';
import { payStubLines, payStubOf, payStubsOf, payStubView } from './payStubs';

/**
 * Pay stubs (UPSTREAM-2 J.4, DECISIONS 58): an employee's list, newest first and paged, and one
 * stub as a PDF whose figures are the payroll's own.
 */

/** The pay stub routes. @example new Router([...payStubRoutes]); */
export const payStubRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v1/employees/{employee_id}/pay_stubs',
    auth: 'company',
    scope: 'pay_stubs:read',
    handle({ params, query, grant }, service) {
      const employee = service.employee(params.employee_id, grant);
      const { items, headers } = paginate(payStubsOf(service.store, employee.uuid), readPage(query));
      return { status: 200, body: items.map(payStubView), headers };
    },
  },
  {
    method: 'GET',
    path: '/v1/payrolls/{payroll_id}/employees/{employee_id}/pay_stub',
    auth: 'company',
    scope: 'pay_stubs:read',
    handle({ params, grant }, service: DemoService) {
      const employee = service.employee(params.employee_id, grant);
      const payroll = service.store.payrolls.get(params.payroll_id ?? '');
      const stub =
        payroll && payroll.companyUuid === employee.companyUuid
          ? payStubOf(payroll, employee.uuid)
          : undefined;
      if (!stub) throw notFound();
      const company = service.store.companies.get(employee.companyUuid)!;
      const lines = payStubLines(
        service.store,
        stub,
        company.name,
        `${employee.first_name} ${employee.last_name}`,
      );
      return {
        status: 200,
        // Bytes, not a Blob: a Blob made where another realm's Blob is global (jsdom under the
        // in-process service) is not one `Response` reads, and would be sent as "[object Blob]".
        body: new TextEncoder().encode(pdfDocument(lines)),
        headers: { 'Content-Type': 'application/pdf' },
      };
    },
  },
];
