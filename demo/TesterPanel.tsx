import { useCallback, useEffect, useId, useState } from 'react';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../src/api/csrf';

/** ACH return codes the panel offers, with what the bank means by each (UPSTREAM-3 M.5). */
const RETURN_CODES = [
  { code: 'R01', label: 'R01 – insufficient funds' },
  { code: 'R02', label: 'R02 – account closed' },
  { code: 'R16', label: 'R16 – account frozen' },
  { code: 'R29', label: 'R29 – corporate debit not authorized' },
] as const;

interface TesterCases {
  payrolls: { uuid: string; checkDate: string; payPeriod: string }[];
  wires: { uuid: string; status: string; requestedAmount: string; trackingCode: string }[];
}

interface ServiceError {
  message?: string;
  errors?: ServiceError[];
}

/** The first message of the service's 422 entries, nested ones included. */
function firstMessage(entries: ServiceError[] | undefined): string | undefined {
  for (const entry of entries ?? []) {
    const found = entry.message ?? firstMessage(entry.errors);
    if (found) return found;
  }
  return undefined;
}

/**
 * The demo's tester panel (not a payroll-kit flow): the cases a tester cannot cause from the
 * product — the bank returns a processed payroll's debit with a return code, the provider approves
 * a wire, the provider asks the company for information. Each button calls the partner's server
 * (`/api/tester/…`, scripts/demoTester.ts), which calls the demo service's test control; the page
 * holds no token. After a case is made, `onChanged` lets the shell show the flows afresh.
 *
 * @example
 * <TesterPanel companyId={companyId} onChanged={() => setVisit((n) => n + 1)} />
 */
export function TesterPanel({ companyId, onChanged }: { companyId: string; onChanged: () => void }) {
  const id = useId();
  const [cases, setCases] = useState<TesterCases>();
  const [payrollId, setPayrollId] = useState('');
  const [code, setCode] = useState<string>(RETURN_CODES[0].code);
  const [wireId, setWireId] = useState('');
  const [blocking, setBlocking] = useState(true);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string }>();
  const [sending, setSending] = useState(false);
  // The cases load when the panel is opened: a page that never opens it asks nothing but the
  // proxy for payroll data (test/unit/e2e/onboardingThroughProxy).
  const [open, setOpen] = useState(false);

  const load = useCallback(async () => {
    try {
      const response = await fetch(`/api/tester/cases?company=${encodeURIComponent(companyId)}`, {
        credentials: 'same-origin',
      });
      if (!response.ok) throw new Error(String(response.status));
      const next = (await response.json()) as TesterCases;
      setCases(next);
      setPayrollId((current) =>
        next.payrolls.some((p) => p.uuid === current) ? current : (next.payrolls[0]?.uuid ?? ''),
      );
      setWireId((current) =>
        next.wires.some((w) => w.uuid === current) ? current : (next.wires[0]?.uuid ?? ''),
      );
    } catch {
      setOutcome({ ok: false, text: 'The test cases could not be loaded. Try Refresh.' });
    }
  }, [companyId]);

  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  async function act(path: string, body: Record<string, unknown>, done: string) {
    setSending(true);
    setOutcome(undefined);
    try {
      const response = await fetch(`/api/tester/${path}`, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
        body: JSON.stringify({ companyId, ...body }),
      });
      const answer = (await response.json().catch(() => ({}))) as { errors?: ServiceError[]; error?: string };
      if (response.ok) {
        setOutcome({ ok: true, text: done });
        onChanged();
      } else {
        setOutcome({
          ok: false,
          text: `Not done: ${firstMessage(answer.errors) ?? answer.error ?? `status ${response.status}`}`,
        });
      }
    } catch {
      setOutcome({ ok: false, text: 'Not done: the demo server did not answer.' });
    } finally {
      setSending(false);
      void load();
    }
  }

  const payrollLabel = (p: TesterCases['payrolls'][number]) => `Check date ${p.checkDate} (${p.payPeriod})`;
  const codeLabel = RETURN_CODES.find((c) => c.code === code)?.label ?? code;

  return (
    <details className="demo-tester" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Tester panel</summary>
      <p className="demo-placeholder">
        Cases the product cannot cause by itself, made in the demo payroll service.
      </p>
      <p role="status" className={outcome && !outcome.ok ? 'demo-tester__error' : undefined}>
        {outcome?.text}
      </p>

      <fieldset>
        <legend>Fail a payroll’s debit</legend>
        {cases && cases.payrolls.length === 0 ? (
          <p>No processed payroll yet: submit one in Payroll first.</p>
        ) : (
          <>
            <p className="demo-field">
              <label htmlFor={`${id}-payroll`}>Processed payroll</label>
              <select id={`${id}-payroll`} value={payrollId} onChange={(e) => setPayrollId(e.target.value)}>
                {cases?.payrolls.map((p) => (
                  <option key={p.uuid} value={p.uuid}>
                    {payrollLabel(p)}
                  </option>
                ))}
              </select>
            </p>
            <p className="demo-field">
              <label htmlFor={`${id}-code`}>Bank return code</label>
              <select id={`${id}-code`} value={code} onChange={(e) => setCode(e.target.value)}>
                {RETURN_CODES.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.label}
                  </option>
                ))}
              </select>
            </p>
            <button
              type="button"
              disabled={sending || !payrollId}
              onClick={() =>
                void act('fail-debit', { payrollId, code }, `The bank returned the debit: ${codeLabel}.`)
              }
            >
              Fail the debit
            </button>
          </>
        )}
      </fieldset>

      <fieldset>
        <legend>Approve a wire</legend>
        {cases && cases.wires.length === 0 ? (
          <p>No wire is waiting: submit a payroll over the fast payment limit by wire first.</p>
        ) : (
          <>
            <p className="demo-field">
              <label htmlFor={`${id}-wire`}>Wire-in request</label>
              <select id={`${id}-wire`} value={wireId} onChange={(e) => setWireId(e.target.value)}>
                {cases?.wires.map((w) => (
                  <option key={w.uuid} value={w.uuid}>
                    {`${w.trackingCode}: $${w.requestedAmount} (${w.status.replace('_', ' ')})`}
                  </option>
                ))}
              </select>
            </p>
            <button
              type="button"
              disabled={sending || !wireId}
              onClick={() => void act('approve-wire', { wireInRequestId: wireId }, 'The wire was approved.')}
            >
              Approve the wire
            </button>
          </>
        )}
      </fieldset>

      <fieldset>
        <legend>Ask the company for information</legend>
        <p className="demo-field">
          <input
            id={`${id}-blocking`}
            type="checkbox"
            checked={blocking}
            onChange={(e) => setBlocking(e.target.checked)}
          />{' '}
          <label htmlFor={`${id}-blocking`}>Block payroll until it is answered</label>
        </p>
        <button
          type="button"
          disabled={sending}
          onClick={() =>
            void act(
              'information-request',
              { blockingPayroll: blocking },
              'An information request was created for the company.',
            )
          }
        >
          Create an information request
        </button>
      </fieldset>
      <p>
        <button type="button" onClick={() => void load()}>
          Refresh
        </button>
      </p>
    </details>
  );
}
