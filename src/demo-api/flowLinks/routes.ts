import { ApiError, type ErrorEntry, invalidAttribute, missingParameter, notFound } from '../errors';
import type { Route } from '../service';
import { flowLinkExpiresAt } from './flowLinkExpiry';
import { COMPANY_FORM_TYPES, FLOW_NEEDS, FLOW_TYPES } from './flowTypes';
import { flowLinks } from './records';

/**
 * Flows (UPSTREAM-3 N.8, DECISIONS 75): a link to the demo's own page for a flow of the company.
 * `flow_type` one type or several of one category comma-joined (a dependency named with its
 * step); an employee flow names its employee (`entity_type: Employee` and the company's employee's
 * uuid, else 422 `flow_invalid_entity` on both fields); `state_setup` of an onboarded company and
 * `company_forms` with forms it does not know are refused on their field. 201 `{url}`.
 *
 * The link's page (`GET /flows/{token}`, opened by the person without a token) answers what it
 * opens while the link lives: an hour idle or a day from its creation (UPSTREAM-3 N.8), by the
 * service's clock; each opening restarts the idle hour. An expired link answers 410
 * `flow_link_expired` (a new one is made any time); a token never given out, 404.
 */

const ENTITY_TYPES = ['Company', 'Employee', 'Contractor', 'Payroll'];
const BODY = ['flow_type', 'entity_type', 'entity_uuid', 'options'];

/**
 * The flow route.
 *
 * @example
 * new Router(flowRoutes);
 */
export const flowRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/companies/{company_id}/flows',
    auth: 'company',
    scope: 'flows:write',
    handle({ params, body, grant, url }, service) {
      const company = service.company(params.company_id, grant);
      const errors: ErrorEntry[] = [];
      for (const key of Object.keys(body))
        if (!BODY.includes(key))
          errors.push(invalidAttribute(key, `${key} is not an attribute of this resource.`));
      const text = body.flow_type;
      const types = typeof text === 'string' ? text.split(',').map((type) => type.trim()) : [];
      if (text === undefined || text === null) errors.push(missingParameter('flow_type'));
      else if (types.length === 0 || types.some((type) => !FLOW_TYPES[type]))
        errors.push(invalidAttribute('flow_type', `Unknown flow type: ${String(text)}.`));
      else if (new Set(types.map((type) => FLOW_TYPES[type]!.category)).size > 1)
        errors.push(invalidAttribute('flow_type', 'Flow types of one link must be of one category.'));
      else {
        for (const type of types) {
          const need = FLOW_NEEDS[type];
          if (need && !types.includes(need))
            errors.push(invalidAttribute('flow_type', `${type} needs ${need} in the same link.`));
        }
        if (types.includes('state_setup') && company.onboarding.onboardingCompletedAt !== null)
          errors.push({
            error_key: 'flow_type',
            category: 'invalid_operation',
            message: 'state_setup is for a company that has not finished onboarding.',
          });
      }
      const entityType = body.entity_type;
      if (entityType !== undefined && (typeof entityType !== 'string' || !ENTITY_TYPES.includes(entityType)))
        errors.push(
          invalidAttribute('entity_type', `entity_type must be one of: ${ENTITY_TYPES.join(', ')}.`),
        );
      const needsEmployee = types.some((type) => FLOW_TYPES[type]?.entity === 'Employee');
      if (needsEmployee) {
        const employee =
          typeof body.entity_uuid === 'string' ? service.store.employees.get(body.entity_uuid) : undefined;
        if (entityType !== 'Employee' || !employee || employee.companyUuid !== company.uuid)
          errors.push(
            { error_key: 'entity_type', category: 'flow_invalid_entity', message: 'Invalid flow entity' },
            { error_key: 'entity_uuid', category: 'flow_invalid_entity', message: 'Invalid flow entity' },
          );
      }
      const options = body.options;
      if (
        options !== undefined &&
        (options === null || typeof options !== 'object' || Array.isArray(options))
      )
        errors.push(invalidAttribute('options', 'options must be an object.'));
      else if (types.includes('company_forms') && options !== undefined) {
        const forms = (options as { form_types?: unknown }).form_types;
        const bad = Array.isArray(forms)
          ? forms.find((form) => !COMPANY_FORM_TYPES.includes(String(form)))
          : forms;
        if (bad !== undefined)
          errors.push({
            error_key: 'options',
            category: 'nested_errors',
            metadata: { flow_type: 'company_forms' },
            errors: [
              invalidAttribute('form_types', `Supplied value '${String(bad)}' contains no permitted values`),
            ],
          });
      }
      if (errors.length > 0) throw new ApiError(422, errors);
      // The link names the flow, the company and a fresh token; the page itself is the demo's.
      const token = service.ids();
      const now = service.clock.now().getTime();
      service.store.table(flowLinks).set(token, {
        token,
        companyUuid: company.uuid,
        flowType: types.join(','),
        employeeUuid: needsEmployee ? String(body.entity_uuid) : null,
        createdAt: now,
        lastUsedAt: now,
      });
      const link = new URL(`/flows/${token}`, url);
      link.searchParams.set('flow_type', types.join(','));
      link.searchParams.set('company_uuid', company.uuid);
      if (needsEmployee) link.searchParams.set('employee_uuid', String(body.entity_uuid));
      return { status: 201, body: { url: link.href } };
    },
  },
  {
    method: 'GET',
    path: '/flows/{flow_token}',
    // The person opening the link has no token: the link itself is the credential.
    auth: 'none',
    scope: '',
    handle({ params }, service) {
      const link = service.store.table(flowLinks).get(params.flow_token ?? '');
      if (!link) throw notFound();
      const now = service.clock.now().getTime();
      if (now >= flowLinkExpiresAt(link))
        throw new ApiError(410, [
          {
            error_key: 'base',
            category: 'flow_link_expired',
            message: 'This link has expired. Ask for a new one.',
          },
        ]);
      service.store.table(flowLinks).set(link.token, { ...link, lastUsedAt: now });
      const used = { ...link, lastUsedAt: now };
      return {
        status: 200,
        body: {
          flow_type: link.flowType,
          company_uuid: link.companyUuid,
          employee_uuid: link.employeeUuid,
          expires_at: new Date(flowLinkExpiresAt(used)).toISOString(),
        },
      };
    },
  },
];
