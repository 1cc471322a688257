import type { ConflictChoice, VersionConflict } from '../../api/versionedUpdate';
import {
  usePrimitives,
  useScreenMessages,
  type MessageDictionary,
  Alert as DefaultAlert,
  Button as DefaultButton,
} from '../../ui';

/**
 * The keys a conflict prompt reads from its flow's dictionary.
 *
 * @example
 * const key: ConflictMessageKey = 'conflict.title';
 */
export type ConflictMessageKey =
  | 'conflict.title'
  | 'conflict.description'
  | 'conflict.field'
  | 'conflict.theirs'
  | 'conflict.yours'
  | 'conflict.keepMine'
  | 'conflict.useTheirs'
  | 'conflict.empty';

/** Props of {@link ConflictPrompt}. */
export interface ConflictPromptProps {
  /** The conflict the hook returned; nothing renders without one. */
  conflict: VersionConflict<unknown> | undefined;
  onResolve: (choice: ConflictChoice) => void;
  /** The label of a field, as the form shows it. */
  fieldLabel: (name: string) => string;
  /**
   * A value as the form shows it (a location's address rather than its uuid, splits as names and
   * shares); `undefined` falls back to the plain value.
   */
  formatValue?: (name: string, value: unknown) => string | undefined;
  busy?: boolean;
  /**
   * The calling flow's dictionary: the `conflict.*` texts it holds (its own title, usually) win
   * over the shared `common.conflict.*` ones, and a partner's override of them
   * (`onboarding.conflict.title`) applies here too.
   */
  messages: MessageDictionary<string>;
}

/**
 * A conflict's text values shown as the form shows them, by field (a phone formatted, a
 * frequency by its name); other fields and values keep their plain text.
 *
 * @example
 * <ConflictPrompt formatValue={textFormats({ phone_number: formatPhone })} … />
 */
export function textFormats(
  formats: Record<string, (text: string) => string>,
): NonNullable<ConflictPromptProps['formatValue']> {
  return (name, value) => (typeof value === 'string' ? formats[name]?.(value) : undefined);
}

function show(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * A 409 the hooks could not merge: the fields both people changed, theirs beside yours, and a
 * choice. Nothing the user typed is lost until they pick "Use their values".
 *
 * @example
 * <ConflictPrompt conflict={conflict} messages={onboardingMessages} onResolve={resolveConflict}
 *   fieldLabel={(name) => lookup(`personal.${name}`, name)} />
 */
export function ConflictPrompt({
  conflict,
  onResolve,
  fieldLabel,
  formatValue,
  busy,
  messages,
}: ConflictPromptProps) {
  const { Alert, Button } = usePrimitives({ Alert: DefaultAlert, Button: DefaultButton });
  const { t } = useScreenMessages(messages);
  if (!conflict) return null;
  const empty = t('conflict.empty');
  const shown = (name: string, value: unknown) => formatValue?.(name, value) ?? show(value, empty);
  return (
    <Alert
      tone="warning"
      title={t('conflict.title')}
      action={
        <>
          <Button type="button" onClick={() => onResolve('local')} loading={busy}>
            {t('conflict.keepMine')}
          </Button>{' '}
          <Button type="button" variant="secondary" onClick={() => onResolve('remote')} disabled={busy}>
            {t('conflict.useTheirs')}
          </Button>
        </>
      }
    >
      <p>{t('conflict.description')}</p>
      <table className="pk-conflict">
        <thead>
          <tr>
            <th scope="col">{t('conflict.field')}</th>
            <th scope="col">{t('conflict.theirs')}</th>
            <th scope="col">{t('conflict.yours')}</th>
          </tr>
        </thead>
        <tbody>
          {conflict.fields.map((field) => (
            <tr key={field.name}>
              <th scope="row">{fieldLabel(field.name)}</th>
              <td>{shown(field.name, field.remote)}</td>
              <td>{shown(field.name, field.local)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Alert>
  );
}
