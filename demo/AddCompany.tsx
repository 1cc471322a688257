import { useId, useRef, useState, type FormEvent } from 'react';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../src/api/csrf';
import type { DemoCompany } from './useDemoSession';

type Field = 'company_name' | 'first_name' | 'last_name' | 'email';

const LABELS: Record<Field, string> = {
  company_name: 'Company legal name',
  first_name: 'Admin first name',
  last_name: 'Admin last name',
  email: 'Admin email',
};

/** The service's field names (nested under `company` and `user`) as this form names them. */
const FROM_SERVICE: Record<string, Field> = {
  'company.name': 'company_name',
  'user.first_name': 'first_name',
  'user.last_name': 'last_name',
  'user.email': 'email',
};

interface ServiceError {
  error_key?: string;
  message?: string;
  errors?: ServiceError[];
}

/**
 * The partner's own sign-up of a company (not a payroll-kit flow): its legal name and first admin,
 * sent to the partner's server, which creates the company in the payroll service. Then the
 * company's onboarding starts in `<CompanyOnboarding/>`.
 *
 * @example
 * <AddCompany onAdded={(company) => open(company.id)} onCancel={back} />
 */
export function AddCompany({
  onAdded,
  onCancel,
}: {
  onAdded: (company: DemoCompany) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({
    company_name: '',
    first_name: '',
    last_name: '',
    email: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [sending, setSending] = useState(false);
  // One key per sign-up: a retry after a dropped answer adds the company once.
  const idempotencyKey = useRef(crypto.randomUUID());
  const fields = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Partial<Record<Field, string>> = {};
    for (const field of Object.keys(LABELS) as Field[]) {
      if (!values[field].trim()) missing[field] = `Enter the ${LABELS[field].toLowerCase()}.`;
    }
    if (!missing.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim()))
      missing.email = 'Enter an email address such as name@example.com.';
    if (show(missing)) return;
    setSending(true);
    setFormError(undefined);
    try {
      const response = await fetch('/api/companies', {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          'content-type': 'application/json',
          [CSRF_HEADER]: CSRF_HEADER_VALUE,
          'idempotency-key': idempotencyKey.current,
        },
        body: JSON.stringify(values),
      });
      const body = (await response.json()) as DemoCompany & { errors?: ServiceError[] };
      if (response.ok) return onAdded(body);
      const onFields = fieldErrors(body.errors ?? []);
      if (!show(onFields)) setFormError('The company could not be added. Try again in a moment.');
    } catch {
      setFormError('The company could not be added. Check your connection and try again.');
    } finally {
      setSending(false);
    }
  };

  /** Shows the messages on their fields and moves focus to the first; false when there are none. */
  function show(found: Partial<Record<Field, string>>): boolean {
    setErrors(found);
    const first = (Object.keys(LABELS) as Field[]).find((field) => found[field]);
    if (!first) return false;
    fields.current[first]?.focus();
    return true;
  }

  return (
    <section aria-labelledby={`${id}-title`} className="demo-panel demo-add-company">
      <h1 id={`${id}-title`}>Add a company</h1>
      <p className="demo-placeholder">
        Its payroll starts here: after adding it, you set it up step by step in Company.
      </p>
      {formError && <p role="alert">{formError}</p>}
      <form noValidate onSubmit={(event) => void submit(event)}>
        {(Object.keys(LABELS) as Field[]).map((field) => (
          <p key={field} className="demo-field">
            <label htmlFor={`${id}-${field}`}>{LABELS[field]}</label>
            <input
              ref={(element) => {
                fields.current[field] = element;
              }}
              id={`${id}-${field}`}
              type={field === 'email' ? 'email' : 'text'}
              autoComplete={field === 'email' ? 'email' : 'off'}
              required
              value={values[field]}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
              onChange={(event) => setValues({ ...values, [field]: event.target.value })}
            />
            {errors[field] && (
              <span id={`${id}-${field}-error`} className="demo-field__error">
                {errors[field]}
              </span>
            )}
          </p>
        ))}
        <p className="demo-actions">
          <button type="submit" disabled={sending}>
            {sending ? 'Adding…' : 'Add company'}
          </button>
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
        </p>
      </form>
    </section>
  );
}

/** The service's nested 422 entries on this form's fields (the first message of each). */
function fieldErrors(entries: ServiceError[], prefix = ''): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  for (const entry of entries) {
    const path = prefix + (entry.error_key ?? '');
    if (entry.errors) Object.assign(found, fieldErrors(entry.errors, `${path}.`), found);
    const field = FROM_SERVICE[path];
    if (field && entry.message && !found[field]) found[field] = entry.message;
  }
  return found;
}
