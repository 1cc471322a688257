import { useState, type BaseSyntheticEvent } from 'react';
import { isApiError } from '../../api/errors';
import { useIndustrySelection, useUpdateIndustrySelection } from '../../hooks/company';
import {
  usePrimitives,
  Alert as DefaultAlert,
  Button as DefaultButton,
  Spinner as DefaultSpinner,
  TextField as DefaultTextField,
} from '../../ui';
import { asError } from './asError';
import { CompanyStepLayout } from './CompanyStepLayout';
import type * as naics from './naicsIndustries';
import type { CompanyStepProps } from './stepProps';
import { useCompanyOnboardingMessages } from './useCompanyOnboardingMessages';

/** Props of {@link CompanyIndustry}. */
export type CompanyIndustryProps = CompanyStepProps;

type IndustryTable = typeof naics;

/** The table is fetched on the first search, once for the page. */
let table: Promise<IndustryTable> | undefined;
const loadTable = () => (table ??= import('./naicsIndustries'));

const SHOWN = 20;

/**
 * The company's industry: search NAICS industries by words or by code and choose one. The
 * industry table is loaded on the first keystroke, never with the flow.
 *
 * @example
 * <CompanyIndustry companyId={companyId} onComplete={next} />
 */
export function CompanyIndustry(props: CompanyIndustryProps) {
  const { companyId, onEvent } = props;
  const { Alert, Button, Spinner, TextField } = usePrimitives({
    Alert: DefaultAlert,
    Button: DefaultButton,
    Spinner: DefaultSpinner,
    TextField: DefaultTextField,
  });
  const { t } = useCompanyOnboardingMessages();
  const selection = useIndustrySelection(companyId);
  const update = useUpdateIndustrySelection(companyId);
  const [query, setQuery] = useState('');
  const [industries, setIndustries] = useState<IndustryTable>();
  const [error, setError] = useState<string>();

  const search = (text: string) => {
    setQuery(text);
    if (!industries) void loadTable().then(setIndustries, () => setError(t('error.network')));
  };
  const results = industries ? industries.findIndustries(industries.naicsIndustries, query) : [];
  const current = selection.data?.naics_code;

  const complete = () => {
    onEvent?.('step.completed', { companyId, step: 'industry', serviceSteps: ['select_industry'] });
    props.onComplete?.();
  };
  const choose = async (code: string, title: string) => {
    setError(undefined);
    try {
      await update.mutateAsync({ naics_code: code, title });
      complete();
    } catch (caught) {
      onEvent?.('error', { companyId, step: 'industry', error: asError(caught) });
      setError(isApiError(caught) ? (caught.errors[0]?.message ?? t('error.generic')) : t('error.network'));
    }
  };
  const onSubmit = (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    if (current) complete();
  };

  return (
    <CompanyStepLayout
      title={t('step.industry')}
      description={t('industry.description')}
      onSubmit={onSubmit}
      onBack={props.onBack}
      submitLabel={t('flow.next')}
      headingRef={props.headingRef}
      loading={selection.isLoading ? t('spinner.label') : undefined}
      notice={
        <>
          {current ? (
            <Alert tone="success">
              {t('industry.current', { title: selection.data?.title ?? '', code: current })}
            </Alert>
          ) : null}
          {error ? <Alert tone="danger">{error}</Alert> : null}
        </>
      }
    >
      <TextField
        label={t('industry.search')}
        hint={t('industry.search.hint')}
        type="search"
        value={query}
        onChange={(event) => search(event.target.value)}
        autoComplete="off"
      />
      {query.trim() && !industries ? <Spinner label={t('industry.loading')} /> : null}
      {industries && query.trim() ? (
        results.length === 0 ? (
          <p role="status">{t('industry.none', { query })}</p>
        ) : (
          <>
            <ul className="pk-company-onboarding__industries" aria-label={t('industry.results')}>
              {results.slice(0, SHOWN).map(([code, title]) => (
                <li key={code}>
                  <span>
                    {title} <span className="pk-company-onboarding__code">{code}</span>
                  </span>
                  <Button
                    type="button"
                    size="sm"
                    variant={code === current ? 'primary' : 'secondary'}
                    aria-label={t('industry.chooseFor', { title, code })}
                    loading={update.isPending && update.variables?.naics_code === code}
                    onClick={() => void choose(code, title)}
                  >
                    {t('industry.choose')}
                  </Button>
                </li>
              ))}
            </ul>
            {results.length > SHOWN ? <p role="status">{t('industry.more', { count: SHOWN })}</p> : null}
          </>
        )
      ) : null}
    </CompanyStepLayout>
  );
}
