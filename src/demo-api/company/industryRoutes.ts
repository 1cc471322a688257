import { ApiError, invalidAttribute } from '../errors';
import type { FieldRules } from '../fields';
import { companySingleton, resourceRoutes, scopesOf } from '../resource';
import type { Route } from '../service';
import type { CompanyRecord } from './records';

/** NAICS codes the demo can look SIC codes and a title up for when the body gives none. */
const NAICS: Record<string, { sic: string[]; title: string }> = {
  '541511': { sic: ['7371'], title: 'Custom Computer Programming Services' },
  '541512': { sic: ['7373'], title: 'Computer Systems Design Services' },
  '722511': { sic: ['5812'], title: 'Full-Service Restaurants' },
  '445110': { sic: ['5411'], title: 'Supermarkets and Other Grocery Retailers' },
  '236118': { sic: ['1522'], title: 'Residential Remodelers' },
  '621111': { sic: ['8011'], title: 'Offices of Physicians' },
};

/** The industry of a company: a NAICS code, its SIC codes and title (UPSTREAM-2 H.3). */
const INDUSTRY_RULES = {
  naics_code: {
    kind: 'string',
    required: true,
    check: (v) => (/^\d{6}$/.test(v) ? undefined : 'Naics code must be equal to 6 digits.'),
  },
  sic_codes: { kind: 'array' },
  title: { kind: 'string', nullable: true },
} satisfies FieldRules;

function industryView(company: CompanyRecord): Record<string, unknown> {
  const industry = company.onboarding.industry;
  return {
    company_uuid: company.uuid,
    ...(industry
      ? { naics_code: industry.naics_code, sic_codes: industry.sic_codes, title: industry.title }
      : { sic_codes: [] }),
  };
}

/**
 * Industry selection (UPSTREAM-2 H.3, DECISIONS 53): NAICS `^\d{6}$`, SIC `^\d{4}$`, SIC codes
 * looked up from the NAICS code when omitted; answers 201 as the upstream declares.
 *
 * @example
 * new Router(industryRoutes);
 */
export const industryRoutes: Route[] = resourceRoutes({
  item: '/v1/companies/{company_id}/industry_selection',
  scopes: scopesOf('companies'),
  find: companySingleton((company) => company),
  view: industryView,
  events: { entity: 'Company', updated: 'company.updated', company: (company) => company.uuid },
  update: {
    version: 'none',
    whole: true,
    rules: INDUSTRY_RULES,
    // 201, as the upstream declares it.
    status: 201,
    apply(company, values) {
      const sic = values.sic_codes as unknown[] | undefined;
      if (sic && !sic.every((code) => typeof code === 'string' && /^\d{4}$/.test(code)))
        throw new ApiError(422, [invalidAttribute('sic_codes', 'Sic codes must be equal to 4 digits')]);
      const naics = values.naics_code as string;
      const known = NAICS[naics];
      company.onboarding.industry = {
        naics_code: naics,
        sic_codes: (sic as string[] | undefined) ?? known?.sic ?? [],
        title: (values.title as string | null | undefined) ?? known?.title ?? null,
      };
    },
  },
});
