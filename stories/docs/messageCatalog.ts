import { en, type MessageDictionary } from '../../src/ui';
import { es } from '../../src/locales/es';

/** One user-facing string: the key a partner overrides, its English and its Spanish. */
export interface MessageEntry {
  /** Full key as the provider's `messages` takes it: `validation.required`, `onboarding.list.title`. */
  key: string;
  /** `ui` for the UI kit, else the flow dictionary's namespace. */
  namespace: string;
  en: string;
  /** Spanish from `payroll-kit/locales/es`; undefined when a translation is missing. */
  es: string | undefined;
}

// Every dictionary module of the library: a flow's `messages.ts`, a step's `X.messages.ts`, and
// any shared namespace, found by file name so a new dictionary is listed without editing this file.
const modules = import.meta.glob<Record<string, unknown>>(
  ['../../src/**/messages.ts', '../../src/**/*.messages.ts'],
  { eager: true },
);

function isDictionary(value: unknown): value is MessageDictionary<string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as MessageDictionary<string>).namespace === 'string' &&
    typeof (value as MessageDictionary<string>).en === 'object'
  );
}

/** The flow dictionaries (`defineMessages`), one per namespace, sorted by namespace. */
export function flowDictionaries(): Array<MessageDictionary<string>> {
  const byNamespace = new Map<string, MessageDictionary<string>>();
  for (const module of Object.values(modules))
    for (const value of Object.values(module))
      if (isDictionary(value)) byNamespace.set(value.namespace, value);
  return [...byNamespace.values()].sort((a, b) => a.namespace.localeCompare(b.namespace));
}

/**
 * Every message key of payroll-kit, UI kit first then each flow's namespace, with English and
 * Spanish. Read from the dictionaries themselves, so the Copy page cannot drift from them.
 *
 * @example
 * messageCatalog().find((entry) => entry.key === 'validation.required')?.es; // 'Este campo es obligatorio.'
 */
export function messageCatalog(): MessageEntry[] {
  const spanish: Record<string, string | undefined> = es;
  const ui = Object.entries(en).map(([key, text]) => ({ key, namespace: 'ui', en: text, es: spanish[key] }));
  const flows = flowDictionaries().flatMap((dictionary) =>
    Object.entries(dictionary.en).map(([key, text]) => {
      const full = `${dictionary.namespace}.${key}`;
      return { key: full, namespace: dictionary.namespace, en: text, es: spanish[full] };
    }),
  );
  return [...ui, ...flows];
}
