import { ApiError } from '../api/errors';
import type { ApiErrorEntry } from '../api/errorBody';
import { storeCompanyTokens } from './companyTokens';
import { fromStore, type ProxyStore } from './store';
import type { TokenProvider } from './tokens';

/**
 * The company and its first payroll admin, as `POST /v1/partner_managed_companies` takes them
 * (UPSTREAM-2 H.1): the admin's name and email and the company's legal name are required.
 *
 * @example
 * const body: NewCompany = {
 *   user: { first_name: 'Dorothy', last_name: 'Vaughan', email: 'dorothy@example.com' },
 *   company: { name: 'Langley Analytics LLC' },
 * };
 */
export interface NewCompany {
  user: { first_name: string; last_name: string; email: string; phone?: string };
  company: { name: string; trade_name?: string; ein?: string; contractor_only?: boolean };
}

/**
 * Options of {@link createCompany}: the payroll service, the partner's system token and the
 * proxy's store (memory or Redis) the company's tokens go into.
 *
 * @example
 * const options: CreateCompanyOptions = { upstream: { baseUrl: 'https://api.payroll.example' }, systemToken: staticToken(process.env.PAYROLL_SYSTEM_TOKEN!), store };
 */
export interface CreateCompanyOptions {
  upstream: { baseUrl: string; fetch?: (request: Request) => Promise<Response> };
  /** The partner's system access token (never a company's, never the browser's). */
  systemToken: TokenProvider;
  /** Where the proxy's `companyTokensFromStore` will find the new company's tokens. */
  store: ProxyStore;
  /** Replays of one sign-up with the same key create one company. */
  idempotencyKey?: string;
  now?: () => number;
}

interface CreatedCompany {
  company_uuid: string;
  access_token: string;
  refresh_token: string;
  expires_in?: number;
}

/**
 * Creates a partner-managed company on the partner's server (DECISIONS 49): calls the service with
 * the system token, keeps the company's access and refresh tokens in the proxy's store under the
 * company, and returns only its id, the one thing the browser may hold. A refusal rejects with
 * the service's `ApiError` (its field errors name `user.email`, `company.name`…), never with a
 * token in it. A store failure after the company was created rejects with `StoreUnavailableError`:
 * call again with the same `idempotencyKey` and the service's replayed answer is stored.
 *
 * @example
 * import { createCompany, memoryStore, staticToken } from 'payroll-kit/server';
 * const store = memoryStore();
 * const { companyId } = await createCompany(
 *   { upstream: { baseUrl: 'https://api.payroll.example' }, systemToken: staticToken(systemToken), store },
 *   { user: { first_name: 'Dorothy', last_name: 'Vaughan', email: 'dorothy@example.com' }, company: { name: 'Langley Analytics LLC' } },
 * );
 * session.companyIds.push(companyId);
 */
export async function createCompany(
  options: CreateCompanyOptions,
  body: NewCompany,
): Promise<{ companyId: string }> {
  const operation = 'POST /v1/partner_managed_companies';
  const url = new URL('/v1/partner_managed_companies', options.upstream.baseUrl);
  const headers = new Headers({
    authorization: `Bearer ${await options.systemToken.getAccessToken()}`,
    'content-type': 'application/json',
    accept: 'application/json',
  });
  if (options.idempotencyKey) headers.set('idempotency-key', options.idempotencyKey);
  const request = new Request(url, { method: 'POST', headers, body: JSON.stringify(body) });
  const response = await (options.upstream.fetch ?? ((r: Request) => fetch(r)))(request);
  const answer = await readJson(response);
  if (!response.ok) {
    throw new ApiError({ status: response.status, errors: errorEntries(answer, response.status), operation });
  }
  const created = answer as Partial<CreatedCompany> | undefined;
  if (!created?.company_uuid || !created.access_token || !created.refresh_token) {
    throw new ApiError({
      status: 502,
      errors: [
        {
          error_key: 'base',
          category: 'invalid_request_error',
          message: 'The service sent no company tokens.',
        },
      ],
      operation,
    });
  }
  // The company exists now: a store failure must not read as the service's refusal, and a replay
  // with the same idempotency key gets the same tokens back to store.
  await fromStore(
    storeCompanyTokens(
      options.store,
      created.company_uuid,
      {
        access_token: created.access_token,
        refresh_token: created.refresh_token,
        ...(created.expires_in === undefined ? {} : { expires_in: created.expires_in }),
      },
      options.now,
    ),
  );
  return { companyId: created.company_uuid };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** The service's own entries when it sent the standard shape, else one on `base`. */
function errorEntries(answer: unknown, status: number): ApiErrorEntry[] {
  const errors = (answer as { errors?: unknown } | undefined)?.errors;
  if (Array.isArray(errors) && errors.length > 0) return errors as ApiErrorEntry[];
  return [
    {
      error_key: 'base',
      category: status === 401 ? 'invalid_request_error' : 'unknown',
      message: `HTTP ${status}`,
    },
  ];
}
