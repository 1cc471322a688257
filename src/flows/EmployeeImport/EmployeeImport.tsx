import { useState } from 'react';
import {
  Alert as DefaultAlert,
  Field,
  Spinner as DefaultSpinner,
  usePrimitives,
  useScreenMessages,
} from '../../ui';
import { lazyScreen, usePrefetchOnIdle } from '../shared/lazyScreen';
import { useTableScreen } from '../shared/useTableScreen';
import type { EmployeeImportEventHandler } from './events';
import { importTemplateCsv } from './importColumns';
import { employeeImportMessages } from './messages';
import { employeeImportTransitions } from './transitions';

function ReviewPending() {
  const { Spinner } = usePrimitives({ Spinner: DefaultSpinner });
  const { t } = useScreenMessages(employeeImportMessages);
  return <Spinner label={t('review.loading')} />;
}

/** The review (CSV reading, the schemas' checks, the rows' fields) leaves the first load. */
const ImportReview = lazyScreen(
  () => import('./ImportReview').then((module) => module.ImportReview),
  ReviewPending,
);

/** Props of {@link EmployeeImport}. */
export interface EmployeeImportProps {
  companyId: string;
  onEvent?: EmployeeImportEventHandler;
}

/** A file chosen: its name and text. */
interface ChosenFile {
  name: string;
  text: string;
}

/**
 * Import a company's employees from a CSV file (contract.md#people-batches): it opens on the
 * template to download and the file to choose; the file's rows are then checked as the employee
 * form checks them (before anything is sent), the ready rows sent as one people batch, and each
 * row's result shown; a refused row is fixed in place and sent again, the rows created before not
 * created twice. Focus moves to each screen's heading, and to the results after a send.
 *
 * @example
 * <PayrollProvider baseUrl="/api/payroll">
 *   <EmployeeImport companyId={companyId} onEvent={(type, payload) => track(type, payload)} />
 * </PayrollProvider>
 */
export function EmployeeImport({ companyId, onEvent }: EmployeeImportProps) {
  const { Alert } = usePrimitives({ Alert: DefaultAlert });
  const { t } = useScreenMessages(employeeImportMessages);
  // After a move, the new screen's heading takes focus (the lazy one's once it has loaded).
  const { screen, heading, move } = useTableScreen(employeeImportTransitions, 'landing');
  const [file, setFile] = useState<ChosenFile>();
  const [unreadable, setUnreadable] = useState(false);
  usePrefetchOnIdle(ImportReview);
  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    try {
      setFile({ name: chosen.name, text: await chosen.text() });
      setUnreadable(false);
      move({ type: 'fileChosen' });
    } catch {
      setUnreadable(true);
    }
  };

  if (screen === 'review' && file)
    return (
      <div className="pk-flow pk-import">
        <ImportReview
          companyId={companyId}
          fileName={file.name}
          text={file.text}
          onStartOver={() => move({ type: 'startOver' })}
          onEvent={onEvent}
          headingRef={heading}
        />
      </div>
    );
  return (
    <div className="pk-flow pk-import">
      <section className="pk-flow-section" aria-labelledby="pk-import-title">
        <header className="pk-flow-section__header">
          <h2 id="pk-import-title" className="pk-flow-section__title" tabIndex={-1} ref={heading}>
            {t('list.title')}
          </h2>
          <p className="pk-flow-section__description">{t('list.description')}</p>
        </header>
        <p>
          <a
            className="pk-import__template"
            href={`data:text/csv;charset=utf-8,${encodeURIComponent(importTemplateCsv())}`}
            download="employee-import-template.csv"
          >
            {t('template.download')}
          </a>
        </p>
        <p className="pk-field__hint">{t('template.hint')}</p>
        <Field label={t('file.label')} hint={t('file.hint')}>
          {(control) => (
            <input
              type="file"
              accept=".csv,text/csv"
              {...control}
              onChange={(event) => void choose(event.currentTarget.files?.[0])}
            />
          )}
        </Field>
        {unreadable ? <Alert tone="danger">{t('file.unreadable')}</Alert> : null}
      </section>
    </div>
  );
}
