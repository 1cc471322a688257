import type { Ref } from 'react';
import type { Rehire } from '../../api/employment/types';
import { useRehireForm, type RehireValues } from '../../hooks/employment';
import { useActiveLocations } from '../../hooks/locations';
import {
  usePrimitives,
  Checkbox as DefaultCheckbox,
  DateField as DefaultDateField,
  Select as DefaultSelect,
} from '../../ui';
import { FormLayout } from '../shared/FormLayout';
import { registeredField } from '../shared/registeredField';
import type { EmployeeManagementEventHandler } from './events';
import { employeeManagementMessages } from './messages';
import { useManagementMessages } from './useManagementMessages';
import { formSubmitProps } from '../shared/formSubmitProps';

/** Props of {@link RehireForm}. */
export interface RehireFormProps {
  companyId: string;
  employeeId: string;
  onSaved?: (rehire: Rehire) => void;
  onCancel?: () => void;
  onEvent?: EmployeeManagementEventHandler;
  /** The form heading, for a shell that moves focus to it. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * Rehire a terminated employee: the first day back, the work location (one of the company's
 * active locations) and whether to file a new hire report.
 *
 * @example
 * <RehireForm companyId={companyId} employeeId={employeeId} onSaved={close} onCancel={close} />
 */
export function RehireForm(props: RehireFormProps) {
  const { companyId, employeeId, onEvent } = props;
  const { Checkbox, DateField, Select } = usePrimitives({
    Checkbox: DefaultCheckbox,
    DateField: DefaultDateField,
    Select: DefaultSelect,
  });
  const { t, fieldError } = useManagementMessages();
  const locations = useActiveLocations(companyId).data ?? [];
  const rehire = useRehireForm({
    companyId,
    employeeId,
    onSaved: (saved) => {
      onEvent?.('employee.rehired', { employeeId, effectiveDate: saved.effective_date });
      props.onSaved?.(saved);
    },
  });
  const field = registeredField(
    rehire.form,
    (name: keyof RehireValues) => t(`field.rehire.${name}`),
    fieldError,
  );
  return (
    <FormLayout
      title={t('rehire.title')}
      description={t('rehire.description')}
      messages={employeeManagementMessages}
      headingRef={props.headingRef}
      {...formSubmitProps(rehire)}
      submitLabel={t('rehire.save')}
      secondary={props.onCancel && { label: t('form.cancel'), onClick: props.onCancel }}
    >
      <DateField {...field('effective_date')} required />
      <Select
        {...field('work_location_uuid')}
        required
        placeholder={t('field.rehire.work_location_uuid.placeholder')}
        options={locations.map((location) => ({
          value: location.uuid,
          label: `${location.street_1}, ${location.city}, ${location.state}`,
        }))}
      />
      <Checkbox {...field('file_new_hire_report')} />
    </FormLayout>
  );
}
