// A partner's React 18 single-page app, running the flows against the in-process demo payroll
// service (no server at all): `fetch` answers from the simulator in the page.
import { StrictMode, useState, version } from 'react';
import { createRoot } from 'react-dom/client';
import { CompanyLocations, PayrollProvider } from 'payroll-kit';
import { createDemoApi, createDemoFetch } from 'payroll-kit/testing';
import 'payroll-kit/styles.css';

const demo = createDemoApi();
const fetchFromDemo = createDemoFetch(demo);

function App() {
  const [events, setEvents] = useState<string[]>([]);
  return (
    <PayrollProvider baseUrl={demo.baseUrl} fetch={fetchFromDemo} theme={{ color: { primary: '#0a6e4f' } }}>
      <CompanyLocations
        companyId={demo.companyUuid}
        onEvent={(type) => setEvents((seen) => [...seen, type])}
      />
      <output aria-label="Partner events" data-react-version={version}>
        {events.join(' ')}
      </output>
    </PayrollProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
