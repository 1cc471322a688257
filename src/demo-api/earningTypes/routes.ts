import { ApiError, invalidAttribute, invalidOperation, notFound } from '../errors';
import type { FieldRules } from '../fields';
import { companyParent, resourceRoutes, scopesOf } from '../resource';
import type { RecordLookup } from '../resource/declaration';
import type { DemoService, Route } from '../service';
import { customEarningTypesOf, defaultEarningTypes, MAX_NAME_LENGTH, nameKey } from './earningTypeNames';
import { customEarningTypes, type EarningTypeRecord } from './records';
import { earningTypeView } from './views';

const EARNING_TYPE_RULES = {
  name: {
    kind: 'string',
    required: true,
    check: (v) =>
      v.length > MAX_NAME_LENGTH ? `name must be ${MAX_NAME_LENGTH} characters at most.` : undefined,
  },
} satisfies FieldRules;

/** The company's type of that name (case-insensitive, trimmed), other than `except`. */
function sameName(
  service: DemoService,
  companyUuid: string,
  name: string,
  except?: EarningTypeRecord,
): EarningTypeRecord | undefined {
  const key = nameKey(name);
  return [...defaultEarningTypes(companyUuid), ...customEarningTypesOf(service, companyUuid)].find(
    (t) => t.uuid !== except?.uuid && nameKey(t.name) === key,
  );
}

function nameTaken(name: string): ApiError {
  return new ApiError(422, [invalidAttribute('name', `An earning type named ${name} already exists.`)]);
}

/** The defaults cannot be changed or deactivated (DECISIONS 67). */
function refuseDefault(record: EarningTypeRecord): void {
  if (record.isDefault)
    throw invalidOperation(`${record.name} is a default earning type and cannot be changed.`);
}

/** A type of the company in the path, a default or its own; another company's or unknown → 404. */
const findEarningType: RecordLookup<EarningTypeRecord> = (service, uuid, grant, params) => {
  const company = service.company(params.company_id, grant);
  const found =
    defaultEarningTypes(company.uuid).find((t) => t.uuid === uuid) ??
    (uuid ? service.store.table(customEarningTypes).get(uuid) : undefined);
  if (!found || found.companyUuid !== company.uuid) throw notFound();
  return found;
};

/**
 * A company's earning types (UPSTREAM-3 M.1, DECISIONS 67): the list `{default, custom}`, a custom
 * type created (201; a name of an inactive one reactivates it), renamed (200, no version) and
 * deactivated (204). The upstream documents no events for them.
 *
 * @example
 * new Router(earningTypeRoutes);
 */
export const earningTypeRoutes: Route[] = resourceRoutes({
  collection: '/v1/companies/{company_id}/earning_types',
  item: '/v1/companies/{company_id}/earning_types/{earning_type_uuid}',
  scopes: scopesOf('payrolls'),
  parent: companyParent,
  find: findEarningType,
  view: earningTypeView,
  list: {
    rows: (company, service) => [
      ...defaultEarningTypes(company.uuid),
      ...customEarningTypesOf(service, company.uuid),
    ],
    paged: false,
    body: (rows) => ({
      default: rows.filter((t) => t.isDefault).map(earningTypeView),
      custom: rows.filter((t) => !t.isDefault).map(earningTypeView),
    }),
  },
  create: {
    rules: EARNING_TYPE_RULES,
    insert(values, company, service) {
      const existing = sameName(service, company.uuid, values.name);
      if (existing?.active) throw nameTaken(existing.name);
      if (existing) {
        // Re-adding an inactive custom type brings it back, uuid and name kept (UPSTREAM-3 M.1).
        existing.active = true;
        return existing;
      }
      const record: EarningTypeRecord = {
        uuid: service.ids(),
        companyUuid: company.uuid,
        name: values.name.replace(/\s+/g, ' '),
        active: true,
        isDefault: false,
      };
      service.store.table(customEarningTypes).set(record.uuid, record);
      return record;
    },
  },
  show: false,
  update: {
    rules: EARNING_TYPE_RULES,
    version: 'none',
    guard: refuseDefault,
    apply(record, values, service) {
      if (values.name === undefined) return;
      // Another type's name, even an inactive one's (that one is brought back by adding it).
      const other = sameName(service, record.companyUuid, values.name, record);
      if (other) throw nameTaken(other.name);
      record.name = values.name.replace(/\s+/g, ' ');
    },
  },
  remove: {
    remove(record) {
      refuseDefault(record);
      record.active = false;
    },
  },
});
