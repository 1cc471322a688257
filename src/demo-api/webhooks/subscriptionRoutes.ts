import { ApiError, invalidAttribute, notFound } from '../errors';
import { type FieldRules, readFields } from '../fields';
import { noParent, resourceRoutes, scopesOf } from '../resource';
import type { DemoService, Route } from '../service';
import type { WebhookSubscriptionRecord } from './records';

/** Subscription types a partner may request (UPSTREAM F.4). */
export const SUBSCRIPTION_TYPES = [
  'BankAccount',
  'Company',
  'CompanyBenefit',
  'Contractor',
  'ContractorPayment',
  'Employee',
  'EmployeeBenefit',
  'EmployeeJobCompensation',
  'ExternalPayroll',
  'Form',
  'Location',
  'Notification',
  'Payroll',
  'PaySchedule',
  'Signatory',
] as const;

const LOOPBACK = /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])$/;

/** https only, except http on loopback in the demo environment (DECISIONS 20). */
function checkUrl(text: string): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'url must be an absolute URL.';
  }
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && LOOPBACK.test(url.hostname)) return undefined;
  return 'url must use https (http is accepted only on loopback addresses in the demo environment).';
}

function checkTypes(value: unknown): string[] {
  if (
    !Array.isArray(value) ||
    value.length === 0 ||
    !value.every((t) => typeof t === 'string' && (SUBSCRIPTION_TYPES as readonly string[]).includes(t))
  ) {
    throw new ApiError(422, [
      invalidAttribute(
        'subscription_types',
        `subscription_types must be a non-empty list of: ${SUBSCRIPTION_TYPES.join(', ')}.`,
      ),
    ]);
  }
  return [...new Set(value as string[])];
}

/** The subscription as the API shows it: never the verification token (it goes only to the url). */
function view(s: WebhookSubscriptionRecord) {
  return { uuid: s.uuid, url: s.url, status: s.status, subscription_types: s.subscription_types };
}

function subscription(service: DemoService, uuid: string | undefined): WebhookSubscriptionRecord {
  const record = uuid ? service.store.subscriptions.get(uuid) : undefined;
  if (!record || record.status === 'removed') throw notFound();
  return record;
}

const SUBSCRIPTION_RULES = {
  url: { kind: 'string', required: true, check: checkUrl },
  subscription_types: { kind: 'array', required: true },
} satisfies FieldRules;

const TYPES_RULES = { subscription_types: { kind: 'array', required: true } } satisfies FieldRules;

/** Webhook subscription routes (SPEC §3, §4, §6; DECISIONS 4–7). @example new Router(webhookSubscriptionRoutes); */
export const webhookSubscriptionRoutes: Route[] = resourceRoutes({
  collection: '/v1/webhook_subscriptions',
  item: '/v1/webhook_subscriptions/{webhook_subscription_uuid}',
  scopes: scopesOf('webhook_subscriptions'),
  auth: 'system',
  parent: noParent,
  find: (service, uuid) => subscription(service, uuid),
  view,
  list: {
    rows: (_none, service) => [...service.store.subscriptions.values()].filter((s) => s.status !== 'removed'),
    paged: false,
  },
  create: {
    rules: SUBSCRIPTION_RULES,
    insert(values, _none, service) {
      const types = checkTypes(values.subscription_types);
      const record: WebhookSubscriptionRecord = {
        uuid: service.ids(),
        url: values.url,
        subscription_types: types,
        status: 'pending',
        verification_token: service.ids().replace(/-/g, ''),
        createdAt: service.nowIso(),
      };
      service.store.subscriptions.set(record.uuid, record);
      service.webhooks.sendVerification(record);
      return record;
    },
  },
  update: {
    // A subscription has no version; its types are replaced whole.
    version: 'none',
    whole: true,
    rules: TYPES_RULES,
    apply(record, values) {
      record.subscription_types = checkTypes(values.subscription_types);
    },
  },
  remove: {
    remove(record) {
      record.status = 'removed';
    },
  },
  actions: [
    {
      method: 'PUT',
      suffix: '/verify',
      run(record, { body }, service) {
        const values = readFields(body, { verification_token: { kind: 'string', required: true } });
        if (values.verification_token !== record.verification_token) {
          throw new ApiError(422, [
            invalidAttribute('verification_token', 'The verification token does not match.'),
          ]);
        }
        if (record.status !== 'verified') {
          record.status = 'verified';
          service.webhooks.sendProvisioned(record);
        }
        return view(record);
      },
    },
    {
      method: 'GET',
      suffix: '/request_verification_token',
      run(record, _request, service) {
        service.webhooks.sendVerification(record);
        // The upstream schema gives this 200 a JSON body with an optional message (DECISIONS 60).
        return { message: 'The verification token was sent to the subscription url.' };
      },
    },
  ],
});
