import { checkEin, einHolder } from './ein';
import { federalTaxView } from './views';
import { type ErrorEntry, invalidAttribute, unprocessable } from '../errors';
import type { FieldRules } from '../fields';
import { companySingleton, resourceRoutes, scopesOf } from '../resource';
import type { Route } from '../service';

const TAX_PAYER_TYPES = [
  'C-Corporation',
  'S-Corporation',
  'Sole proprietor',
  'LLC',
  'LLP',
  'Limited partnership',
  'Co-ownership',
  'Association',
  'Trusteeship',
  'General partnership',
  'Joint venture',
  'Non-Profit',
];

/** Only these may elect to be taxed as an S corporation (UPSTREAM-2 H.2). */
const SCORP_ELIGIBLE = ['S-Corporation', 'C-Corporation', 'LLC'];

/** The body of federal tax details (UPSTREAM-2 H.2). */
const FEDERAL_TAX_RULES = {
  legal_name: { kind: 'string' },
  ein: { kind: 'string', check: checkEin },
  tax_payer_type: { kind: 'enum', values: TAX_PAYER_TYPES },
  filing_form: { kind: 'enum', values: ['941', '944'] },
  taxable_as_scorp: { kind: 'boolean' },
} satisfies FieldRules;

/**
 * Federal tax details (UPSTREAM-2 H.2, DECISIONS 53): EIN format and uniqueness, EIN and legal
 * name frozen after onboarding, versioned update, `company.updated`.
 *
 * @example
 * new Router(federalTaxRoutes);
 */
export const federalTaxRoutes: Route[] = resourceRoutes({
  item: '/v1/companies/{company_id}/federal_tax_details',
  scopes: scopesOf('company_federal_taxes'),
  find: companySingleton((company) => company),
  view: federalTaxView,
  events: { entity: 'Company', updated: 'company.updated', company: (company) => company.uuid },
  update: {
    // The version is required first and compared once the fields are read (UPSTREAM-2 H.2).
    version: 'after-fields',
    rules: FEDERAL_TAX_RULES,
    apply(company, values, service) {
      const tax = company.onboarding.federalTax;
      const ein = typeof values.ein === 'string' ? values.ein.replaceAll('-', '') : undefined;
      const errors: ErrorEntry[] = [];
      if (ein && einHolder(service, ein, company.uuid))
        errors.push(invalidAttribute('ein', 'This EIN belongs to another company.'));
      if (company.onboarding.onboardingCompletedAt !== null) {
        // After onboarding only support may change them (UPSTREAM-2 H.2, SPEC §7).
        if (ein !== undefined && ein !== company.ein)
          errors.push(invalidAttribute('ein', 'The EIN cannot change after onboarding; contact support.'));
        if (values.legal_name !== undefined && values.legal_name !== tax.legal_name)
          errors.push(
            invalidAttribute('legal_name', 'The legal name cannot change after onboarding; contact support.'),
          );
      }
      const type = (values.tax_payer_type as string | undefined) ?? tax.tax_payer_type;
      const scorp = (values.taxable_as_scorp as boolean | undefined) ?? tax.taxable_as_scorp;
      if (scorp && !SCORP_ELIGIBLE.includes(type ?? ''))
        errors.push(
          invalidAttribute(
            'taxable_as_scorp',
            'Only a C-Corporation, S-Corporation or LLC can be taxed as an S corporation.',
          ),
        );
      if (errors.length > 0) throw unprocessable(errors);
      if (ein !== undefined) company.ein = ein;
      company.onboarding.federalTax = {
        legal_name: (values.legal_name as string | undefined) ?? tax.legal_name,
        tax_payer_type: type,
        filing_form: (values.filing_form as string | undefined) ?? tax.filing_form,
        taxable_as_scorp: scorp,
      };
    },
  },
});
