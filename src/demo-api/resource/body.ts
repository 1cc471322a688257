import { type FieldRules, readFields } from '../fields';
import type { DemoService } from '../service';
import type { BodyReader } from './declaration';

/**
 * A body read by hand: `bodyReader((body, service) => …)` in place of a declaration's `rules`,
 * for bodies field rules cannot say (nested parts whose errors nest, rules of today's date).
 *
 * @example
 * rules: bodyReader((body, service) => readFields(body, employeeRules(service.clock.today()))),
 */
export function bodyReader<V>(
  read: (body: Record<string, unknown>, service: DemoService) => V,
): BodyReader<V> {
  return { read };
}

function isReader(rules: unknown): rules is BodyReader<unknown> {
  return typeof (rules as { read?: unknown }).read === 'function';
}

/**
 * Reads a create's body: every problem at once, each on its field; with no rules, the body as sent.
 *
 * @example
 * readCreate(LOCATION_RULES, request.body, service);
 */
export function readCreate(rules: unknown, body: Record<string, unknown>, service: DemoService): unknown {
  if (rules === undefined) return body;
  if (isReader(rules)) return rules.read(body, service);
  return readFields(body, rules as FieldRules);
}

/**
 * Reads an update's body: a delta (nothing required, `version` allowed) or, `whole`, the record
 * replaced (every required field, the `version` of a versioned resource set aside).
 *
 * @example
 * readUpdate(LOCATION_RULES, request.body, service, { whole: false, versioned: true });
 */
export function readUpdate(
  rules: unknown,
  body: Record<string, unknown>,
  service: DemoService,
  { whole, versioned }: { whole: boolean; versioned: boolean },
): unknown {
  if (rules === undefined) return body;
  if (isReader(rules)) return rules.read(body, service);
  if (!whole) return readFields(body, rules as FieldRules, { partial: true });
  if (!versioned) return readFields(body, rules as FieldRules);
  const { version: _version, ...fields } = body;
  return readFields(fields, rules as FieldRules);
}
