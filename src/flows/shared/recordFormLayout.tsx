import type { Ref } from 'react';
import type { ConflictChoice, VersionConflict } from '../../api/versionedUpdate';
import type { MessageDictionary } from '../../ui';
import { ConflictPrompt, type ConflictPromptProps } from './ConflictPrompt';
import type { FormLayoutProps } from './FormLayout';
import { formSubmitProps, type SubmittableForm } from './formSubmitProps';

/** The keys a record form reads from its flow's dictionary (`form.cancel` falls back to common). */
export type RecordFormMessageKey =
  | 'form.addTitle'
  | 'form.editTitle'
  | 'form.description'
  | 'form.loading'
  | 'form.loadError'
  | 'form.notFound'
  | 'form.save'
  | 'form.cancel';

/** What {@link recordFormLayout} reads of a record form hook (`useCompanyLocationForm`, …). */
export interface RecordFormState extends SubmittableForm {
  isLoading: boolean;
  loadError: Error | null;
  /** A colleague's save that touched a field the user changed too (`useRecordForm`). */
  conflict?: VersionConflict<unknown> | undefined;
  resolveConflict?: (choice: ConflictChoice) => Promise<void>;
}

/** How {@link recordFormLayout} words and places a record form. */
export interface RecordFormLayoutOptions extends Partial<
  Pick<ConflictPromptProps, 'fieldLabel' | 'formatValue'>
> {
  t: (key: RecordFormMessageKey) => string;
  editing: boolean;
  found: boolean;
  /** The form's own props in its list-and-form view: Cancel back to the list, the heading to focus. */
  view: { onCancel?: () => void; headingRef?: Ref<HTMLHeadingElement> };
  /**
   * The flow's dictionary. With `fieldLabel`, a colleague's conflicting save is asked about above
   * the form in its words (keep mine, keep theirs, field by field).
   */
  messages: MessageDictionary<string>;
}

/**
 * The {@link FormLayout} props of a form that adds or edits one record, from its hook and its
 * flow's `form.*` words: the title of adding or editing, the loading and unavailable states (the
 * record could not be loaded, or no longer exists), submit, errors, Save, Cancel, and the
 * version conflict's question as the form's notice.
 *
 * @example
 * <FormLayout {...recordFormLayout(location, { t, editing, found: Boolean(location.location), view: props,
 *   messages: locationsMessages, fieldLabel: (name) => t(`field.${name}`) })}>…</FormLayout>
 */
export function recordFormLayout(record: RecordFormState, options: RecordFormLayoutOptions) {
  const { t, editing, messages, fieldLabel } = options;
  const { onCancel, headingRef } = options.view;
  const { resolveConflict } = record;
  return {
    title: t(editing ? 'form.editTitle' : 'form.addTitle'),
    description: t('form.description'),
    loading: record.isLoading ? t('form.loading') : undefined,
    unavailable:
      record.loadError || (editing && !options.found)
        ? t(record.loadError ? 'form.loadError' : 'form.notFound')
        : undefined,
    ...formSubmitProps(record),
    submitLabel: t('form.save'),
    secondary: onCancel && { label: t('form.cancel'), onClick: onCancel },
    headingRef,
    messages,
    notice:
      fieldLabel && resolveConflict ? (
        <ConflictPrompt
          conflict={record.conflict}
          onResolve={(choice) => void resolveConflict(choice)}
          fieldLabel={fieldLabel}
          formatValue={options.formatValue}
          messages={messages}
        />
      ) : undefined,
  } satisfies Partial<FormLayoutProps>;
}
