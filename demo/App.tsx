import { useState, type ReactNode } from 'react';
// A partner writes `import { PayrollProvider } from 'payroll-kit'`; the demo runs against the source tree.
import {
  CompanyLocations,
  CompanyOnboarding,
  companyScreenFor,
  EmployeeManagement,
  Contractors,
  EmployeeOnboarding,
  Notifications,
  PayrollProvider,
  PaymentSettings,
  PayrollRun,
  PaySchedules,
  TimeOff,
} from '../src';
import { AddCompany } from './AddCompany';
import { PersonPage } from './PersonPage';
import { SignInAs } from './SignInAs';
import { TesterPanel } from './TesterPanel';
import { useCompanyEvents } from './useCompanyEvents';
import { eventWords, usePageEvents } from './usePageEvents';
import { useDemoSession } from './useDemoSession';
import { useShellPlace } from './useShellPlace';

/** The payroll areas of the partner's product, in navigation order. */
const SECTIONS = [
  { id: 'company', label: 'Company', description: 'Company onboarding, from sign-up to payroll.' },
  { id: 'employees', label: 'Employees', description: 'Add employees and onboard them.' },
  {
    id: 'manage-employees',
    label: 'Team',
    description: 'Pay changes, garnishments, pay stubs, terminations and rehires.',
  },
  { id: 'locations', label: 'Locations', description: 'Company work and filing addresses.' },
  { id: 'pay-schedules', label: 'Pay schedules', description: 'How often and when people are paid.' },
  { id: 'time-off', label: 'Time off', description: 'Policies, balances and requests.' },
  { id: 'payroll', label: 'Payroll', description: 'Run, review and submit payrolls.' },
  {
    id: 'notifications',
    label: 'Notifications',
    description: 'What the payroll provider needs from the company, each with its fix.',
  },
  {
    id: 'payment-settings',
    label: 'Payment speed',
    description: 'How fast payrolls are debited, and the largest fast debit.',
  },
  { id: 'contractors', label: 'Contractors', description: 'Onboard contractors and pay them.' },
] as const;

type SectionId = (typeof SECTIONS)[number]['id'];
const SECTION_IDS = SECTIONS.map((item) => item.id);

/** The query a section's flow shows its list at, for flows that follow the URL (`urlSync`). */
const LIST_QUERY: Partial<Record<SectionId, Record<string, string | null>>> = {
  company: { pk_company_step: 'overview' },
  employees: { pk_step: 'list', pk_employee: null },
  locations: { pk_locations: 'list' },
  'pay-schedules': { pk_pay_schedules: 'list' },
  'time-off': { pk_time_off: 'list' },
  payroll: { pk_payroll: 'landing' },
  'manage-employees': { pk_employee_page: 'list' },
  contractors: { pk_contractors: 'list' },
};

/**
 * The example partner app: the partner's own shell (header, navigation, signed-in user) with
 * payroll-kit flows inside. Each section renders the library's flow for the signed-in company.
 *
 * @example
 * createRoot(document.getElementById('root')!).render(<App />);
 */
export function App() {
  const { session, reload } = useDemoSession();
  const [place, go] = useShellPlace<SectionId>('employees', SECTION_IDS);
  const { section, company: chosenCompany } = place;
  const setSection = (id: SectionId) => go({ section: id });
  const setChosenCompany = (id: string) => go({ company: id });
  const [addingCompany, setAddingCompany] = useState(false);
  // Bumped when a section whose flow does not follow the URL is chosen again: it starts over.
  const [visit, setVisit] = useState(0);
  const [menuOpen, setMenuOpen] = useState(false);
  // A dismissal payroll created in the Team section, opened in the Payroll section.
  const [dismissalPayroll, setDismissalPayroll] = useState<string>();
  const companies = session.status === 'ready' ? session.companies : [];
  // Signed in as a person ("Sign in as"): their page, of their company, instead of the sections.
  const person = session.status === 'ready' ? session.as : null;
  const companyId = person
    ? person.companyId
    : (companies.find((company) => company.id === chosenCompany)?.id ?? companies[0]?.id);
  const pageEvents = usePageEvents();
  // A person's session has no company event stream (the proxy refuses it, DECISIONS 63).
  const events = [...useCompanyEvents(person ? undefined : companyId), ...pageEvents.events]
    .sort((a, b) => b.timestamp - a.timestamp)
    .slice(0, 8);
  const current = SECTIONS.find((item) => item.id === section) ?? SECTIONS[0];
  const choose = (id: SectionId) => {
    setMenuOpen(false);
    setAddingCompany(false);
    setDismissalPayroll(undefined);
    if (id !== section) {
      setSection(id);
      return;
    }
    const listQuery = LIST_QUERY[id];
    if (listQuery) {
      // The flow follows the URL (`urlSync`): moving the URL to its list, as the browser's Back
      // button would, lets the flow leave its form through its own guard, which asks first when
      // something typed is not saved, instead of a remount silently dropping it.
      const url = new URL(window.location.href);
      for (const [name, value] of Object.entries(listQuery)) {
        if (value === null) url.searchParams.delete(name);
        else url.searchParams.set(name, value);
      }
      if (url.href === window.location.href) return;
      window.history.pushState(null, '', url);
      window.dispatchEvent(new PopStateEvent('popstate'));
      return;
    }
    setVisit((count) => count + 1);
  };

  return (
    <div className="demo-shell">
      <header className="demo-header">
        <span className="demo-brand">Acme HR</span>
        {session.status === 'ready' && (
          <span className="demo-user">
            Signed in as {session.userName} ({session.role})
          </span>
        )}
        {session.status === 'ready' && companyId && (
          <SignInAs
            key={companyId}
            companyId={companyId}
            current={person}
            adminName={session.adminName}
            onSignedIn={reload}
          />
        )}
        {companies.length > 0 && !person && (
          <span className="demo-company">
            <label htmlFor="demo-company">Company</label>{' '}
            <select
              id="demo-company"
              value={companyId}
              onChange={(event) => {
                setChosenCompany(event.target.value);
                setAddingCompany(false);
                setVisit((count) => count + 1);
              }}
            >
              {companies.map((company) => (
                <option key={company.id} value={company.id}>
                  {company.name}
                </option>
              ))}
            </select>{' '}
            <button type="button" onClick={() => setAddingCompany(true)}>
              Add a company
            </button>
          </span>
        )}
      </header>
      {person ? (
        <div className="demo-body demo-body--person">
          <main className="demo-main">
            <PayrollProvider key={`${person.role}:${person.uuid}`} baseUrl="/api/payroll">
              <PersonPage person={person} />
            </PayrollProvider>
          </main>
        </div>
      ) : (
        <div className="demo-body">
          <nav aria-label="Payroll" className="demo-nav">
            <button
              type="button"
              className="demo-nav__toggle"
              aria-expanded={menuOpen}
              aria-controls="demo-nav-list"
              onClick={() => setMenuOpen(!menuOpen)}
            >
              Menu: {current.label}
            </button>
            <ul id="demo-nav-list" data-open={menuOpen ? '' : undefined}>
              {SECTIONS.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    aria-current={item.id === section ? 'page' : undefined}
                    onClick={() => choose(item.id)}
                  >
                    {item.label}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <main className="demo-main">
            {session.status === 'loading' && <p role="status">Loading your company…</p>}
            {session.status === 'error' && <p role="alert">Could not load your session. Reload the page.</p>}
            {addingCompany && (
              <AddCompany
                onCancel={() => setAddingCompany(false)}
                onAdded={(company) => {
                  setAddingCompany(false);
                  go({ company: company.id, section: 'company' });
                  reload();
                }}
              />
            )}
            {companyId && !addingCompany && (
              <PayrollProvider key={companyId} baseUrl="/api/payroll">
                <SectionView
                  key={`${section}:${visit}`}
                  section={section}
                  companyId={companyId}
                  onPageEvent={pageEvents.add}
                  payrollId={dismissalPayroll}
                  onRunDismissalPayroll={(payrollId) => {
                    setDismissalPayroll(payrollId);
                    go({ section: 'payroll' });
                  }}
                  onOpenCompanyStep={(screen) => {
                    // The Company section's flow follows the URL: name the step there, then go.
                    const url = new URL(window.location.href);
                    url.searchParams.set('pk_company_step', screen);
                    window.history.replaceState(null, '', url);
                    go({ section: 'company' });
                  }}
                />
              </PayrollProvider>
            )}
          </main>
          <aside className="demo-events" aria-labelledby="demo-events-title">
            <h2 id="demo-events-title">Live updates</h2>
            <ul aria-live="polite">
              {events.length === 0 && <li>No events yet.</li>}
              {events.map((event) => (
                <li key={event.uuid}>
                  {/* In words, the event's code beside it for a developer reading along. */}
                  <span title={event.event_type}>{eventWords(event.event_type)}</span>{' '}
                  <time dateTime={new Date(event.timestamp * 1000).toISOString()}>
                    {new Date(event.timestamp * 1000).toLocaleTimeString()}
                  </time>
                </li>
              ))}
            </ul>
            {companyId && (
              <TesterPanel
                key={companyId}
                companyId={companyId}
                onChanged={() => setVisit((count) => count + 1)}
              />
            )}
          </aside>
        </div>
      )}
    </div>
  );
}

/** One section: the library's flow for it. */
function SectionView({
  section,
  companyId,
  onPageEvent,
  onOpenCompanyStep,
  payrollId,
  onRunDismissalPayroll,
}: {
  section: SectionId;
  companyId: string;
  /** An event a flow reported on the page (the demo service sends no webhook for it). */
  onPageEvent: (type: string) => void;
  /** A payroll blocker's "Fix this": the Company section, at the step that clears it. */
  onOpenCompanyStep: (screen: string) => void;
  /** The payroll the Payroll section opens on (a dismissal payroll), else its landing. */
  payrollId?: string;
  /** Opens a payroll in the Payroll section (a dismissal payroll, a notification's blocked payroll). */
  onRunDismissalPayroll: (payrollId: string) => void;
}): ReactNode {
  const meta = SECTIONS.find((item) => item.id === section) ?? SECTIONS[0];
  if (section === 'company') {
    return (
      <section aria-label={meta.label} className="demo-panel">
        <CompanyOnboarding
          companyId={companyId}
          urlSync
          // The demo service lands the bank's test deposits on request.
          sendTestDeposits
          onEvent={(type, payload) => console.info('[payroll-kit]', type, payload)}
        />
      </section>
    );
  }
  if (section === 'employees') {
    return (
      <section aria-label={meta.label} className="demo-panel">
        <EmployeeOnboarding
          companyId={companyId}
          urlSync
          onEvent={(type, payload) => console.info('[payroll-kit]', type, payload)}
        />
      </section>
    );
  }
  if (section === 'manage-employees') {
    return (
      <section aria-label={meta.label} className="demo-panel">
        <EmployeeManagement
          companyId={companyId}
          urlSync
          onRunDismissalPayroll={onRunDismissalPayroll}
          onEvent={(type, payload) => console.info('[payroll-kit]', type, payload)}
        />
      </section>
    );
  }
  if (section === 'locations') {
    return (
      <section aria-label={meta.label} className="demo-panel">
        <CompanyLocations
          companyId={companyId}
          urlSync
          onEvent={(type, payload) => console.info('[payroll-kit]', type, payload)}
        />
      </section>
    );
  }
  if (section === 'contractors') {
    return (
      <section aria-label={meta.label} className="demo-panel">
        <Contractors
          companyId={companyId}
          urlSync
          onEvent={(type, payload) => console.info('[payroll-kit]', type, payload)}
        />
      </section>
    );
  }
  if (section === 'pay-schedules') {
    return (
      <section aria-label={meta.label} className="demo-panel">
        <PaySchedules
          companyId={companyId}
          urlSync
          onEvent={(type, payload) => console.info('[payroll-kit]', type, payload)}
        />
      </section>
    );
  }
  if (section === 'notifications') {
    return (
      <section aria-label={meta.label} className="demo-panel">
        <Notifications
          companyId={companyId}
          // A failed debit or an awaited wire is resolved on its payroll's screen.
          onAction={(action) => {
            if (action.payrollUuid) onRunDismissalPayroll(action.payrollUuid);
          }}
          onEvent={(type, payload) => console.info('[payroll-kit]', type, payload)}
        />
      </section>
    );
  }
  if (section === 'payment-settings') {
    return (
      <section aria-label={meta.label} className="demo-panel">
        <PaymentSettings
          companyId={companyId}
          onEvent={(type, payload) => {
            console.info('[payroll-kit]', type, payload);
            onPageEvent(type);
          }}
        />
      </section>
    );
  }
  if (section === 'time-off') {
    return (
      <section aria-label={meta.label} className="demo-panel">
        <TimeOff
          companyId={companyId}
          urlSync
          onEvent={(type, payload) => {
            console.info('[payroll-kit]', type, payload);
            if (type !== 'error') onPageEvent(type);
          }}
        />
      </section>
    );
  }
  return (
    <section aria-label={meta.label} className="demo-panel">
      <PayrollRun
        companyId={companyId}
        payrollId={payrollId}
        urlSync
        onEvent={(type, payload) => console.info('[payroll-kit]', type, payload)}
        onFixBlocker={(fix) => onOpenCompanyStep(companyScreenFor(fix.step))}
      />
    </section>
  );
}
