import type { MessageDictionary } from './defineMessages';

/**
 * A flow's translation keyed as the provider's `messages` prop expects it (`namespace.key`), so
 * a locale entry can spread the UI kit's translation and every flow's into one object.
 *
 * @example
 * const fr = { ...frUI, ...namespaced(onboardingMessages, { 'list.title': 'Salariés' }) };
 * <PayrollProvider baseUrl="/api/payroll" locale="fr-FR" messages={fr}>…</PayrollProvider>
 */
export function namespaced<K extends string>(
  dictionary: MessageDictionary<K>,
  translation: Readonly<Partial<Record<K, string>>>,
): Record<string, string> {
  const entries = Object.entries(translation) as Array<[string, string | undefined]>;
  return Object.fromEntries(
    entries.flatMap(([key, text]) => (text === undefined ? [] : [[`${dictionary.namespace}.${key}`, text]])),
  );
}
