import { companyOnboardingState } from '../company/onboardingStatus';
import type { CompanyFormRecord } from '../company/records';
import { companyFormView, isIdentityComplete } from '../company/views';
import { ApiError, invalidAttribute, invalidOperation, missingParameter, notFound } from '../errors';
import { readFields } from '../fields';
import { compareBy, paginate, parseSortBy, readPage } from '../pagination';
import { formPdfDataUrl } from '../rules/formPdf';
import { isIpAddress } from '../rules/formats';
import type { DemoService, Route, RouteRequest } from '../service';

const SORT_FIELDS = ['name', 'year', 'quarter', 'draft', 'document_content_type', 'created_at'];

function form(service: DemoService, request: RouteRequest): CompanyFormRecord {
  const record = service.store.companyForms.get(request.params.form_id ?? '');
  if (!record) throw notFound();
  service.company(record.companyUuid, request.grant);
  return record;
}

/** Names compare without case or extra spaces: "mary  JACKSON" signs for Mary Jackson. */
const normalName = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Company forms (UPSTREAM-2 H.7, DECISIONS 53): listed once their prerequisites hold, signed only
 * by the company's verified signatory with their full name as `signature_text`, the signer's IP
 * from the body or the proxy's `X-Client-IP` (DECISIONS 37).
 *
 * @example
 * new Router(companyFormRoutes);
 */
export const companyFormRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v1/companies/{company_id}/forms',
    auth: 'company',
    scope: 'company_forms:read',
    handle({ params, query, grant }, service) {
      const company = service.company(params.company_id, grant);
      const clauses = parseSortBy(query.get('sort_by'), SORT_FIELDS);
      const page = readPage(query);
      // Reading the onboarding state makes the forms whose prerequisites now hold.
      companyOnboardingState(service, company);
      const rows = service.store.companyForms.childrenOf(company.uuid).sort(
        compareBy<CompanyFormRecord>(
          clauses,
          (f, field) =>
            field === 'name' ? f.name : field === 'year' ? f.year : field === 'created_at' ? f.seq : 0,
          (a, b) => a.seq - b.seq,
        ),
      );
      const { items, headers } = paginate(rows, page);
      return { status: 200, body: items.map(companyFormView), headers };
    },
  },
  {
    method: 'GET',
    path: '/v1/forms/{form_id}',
    auth: 'company',
    scope: 'company_forms:read',
    handle(request, service) {
      return { status: 200, body: companyFormView(form(service, request)) };
    },
  },
  {
    method: 'GET',
    path: '/v1/forms/{form_id}/pdf',
    auth: 'company',
    scope: 'company_forms:read',
    handle(request, service) {
      const record = form(service, request);
      return {
        status: 200,
        body: {
          uuid: record.uuid,
          document_url: formPdfDataUrl(record.title),
          document_content_type: 'application/pdf',
        },
      };
    },
  },
  {
    method: 'PUT',
    path: '/v1/forms/{form_id}/sign',
    auth: 'company',
    scope: 'company_forms:sign',
    handle(request, service) {
      const record = form(service, request);
      const values = readFields(request.body, {
        signature_text: { kind: 'string', required: true },
        agree: { kind: 'boolean', required: true },
        signed_by_ip_address: { kind: 'string' },
      });
      if (record.signedAt) throw invalidOperation('This form is already signed.');
      if (values.agree !== true)
        throw new ApiError(422, [invalidAttribute('agree', 'You must agree to sign electronically.')]);
      const signatory = service.store.signatories.get(record.companyUuid);
      if (!signatory)
        throw invalidOperation('Only the company signatory can sign company forms; add a signatory first.');
      if (!isIdentityComplete(signatory))
        throw invalidOperation('The signatory must complete identity verification before signing.');
      const fullName = `${signatory.first_name} ${signatory.last_name}`;
      if (normalName(values.signature_text as string) !== normalName(fullName))
        throw new ApiError(422, [
          invalidAttribute('signature_text', 'The signature must be the signatory’s full name.', {
            expected: 'first_name last_name of the signatory',
          }),
        ]);
      const ip =
        (values.signed_by_ip_address as string | undefined) ?? request.headers.get('x-client-ip')?.trim();
      if (!ip) throw new ApiError(422, [missingParameter('signed_by_ip_address')]);
      if (!isIpAddress(ip))
        throw new ApiError(422, [
          invalidAttribute('signed_by_ip_address', 'signed_by_ip_address must be an IPv4 or IPv6 address.'),
        ]);
      record.signedAt = service.nowIso();
      record.signature_text = values.signature_text as string;
      record.signed_by_ip_address = ip;
      service.emit('company.form.signed', 'Form', record.uuid, record.companyUuid);
      return { status: 200, body: companyFormView(record) };
    },
  },
];
