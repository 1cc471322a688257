import { useEffect, useState, type Ref } from 'react';
import type { ExternalPayroll, ExternalPayrollItemsBody } from '../../api/externalPayrolls/types';
import { useEmployees } from '../../hooks/employees';
import {
  useExternalPayroll,
  useExternalPayrollTaxSuggestions,
  useUpdateExternalPayroll,
} from '../../hooks/externalPayrolls';
import {
  usePrimitives,
  useFormat,
  useScreenMessages,
  Alert as DefaultAlert,
  Button as DefaultButton,
  Spinner as DefaultSpinner,
  TextField as DefaultTextField,
} from '../../ui';
import { FlowSection } from '../shared/FlowSection';
import { previousPayrollError } from './previousPayrollError';
import { previousPayrollMessages } from './previousPayrollMessages';
import { useCompanyOnboardingMessages } from './useCompanyOnboardingMessages';

/** Props of {@link PreviousPayrollForm}. */
export interface PreviousPayrollFormProps {
  companyId: string;
  externalPayrollId: string;
  /** Back to the list of previous payrolls. */
  onBack: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** One field's text by its name: `earning:<employee>:<id>`, `hours:…`, `deduction:…`, `contribution:…`, `tax:…`. */
type Values = Record<string, string>;

const AMOUNT = /^\d{1,8}(\.\d{1,2})?$/;
const HOURS = /^\d{1,5}(\.\d{1,3})?$/;

/** The form's texts from the saved items (empty where nothing was saved). */
function valuesOf(payroll: ExternalPayroll): Values {
  const values: Values = {};
  for (const item of payroll.external_payroll_items) {
    const who = item.employee_uuid;
    for (const e of item.earnings) {
      values[`earning:${who}:${e.earning_id}`] = e.amount;
      if (e.hours && Number(e.hours) > 0) values[`hours:${who}:${e.earning_id}`] = e.hours;
    }
    for (const b of item.benefits) {
      values[`deduction:${who}:${b.benefit_id}`] = b.employee_deduction_amount;
      values[`contribution:${who}:${b.benefit_id}`] = b.company_contribution_amount;
    }
    for (const tax of item.taxes) values[`tax:${who}:${tax.tax_id}`] = tax.amount;
  }
  return values;
}

/** The items of the update from the form's texts: only the lines with something in them. */
function itemsOf(payroll: ExternalPayroll, employees: readonly string[], values: Values) {
  const filled = (key: string) => (values[key] ?? '').trim();
  return employees
    .map((who) => ({
      employee_uuid: who,
      earnings: payroll.applicable_earnings
        .filter((e) => filled(`earning:${who}:${e.earning_id}`) || filled(`hours:${who}:${e.earning_id}`))
        .map((e) => ({
          earning_type: e.earning_type,
          earning_id: e.earning_id,
          amount: filled(`earning:${who}:${e.earning_id}`) || '0',
          ...(filled(`hours:${who}:${e.earning_id}`)
            ? { hours: filled(`hours:${who}:${e.earning_id}`) }
            : {}),
        })),
      benefits: (payroll.applicable_benefits ?? [])
        .filter((b) => filled(`deduction:${who}:${b.id}`) || filled(`contribution:${who}:${b.id}`))
        .map((b) => ({
          benefit_id: b.id,
          employee_deduction_amount: filled(`deduction:${who}:${b.id}`) || '0',
          company_contribution_amount: filled(`contribution:${who}:${b.id}`) || '0',
        })),
      taxes: payroll.applicable_taxes
        .filter((tax) => filled(`tax:${who}:${tax.id}`))
        .map((tax) => ({ tax_id: tax.id, amount: filled(`tax:${who}:${tax.id}`) })),
    }))
    .filter((item) => item.earnings.length + item.benefits.length + item.taxes.length > 0);
}

/**
 * One payroll of the previous provider: for each employee, the earnings, benefits and taxes the
 * service says the payroll may carry, as amounts (and hours where the earning is hourly). "Fill in
 * the taxes from the wages" saves the wages and fills the tax fields with the service's
 * suggestions, for the admin to check before saving. A wrong amount is said on its field before
 * any request; nothing typed is lost when the service refuses.
 *
 * @example
 * <PreviousPayrollForm companyId={companyId} externalPayrollId={id} onBack={() => setEditing(undefined)} />
 */
export function PreviousPayrollForm(props: PreviousPayrollFormProps) {
  const { companyId, externalPayrollId } = props;
  const { Alert, Button, Spinner, TextField } = usePrimitives({
    Alert: DefaultAlert,
    Button: DefaultButton,
    Spinner: DefaultSpinner,
    TextField: DefaultTextField,
  });
  const flowWords = useCompanyOnboardingMessages();
  const { t } = useScreenMessages(previousPayrollMessages);
  const format = useFormat();
  const payroll = useExternalPayroll(companyId, externalPayrollId);
  const employees = useEmployees(companyId, { per: 100 });
  const update = useUpdateExternalPayroll(companyId, externalPayrollId);
  const suggest = useExternalPayrollTaxSuggestions(companyId, externalPayrollId);
  const [values, setValues] = useState<Values>();
  const [invalid, setInvalid] = useState<string[]>([]);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger' | 'info'; text: string }>();
  const { onDirtyChange } = props;

  const loaded = payroll.data;
  useEffect(() => {
    if (loaded && values === undefined) setValues(valuesOf(loaded));
  }, [loaded, values]);

  if (!loaded || !employees.data || values === undefined)
    return payroll.error ? (
      <Alert tone="danger">{t('previous.error')}</Alert>
    ) : (
      <Spinner label={t('previous.loading')} />
    );

  const people = employees.data.items;
  const set = (key: string, text: string) => {
    setValues({ ...values, [key]: text });
    onDirtyChange?.(true);
  };
  /** Every field whose text is not an amount (or hours): said on the field, nothing sent. */
  const check = () => {
    const wrong = Object.entries(values)
      .filter(([key, text]) => text.trim() && !(key.startsWith('hours:') ? HOURS : AMOUNT).test(text.trim()))
      .map(([key]) => key);
    setInvalid(wrong);
    return wrong.length === 0;
  };
  const save = async (): Promise<ExternalPayroll | undefined> => {
    setNotice(undefined);
    if (!check()) return undefined;
    const body: ExternalPayrollItemsBody = {
      version: loaded.version,
      external_payroll_items: itemsOf(
        loaded,
        people.map((person) => person.uuid),
        values,
      ),
    };
    try {
      const saved = await update.mutateAsync(body);
      onDirtyChange?.(false);
      setNotice({ tone: 'success', text: t('previous.form.saved') });
      return saved;
    } catch (caught) {
      setNotice({
        tone: 'danger',
        text: previousPayrollError(caught, flowWords.t),
      });
      return undefined;
    }
  };
  const fillTaxes = async () => {
    if (!(await save())) return;
    try {
      const suggestions = await suggest.mutateAsync();
      const next = { ...values };
      for (const person of suggestions)
        for (const tax of person.tax_suggestions)
          next[`tax:${person.employee_uuid}:${tax.tax_id}`] = tax.amount;
      setValues(next);
      onDirtyChange?.(true);
      setNotice({ tone: 'info', text: t('previous.form.suggested') });
    } catch (caught) {
      setNotice({
        tone: 'danger',
        text: previousPayrollError(caught, flowWords.t),
      });
    }
  };

  const field = (key: string, label: string) => (
    <TextField
      key={key}
      label={label}
      inputMode="decimal"
      autoComplete="off"
      value={values[key] ?? ''}
      error={invalid.includes(key) ? t('previous.form.invalid') : undefined}
      onChange={(event) => set(key, event.target.value)}
    />
  );

  return (
    <FlowSection
      title={t('previous.form.title', { date: format.date(loaded.check_date) })}
      description={t('previous.form.description')}
      headingRef={props.headingRef}
      stepHeading
    >
      {people.length === 0 ? <Alert tone="warning">{t('previous.form.noEmployees')}</Alert> : null}
      {people.map((person) => (
        <fieldset key={person.uuid} className="pk-flow-section__group">
          <legend className="pk-flow-section__legend">{`${person.first_name} ${person.last_name}`}</legend>
          <h3>{t('previous.form.earnings')}</h3>
          {loaded.applicable_earnings.map((earning) => (
            <div key={earning.earning_id}>
              {field(
                `earning:${person.uuid}:${earning.earning_id}`,
                t('previous.form.amount', { name: earning.name }),
              )}
              {earning.input_type === 'hours'
                ? field(
                    `hours:${person.uuid}:${earning.earning_id}`,
                    t('previous.form.hours', { name: earning.name }),
                  )
                : null}
            </div>
          ))}
          {(loaded.applicable_benefits ?? []).length > 0 ? <h3>{t('previous.form.benefits')}</h3> : null}
          {(loaded.applicable_benefits ?? []).map((benefit) => (
            <div key={benefit.id}>
              {field(
                `deduction:${person.uuid}:${benefit.id}`,
                t('previous.form.deduction', { name: benefit.description }),
              )}
              {field(
                `contribution:${person.uuid}:${benefit.id}`,
                t('previous.form.contribution', { name: benefit.description }),
              )}
            </div>
          ))}
          <h3>{t('previous.form.taxes')}</h3>
          {loaded.applicable_taxes.map((tax) =>
            field(
              `tax:${person.uuid}:${tax.id}`,
              tax.employer_tax
                ? t('previous.form.employer', { name: tax.name })
                : t('previous.form.amount', { name: tax.name }),
            ),
          )}
        </fieldset>
      ))}
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      <div className="pk-flow-section__actions">
        <Button type="button" loading={update.isPending && !suggest.isPending} onClick={() => void save()}>
          {t('previous.form.save')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          loading={suggest.isPending}
          onClick={() => void fillTaxes()}
        >
          {t('previous.form.suggest')}
        </Button>
        <Button type="button" variant="ghost" onClick={props.onBack}>
          {t('previous.form.back')}
        </Button>
      </div>
    </FlowSection>
  );
}
