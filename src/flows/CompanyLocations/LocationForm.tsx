import { useId, useState, type Ref } from 'react';
import type { Location } from '../../api/types/locations';
import { useCompanyLocationForm, type CompanyLocationValues } from '../../hooks/useCompanyLocationForm';
import { useComponents } from '../../ui';
import { ConflictPrompt } from '../shared/ConflictPrompt';
import { usStates } from '../shared/usStates';
import type { LocationsEventHandler } from './events';
import { formatPhone } from './formatAddress';
import { locationsMessages } from './messages';
import { MinimumWages } from './MinimumWages';
import { useLocationsMessages } from './useLocationsMessages';

/** Props of {@link LocationForm}. */
export interface LocationFormProps {
  companyId: string;
  /** The location to edit; without it the form adds one. */
  locationId?: string;
  defaultValues?: Partial<CompanyLocationValues>;
  /** Saved (added, updated, or a conflict settled). */
  onSaved?: (location: Location, created: boolean) => void;
  onCancel?: () => void;
  onEvent?: LocationsEventHandler;
  /** The form heading, for a shell that moves focus to it. */
  headingRef?: Ref<HTMLHeadingElement>;
}

const STATE_OPTIONS = usStates.map((code) => ({ value: code, label: code }));

/**
 * Add or edit one company location: phone, street, city, state, zip and the mailing / filing
 * designations, checked as the service checks them; the service's refusals land on their fields
 * with every typed value kept; a colleague's change to the same field asks before overwriting.
 * Editing also shows the location's minimum wages.
 *
 * @example
 * <LocationForm companyId={companyId} locationId={id} onSaved={backToList} onCancel={backToList} />
 */
export function LocationForm(props: LocationFormProps) {
  const { companyId, locationId, onEvent, onSaved } = props;
  const {
    TextField,
    PhoneField,
    ZipField,
    Select,
    Checkbox,
    Button,
    ErrorSummary,
    Spinner,
    Alert,
    ConfirmDialog,
  } = useComponents();
  const { t, fieldError, summary } = useLocationsMessages();
  const headingId = useId();
  const location = useCompanyLocationForm({
    companyId,
    locationId,
    defaultValues: props.defaultValues,
    onSaved: (saved, created) => {
      onEvent?.(created ? 'location.created' : 'location.updated', { locationId: saved.uuid });
      onSaved?.(saved, created);
    },
  });
  const { register, formState } = location.form;
  const errors = formState.errors;
  const label = (name: string) => t(`field.${name}` as never);
  const editing = Boolean(locationId);
  const title = t(editing ? 'form.editTitle' : 'form.addTitle');
  // Cancelling with unsaved edits asks first: nothing typed is lost by a slip of the keyboard.
  const [confirmingLeave, setConfirmingLeave] = useState(false);
  // Read while rendering: react-hook-form only tracks the dirty state a render has asked for.
  const dirty = formState.isDirty;
  const leave = () => (dirty ? setConfirmingLeave(true) : props.onCancel?.());
  const cancel = (
    <Button type="button" variant="secondary" onClick={leave}>
      {t('form.cancel')}
    </Button>
  );

  let body;
  if (location.isLoading) {
    body = <Spinner label={t('form.loading')} />;
  } else if (location.loadError || (editing && !location.location)) {
    body = (
      <Alert tone="danger" action={cancel}>
        {t(location.loadError ? 'form.loadError' : 'form.notFound')}
      </Alert>
    );
  } else {
    body = (
      <>
        <ConflictPrompt
          conflict={location.conflict}
          onResolve={(choice) => void location.resolveConflict(choice)}
          fieldLabel={label}
          formatValue={(name, value) =>
            name === 'phone_number' && typeof value === 'string' ? formatPhone(value) : undefined
          }
          messages={locationsMessages}
        />
        <form noValidate onSubmit={location.submit} className="pk-onboarding-step__form">
          <ErrorSummary errors={summary(location.formErrors)} focusKey={formState.submitCount} />
          <PhoneField
            label={label('phone_number')}
            required
            error={fieldError(errors, 'phone_number')}
            {...register('phone_number')}
          />
          <TextField
            label={label('street_1')}
            required
            autoComplete="address-line1"
            error={fieldError(errors, 'street_1')}
            {...register('street_1')}
          />
          <TextField
            label={label('street_2')}
            autoComplete="address-line2"
            error={fieldError(errors, 'street_2')}
            {...register('street_2')}
          />
          <TextField
            label={label('city')}
            required
            autoComplete="address-level2"
            error={fieldError(errors, 'city')}
            {...register('city')}
          />
          <Select
            label={label('state')}
            required
            placeholder={t('field.state.placeholder')}
            options={STATE_OPTIONS}
            error={fieldError(errors, 'state')}
            {...register('state')}
          />
          <ZipField label={label('zip')} required error={fieldError(errors, 'zip')} {...register('zip')} />
          <fieldset className="pk-onboarding-step__group">
            <legend className="pk-onboarding-step__legend">{t('field.designations')}</legend>
            <p className="pk-onboarding-step__description">{t('field.designations.hint')}</p>
            <Checkbox
              label={label('mailing_address')}
              error={fieldError(errors, 'mailing_address')}
              {...register('mailing_address')}
            />
            <Checkbox
              label={label('filing_address')}
              error={fieldError(errors, 'filing_address')}
              {...register('filing_address')}
            />
          </fieldset>
          <div className="pk-onboarding-step__actions">
            {cancel}
            <Button type="submit" loading={location.isSubmitting}>
              {t('form.save')}
            </Button>
          </div>
        </form>
        {locationId ? <MinimumWages locationId={locationId} /> : null}
      </>
    );
  }

  return (
    <section className="pk-onboarding-step" aria-labelledby={headingId}>
      <h2 ref={props.headingRef} id={headingId} tabIndex={-1} className="pk-onboarding-step__title">
        {title}
      </h2>
      <p className="pk-onboarding-step__description">{t('form.description')}</p>
      {body}
      <ConfirmDialog
        open={confirmingLeave}
        onOpenChange={setConfirmingLeave}
        title={t('form.leave.title')}
        description={t('form.leave.description')}
        confirmLabel={t('form.leave.confirm')}
        cancelLabel={t('form.leave.cancel')}
        tone="danger"
        onConfirm={() => {
          setConfirmingLeave(false);
          props.onCancel?.();
        }}
      />
    </section>
  );
}
