import type { Ref } from 'react';
import type { Termination } from '../../api/employment/types';
import { useTerminationForm, type TerminationValues } from '../../hooks/employment';
import { usePrimitives, Checkbox as DefaultCheckbox, DateField as DefaultDateField } from '../../ui';
import { ConflictPrompt } from '../shared/ConflictPrompt';
import { FormLayout } from '../shared/FormLayout';
import { registeredField } from '../shared/registeredField';
import type { EmployeeManagementEventHandler } from './events';
import { employeeManagementMessages } from './messages';
import { useManagementMessages } from './useManagementMessages';
import { formSubmitProps } from '../shared/formSubmitProps';

/** Props of {@link TerminationForm}. */
export interface TerminationFormProps {
  companyId: string;
  employeeId: string;
  onSaved?: (termination: Termination, created: boolean) => void;
  onCancel?: () => void;
  onEvent?: EmployeeManagementEventHandler;
  /** The form heading, for a shell that moves focus to it. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * Terminate an employee, or change the last day of a termination still cancelable: the last day
 * of work (past or future) and whether a dismissal payroll pays the final wages. A change is
 * version-aware: a colleague's change of the same field meanwhile asks before overwriting.
 *
 * @example
 * <TerminationForm companyId={companyId} employeeId={employeeId} onSaved={close} onCancel={close} />
 */
export function TerminationForm(props: TerminationFormProps) {
  const { companyId, employeeId, onEvent } = props;
  const { Checkbox, DateField } = usePrimitives({ Checkbox: DefaultCheckbox, DateField: DefaultDateField });
  const { t, fieldError } = useManagementMessages();
  const termination = useTerminationForm({
    companyId,
    employeeId,
    onSaved: (saved, created) => {
      if (created)
        onEvent?.('employee.terminated', { employeeId, runDismissalPayroll: saved.run_termination_payroll });
      else onEvent?.('termination.updated', { employeeId });
      props.onSaved?.(saved, created);
    },
  });
  const label = (name: keyof TerminationValues) => t(`field.termination.${name}`);
  const field = registeredField(termination.form, label, fieldError);
  const editing = Boolean(termination.termination);
  return (
    <FormLayout
      title={t(editing ? 'termination.editTitle' : 'termination.addTitle')}
      description={t('termination.description')}
      messages={employeeManagementMessages}
      headingRef={props.headingRef}
      loading={termination.isLoading ? t('employment.loading') : undefined}
      unavailable={termination.loadError ? t('employment.error') : undefined}
      {...formSubmitProps(termination)}
      submitLabel={t(editing ? 'termination.update' : 'termination.save')}
      submitVariant={editing ? undefined : 'danger'}
      secondary={props.onCancel && { label: t('form.cancel'), onClick: props.onCancel }}
      notice={
        <ConflictPrompt
          conflict={termination.conflict}
          onResolve={(choice) => void termination.resolveConflict(choice)}
          fieldLabel={(name) => label(name as keyof TerminationValues)}
          messages={employeeManagementMessages}
        />
      }
    >
      <DateField {...field('effective_date')} required />
      <Checkbox {...field('run_termination_payroll')} />
    </FormLayout>
  );
}
