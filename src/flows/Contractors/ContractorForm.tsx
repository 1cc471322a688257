import { Fragment, type Ref } from 'react';
import type { Contractor } from '../../api/contractors/types';
import { contractorFields, useContractorForm, type ContractorValues } from '../../hooks/contractors';
import {
  usePrimitives,
  Checkbox as DefaultCheckbox,
  DateField as DefaultDateField,
  EINField as DefaultEINField,
  MoneyField as DefaultMoneyField,
  RadioGroup as DefaultRadioGroup,
  Select as DefaultSelect,
  SSNField as DefaultSSNField,
  TextField as DefaultTextField,
} from '../../ui';
import { FormLayout } from '../shared/FormLayout';
import { recordFormLayout } from '../shared/recordFormLayout';
import { registeredField } from '../shared/registeredField';
import { usStateNames, usStates } from '../../hooks/schemas/usStates';
import type { ContractorsEventHandler } from './events';
import { contractorsMessages } from './messages';
import { useContractorsMessages } from './useContractorsMessages';

/** Props of {@link ContractorForm}. */
export interface ContractorFormProps {
  companyId: string;
  /** The contractor to edit; without it the form adds one. */
  contractorId?: string;
  defaultValues?: Partial<ContractorValues>;
  onSaved?: (contractor: Contractor, created: boolean) => void;
  onCancel?: () => void;
  onEvent?: ContractorsEventHandler;
  headingRef?: Ref<HTMLHeadingElement>;
  /**
   * The contractor's own profile step (`<ContractorSelfOnboarding/>`): only their names and SSN,
   * or business name and EIN; a number on file is shown masked and kept unless one is typed.
   */
  profile?: boolean;
  /** The form's title in place of its own (a step flow's "Step 1 of 4: …"). */
  title?: string;
}

/**
 * Add a contractor, or edit one's details and pay: Individual (names, SSN, new-hire report) or
 * Business (business name, EIN), Fixed or Hourly (the rate), start date and email; added to
 * self-onboard ("the contractor gives their own details", an email required), the SSN or EIN is
 * left to them. Only the
 * fields of the chosen type show, and switching keeps what was typed in the others; a bad value
 * (an 8-digit SSN, Hourly without a rate) is refused on its field before anything is sent. The
 * SSN and EIN are write-only: left blank, the one on file stays. Editing is version-aware, with
 * the conflict prompt.
 *
 * @example
 * <ContractorForm companyId={companyId} onSaved={(c) => openContractor(c.uuid)} onCancel={back} />
 */
export function ContractorForm(props: ContractorFormProps) {
  const { companyId, contractorId, onEvent, onSaved, profile } = props;
  const { Checkbox, DateField, EINField, MoneyField, RadioGroup, Select, SSNField, TextField } =
    usePrimitives({
      Checkbox: DefaultCheckbox,
      DateField: DefaultDateField,
      EINField: DefaultEINField,
      MoneyField: DefaultMoneyField,
      RadioGroup: DefaultRadioGroup,
      Select: DefaultSelect,
      SSNField: DefaultSSNField,
      TextField: DefaultTextField,
    });
  const { t, fieldError } = useContractorsMessages();
  const record = useContractorForm(companyId, {
    contractorId,
    profile,
    defaultValues: props.defaultValues,
    onSaved: (saved, created) => {
      onEvent?.(created ? 'contractor.created' : 'contractor.updated', { contractorId: saved.uuid });
      onSaved?.(saved, created);
    },
  });
  const label = (name: keyof ContractorValues) => t(`field.${name}`);
  const field = registeredField(record.form, label, fieldError);
  const values = record.form.watch();
  const shown = new Set(contractorFields(values));
  const editing = Boolean(contractorId);
  const layout = recordFormLayout(record, {
    t,
    editing,
    found: Boolean(record.contractor),
    view: props,
    messages: contractorsMessages,
    fieldLabel: (name) => label(name as keyof ContractorValues),
  });
  // A contractor added to self-onboard gives their own SSN or EIN (UPSTREAM-3 L.2).
  const ownNumber = !editing && values.self_onboarding;
  // The masked EIN the service gives: the number on file, kept while the field is left blank.
  const einOnFile = record.contractor?.has_ein ? record.contractor.ein : undefined;

  return (
    <FormLayout
      {...layout}
      {...(profile
        ? {
            title: props.title ?? t('self.profile.title'),
            description: t('self.profile.description'),
            submitLabel: t('self.save'),
          }
        : {})}
    >
      {profile ? null : (
        <RadioGroup
          {...field('type')}
          orientation="horizontal"
          options={(['Individual', 'Business'] as const).map((value) => ({
            value,
            label: t(`type.${value}`),
          }))}
        />
      )}
      {/* Keyed: without keys React would reuse the first name's input for the business name, and
          the form, still holding that input as the first name's, would blank it on its next reset. */}
      {shown.has('business_name') ? (
        <Fragment key="business">
          <TextField {...field('business_name')} required autoComplete="organization" />
          {ownNumber ? null : (
            <EINField
              {...field('ein')}
              required={!record.contractor?.has_ein}
              hint={einOnFile ? t('self.einOnFile', { ein: einOnFile }) : undefined}
            />
          )}
        </Fragment>
      ) : (
        <Fragment key="individual">
          <TextField {...field('first_name')} required autoComplete="given-name" />
          <TextField {...field('middle_initial')} maxLength={1} />
          <TextField {...field('last_name')} required autoComplete="family-name" />
          {ownNumber ? null : (
            <SSNField
              {...field('ssn')}
              hasValue={record.contractor?.has_ssn}
              // Marked as a business's EIN is: needed before onboarding is done (issue 43).
              required={!record.contractor?.has_ssn}
            />
          )}
        </Fragment>
      )}
      {profile ? null : (
        <>
          <RadioGroup
            {...field('wage_type')}
            orientation="horizontal"
            options={(['Fixed', 'Hourly'] as const).map((value) => ({
              value,
              label: t(`wage.${value}`),
              hint: t(`field.wage_type.${value}.hint`),
            }))}
          />
          {shown.has('hourly_rate') ? <MoneyField {...field('hourly_rate')} required /> : null}
          <DateField {...field('start_date')} required />
          <TextField {...field('email')} type="email" autoComplete="email" />
          <Checkbox {...field('self_onboarding')} />
          {shown.has('file_new_hire_report') ? (
            <>
              <Checkbox {...field('file_new_hire_report')} />
              {values.file_new_hire_report ? (
                <Select
                  {...field('work_state')}
                  required
                  placeholder={t('field.state.placeholder')}
                  options={usStates.map((code) => ({ value: code, label: usStateNames[code] ?? code }))}
                />
              ) : null}
            </>
          ) : null}
        </>
      )}
    </FormLayout>
  );
}
