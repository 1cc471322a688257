import { useEffect, useId, useState, type BaseSyntheticEvent } from 'react';
import { StepActions } from '../shared/StepActions';
import type { FieldPath } from 'react-hook-form';
import {
  useStateTaxForm,
  useStateTaxSetups,
  type StateTaxField,
  type StateTaxValues,
} from '../../hooks/company';
import {
  usePrimitives,
  Alert as DefaultAlert,
  Badge as DefaultBadge,
  Button as DefaultButton,
  ErrorSummary as DefaultErrorSummary,
  RadioGroup as DefaultRadioGroup,
  Select as DefaultSelect,
  Spinner as DefaultSpinner,
  TextField as DefaultTextField,
  useFormat,
} from '../../ui';
import type { CompanyStepProps } from './stepProps';
import { useCompanyOnboardingMessages } from './useCompanyOnboardingMessages';
import { FlowSection } from '../shared/FlowSection';

/** Props of {@link CompanyStateTaxes}. */
export type CompanyStateTaxesProps = CompanyStepProps;

/** The agency's description may hold HTML links; it is shown as text. */
const plain = (html: string | undefined) => html?.replace(/<[^>]*>/g, '').trim() || undefined;

/**
 * The company's state taxes: one form per state the company needs, built at run time from the
 * service's requirement sets (masks, percent rates with their allowed range, selects, questions
 * that appear only when an earlier answer asks for them, effective dates), each of the service's
 * nested errors on its own field. Loaded only when the step opens.
 *
 * @example
 * <CompanyStateTaxes companyId={companyId} onComplete={next} />
 */
export function CompanyStateTaxes(props: CompanyStateTaxesProps) {
  const { companyId, onEvent } = props;
  const { Alert, Button, Spinner } = usePrimitives({
    Alert: DefaultAlert,
    Button: DefaultButton,
    Spinner: DefaultSpinner,
  });
  const { t } = useCompanyOnboardingMessages();
  const setups = useStateTaxSetups(companyId);
  const states = setups.data ?? [];
  const allDone = states.length > 0 && states.every((setup) => setup.setup_complete);
  const complete = () => {
    onEvent?.('step.completed', { companyId, step: 'state_taxes', serviceSteps: ['state_setup'] });
    props.onComplete?.();
  };

  return (
    <FlowSection
      title={t('step.state_taxes')}
      description={t('state.description')}
      headingRef={props.headingRef}
      stepHeading
    >
      {setups.isLoading ? (
        <Spinner label={t('state.loading')} />
      ) : setups.error ? (
        <Alert tone="danger">{t('overview.error')}</Alert>
      ) : states.length === 0 ? (
        <Alert tone="info">{t('state.none')}</Alert>
      ) : (
        states.map((setup) => (
          <StateTaxForm
            key={setup.state}
            companyId={companyId}
            state={setup.state}
            complete={setup.setup_complete}
            onDirtyChange={props.onDirtyChange}
          />
        ))
      )}
      <StepActions onBack={props.onBack} backLabel={t('flow.back')}>
        {allDone ? (
          <Button type="button" onClick={complete}>
            {t('flow.next')}
          </Button>
        ) : null}
      </StepActions>
    </FlowSection>
  );
}

interface StateTaxFormProps {
  companyId: string;
  state: string;
  complete: boolean;
  onDirtyChange?: (dirty: boolean) => void;
}

/** One state's requirement sets as one form. */
function StateTaxForm({ companyId, state, complete, onDirtyChange }: StateTaxFormProps) {
  const { Alert, Badge, Button, ErrorSummary, RadioGroup, Select, Spinner, TextField } = usePrimitives({
    Alert: DefaultAlert,
    Badge: DefaultBadge,
    Button: DefaultButton,
    ErrorSummary: DefaultErrorSummary,
    RadioGroup: DefaultRadioGroup,
    Select: DefaultSelect,
    Spinner: DefaultSpinner,
    TextField: DefaultTextField,
  });
  const { t, fieldError, summary } = useCompanyOnboardingMessages();
  const format = useFormat();
  const [saved, setSaved] = useState(false);
  const tax = useStateTaxForm(companyId, state, { onSaved: () => setSaved(true) });
  const { form } = tax;
  const headingId = useId();
  const dirty = form.formState.isDirty;
  // Reported per state form: the last one changed speaks for the step.
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const hint = (field: StateTaxField) =>
    [
      plain(field.description),
      field.range ? t('state.range', field.range) : undefined,
      field.rates ? t('state.rates', { rates: field.rates.join(', ') }) : undefined,
      field.mask ? t('state.format', { mask: field.mask }) : undefined,
    ]
      .filter(Boolean)
      .join(' ') || undefined;

  const input = (field: StateTaxField) => {
    const name = field.name as FieldPath<StateTaxValues>;
    const common = {
      ...form.register(name),
      label: field.label,
      error: fieldError(form.formState.errors, name),
      hint: hint(field),
      readOnly: !field.editable,
    };
    switch (field.input) {
      case 'radio':
        return (
          <RadioGroup {...common} value={form.watch(name) as unknown as string} options={field.options} />
        );
      case 'select':
        return <Select {...common} placeholder={t('state.select.placeholder')} options={field.options} />;
      case 'percent':
        return <TextField {...common} inputMode="decimal" endText="%" autoComplete="off" />;
      case 'currency':
        return <TextField {...common} inputMode="decimal" startText="$" autoComplete="off" />;
      default:
        return <TextField {...common} startText={field.prefix} autoComplete="off" />;
    }
  };

  const onSubmit = (event?: BaseSyntheticEvent) => tax.submit(event);

  return (
    <section className="pk-company-onboarding__state" aria-labelledby={headingId}>
      <h3 id={headingId} className="pk-flow-section__legend">
        {t('state.stateTitle', { state })}{' '}
        <Badge tone={complete ? 'success' : 'info'}>
          {complete ? t('state.complete') : t('overview.state.todo')}
        </Badge>
      </h3>
      {tax.isLoading ? (
        <Spinner label={t('state.loading')} />
      ) : tax.loadError ? (
        <Alert tone="danger">{t('overview.error')}</Alert>
      ) : (
        <form noValidate onSubmit={onSubmit} className="pk-flow-section__form">
          <ErrorSummary errors={summary(tax.formErrors)} focusKey={form.formState.submitCount} />
          {saved && !dirty ? <Alert tone="success">{t('state.saved', { state })}</Alert> : null}
          {tax.sets.map((set) => (
            <fieldset key={set.id} className="pk-flow-section__group">
              <legend className="pk-flow-section__legend">
                {set.label}
                {set.effectiveFrom
                  ? ` · ${t('state.effective', { date: format.date(set.effectiveFrom) })}`
                  : ''}
              </legend>
              {set.fields
                .filter((field) => field.applicable)
                .map((field) => (
                  <div key={field.name}>{input(field)}</div>
                ))}
            </fieldset>
          ))}
          <div className="pk-flow-section__actions">
            <Button type="submit" loading={tax.isSubmitting}>
              {t('state.save', { state })}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
