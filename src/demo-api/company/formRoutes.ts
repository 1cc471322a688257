import type { CompanyFormRecord } from './records';
import { companyOnboardingState } from './onboardingStatus';
import { companyFormView, isIdentityComplete } from './views';
import { ApiError, invalidAttribute, invalidOperation } from '../errors';
import { readFields } from '../fields';
import { companyOwned, resourceRoutes } from '../resource';
import { pdfAction } from '../documents/formPdf';
import { requireAgreement, SIGNATURE_RULES, signerIp } from '../documents/signature';
import type { Route } from '../service';
import { COMPANY_FORMS_CATEGORY, notificationCauseResolved } from '../notifications/notices';

/** Names compare without case or extra spaces: "mary  JACKSON" signs for Mary Jackson. */
const normalName = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Company forms (UPSTREAM-2 H.7, DECISIONS 53): listed once their prerequisites hold, signed only
 * by the company's verified signatory with their full name as `signature_text`, the signer's IP
 * from the body or the proxy's `X-Client-IP` (DECISIONS 37).
 *
 * @example
 * new Router(formRoutes);
 */
export const formRoutes: Route[] = resourceRoutes({
  ...companyOwned('/v1/companies/{company_id}/forms', '/v1/forms/{form_id}', (store) => store.companyForms),
  // Signing is the resource's write: only a token that may sign reaches it.
  scopes: { read: 'company_forms:read', write: 'company_forms:sign' },
  view: companyFormView,
  list: {
    rows(company, service) {
      // Reading the onboarding state makes the forms whose prerequisites now hold.
      companyOnboardingState(service, company);
      return service.store.companyForms.childrenOf(company.uuid);
    },
    sortBy: {
      name: (f) => f.name,
      year: (f) => f.year,
      created_at: (f) => f.seq,
      // Every company form is a final PDF of no quarter: these sort as ties.
      quarter: () => 0,
      draft: () => 0,
      document_content_type: () => 0,
    },
  },
  actions: [
    pdfAction((form: CompanyFormRecord) => form.title),
    {
      method: 'PUT',
      suffix: '/sign',
      run(record, request, service) {
        const values = readFields(request.body, {
          signature_text: { kind: 'string', required: true },
          ...SIGNATURE_RULES,
        });
        if (record.signedAt) throw invalidOperation('This form is already signed.');
        requireAgreement(values.agree);
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
        const ip = signerIp(values.signed_by_ip_address, request.headers);
        record.signedAt = service.nowIso();
        record.signature_text = values.signature_text as string;
        record.signed_by_ip_address = ip;
        service.emit('company.form.signed', 'Form', record.uuid, record.companyUuid);
        // Every form signed: the company's notification to sign them is resolved (DECISIONS 74).
        if (service.store.companyForms.childrenOf(record.companyUuid).every((f) => f.signedAt !== null))
          notificationCauseResolved(service, record.companyUuid, COMPANY_FORMS_CATEGORY);
        return companyFormView(record);
      },
    },
  ],
});
