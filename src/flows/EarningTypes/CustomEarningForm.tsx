import type { Ref } from 'react';
import { useEarningTypeForm, useEarningTypes, type ShownEarningType } from '../../hooks/earningTypes';
import { EARNING_TYPE_NAME_MAX } from '../../hooks/earningTypes';
import { usePrimitives, TextField as DefaultTextField } from '../../ui';
import { fieldErrorText } from '../shared/fieldErrorText';
import { FormLayout } from '../shared/FormLayout';
import { recordFormLayout } from '../shared/recordFormLayout';
import { registeredField } from '../shared/registeredField';
import { useFormMessages } from '../shared/useFormMessages';
import type { EarningTypesEventHandler } from './events';
import { earningTypesMessages } from './messages';

/** Props of {@link CustomEarningForm}. */
export interface CustomEarningFormProps {
  companyId: string;
  /** The custom earning type to rename; without it the form adds one. */
  earningTypeId?: string;
  /** Saved (added, brought back, or renamed). */
  onSaved?: (earningType: ShownEarningType, created: boolean) => void;
  onCancel?: () => void;
  onEvent?: EarningTypesEventHandler;
  /** The form heading, for a shell that moves focus to it. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * Add or rename one custom earning type: its name, required and at most 100 characters; a name
 * another type has comes back on the field with what was typed kept, and adding the name of an
 * inactive type brings it back. Defaults are not offered here (they cannot change).
 *
 * @example
 * <CustomEarningForm companyId={companyId} earningTypeId={id} onSaved={backToList} onCancel={backToList} />
 */
export function CustomEarningForm(props: CustomEarningFormProps) {
  const { companyId, earningTypeId, onEvent, onSaved } = props;
  const { TextField } = usePrimitives({ TextField: DefaultTextField });
  const { t, lookup } = useFormMessages(earningTypesMessages);
  const list = useEarningTypes(companyId);
  const earningType = earningTypeId
    ? list.data?.custom.find((type) => type.uuid === earningTypeId)
    : undefined;
  const record = useEarningTypeForm({
    companyId,
    earningType,
    onSaved: (saved, created) => {
      onEvent?.(created ? 'earningType.created' : 'earningType.updated', {
        earningTypeId: saved.uuid,
        name: saved.name,
      });
      onSaved?.(saved, created);
    },
  });
  const editing = Boolean(earningTypeId);
  const field = registeredField(
    record.form,
    () => t('field.name'),
    (errors, name) => fieldErrorText(lookup, errors, name, { max: EARNING_TYPE_NAME_MAX }),
  );
  return (
    <FormLayout
      {...recordFormLayout(
        {
          ...record,
          isLoading: editing && list.isLoading,
          loadError: editing ? list.error : null,
        },
        {
          t,
          editing,
          found: Boolean(earningType),
          view: props,
          messages: earningTypesMessages,
        },
      )}
    >
      <TextField {...field('name')} required hint={editing ? undefined : t('field.name.hint')} />
    </FormLayout>
  );
}
