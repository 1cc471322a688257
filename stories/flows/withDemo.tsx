import type { Decorator } from '@storybook/react-vite';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { PayrollProvider, type PayrollProviderProps } from '../../src/provider/PayrollProvider';
import { createDemoApi, createDemoFetch, type DemoApi, type DemoApiOptions } from '../../src/testing';
import type { UIProviderProps } from '../../src/ui';
import { providerSettings, storyNow, type StoryGlobals } from '../storyGlobals';

/**
 * What a flow story reads from `parameters.demo`: the seed options of the demo service, a setup
 * that puts it in the state the story shows, and provider settings (locale, theme…).
 */
export interface DemoParameters {
  options?: DemoApiOptions;
  /** Runs once before first render, e.g. to create a half-onboarded employee. */
  setup?: (api: DemoApi) => Promise<Record<string, string>> | Record<string, string>;
  provider?: Partial<Omit<PayrollProviderProps, 'children' | 'baseUrl' | 'fetch'>>;
}

/** Args every flow story receives from {@link withDemo} once the demo service is ready. */
export interface DemoArgs {
  companyId: string;
  /** Whatever `setup` returned (ids of records it created). */
  demo: Record<string, string>;
}

/** What {@link useDemo} gives: the service, and the provider settings (locale, scheme, theme) in use. */
type DemoValue = DemoArgs & { api: DemoApi; settings: Omit<UIProviderProps, 'children'> };

const DemoContext = createContext<DemoValue | null>(null);

// The service of the story on screen, for play functions (they run outside React).
let onScreen: DemoValue | undefined;

/**
 * The demo service of the story being rendered: the company id and the setup's ids.
 *
 * @example
 * const { companyId, demo } = useDemo();
 */
export function useDemo(): DemoValue {
  const value = useContext(DemoContext);
  if (!value) throw new Error('useDemo needs the withDemo decorator');
  return value;
}

/**
 * The demo service of the story on screen, for a play function that acts beside the page on the
 * same service (a colleague's save, a second browser tab).
 *
 * @example
 * const { api, demo } = renderedDemo();
 * await saveOverCurrentVersion(demoAdmin(api), `/v1/contractors/${demo.active}`, { business_name: 'Co' });
 */
export function renderedDemo(): DemoValue {
  if (!onScreen) throw new Error('renderedDemo needs a story rendered with the withDemo decorator');
  return onScreen;
}

/**
 * Sends one request to the demo service as the partner's proxy would (company token).
 *
 * @example
 * const employee = await demoRequest(api, 'POST', `/v1/companies/${api.companyUuid}/employees`, { first_name: 'Ada', last_name: 'Lovelace' });
 */
export async function demoRequest<T = Record<string, unknown>>(
  api: DemoApi,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await api.fetch(path, {
    method,
    headers: { authorization: `Bearer ${api.tokens.company}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * The demo service's clock in stories: it starts at {@link storyNow} on every render and then
 * ticks with real time, so dates on screen (pay periods, "today") are the same in every screenshot
 * while work the service schedules still falls due.
 */
function storyClock(): () => Date {
  const startedAt = Date.now();
  const start = Date.parse(storyNow);
  return () => new Date(start + (Date.now() - startedAt));
}

/** Ids of records a story creates, in creation order, so a list sorted by id never reshuffles. */
function storyIds(): () => string {
  let next = 0;
  return () => `00000000-0000-4000-8000-${(++next).toString(16).padStart(12, '0')}`;
}

function DemoRoot({
  parameters,
  globals,
  children,
}: {
  parameters: DemoParameters;
  globals: StoryGlobals;
  children: ReactNode;
}) {
  const [state] = useState(() => {
    const api = createDemoApi({ now: storyClock(), ids: storyIds(), ...parameters.options });
    return { api, fetch: createDemoFetch(api), ready: Promise.resolve(parameters.setup?.(api) ?? {}) };
  });
  const [demo, setDemo] = useState<Record<string, string>>();
  if (!demo) {
    void state.ready.then(setDemo);
    return null;
  }
  const settings = providerSettings(globals, parameters.provider);
  const value = { api: state.api, companyId: state.api.companyUuid, demo, settings };
  onScreen = value;
  return (
    <PayrollProvider baseUrl={state.api.baseUrl} fetch={state.fetch} {...settings}>
      <DemoContext.Provider value={value}>
        <main className="pk-story">{children}</main>
      </DemoContext.Provider>
    </PayrollProvider>
  );
}

/**
 * Runs a story against its own in-process demo payroll service, wrapped in `PayrollProvider`
 * the way a partner page wires its proxy, with the toolbar's locale and scheme and the theme panel's
 * tokens applied, and the service's clock fixed at {@link storyNow}. The story reads `companyId` and the setup's ids with
 * {@link useDemo}.
 *
 * @example
 * export default { decorators: [withDemo], parameters: { demo: { setup: createEmployee } } };
 */
export const withDemo: Decorator = (Story, context) => (
  <DemoRoot
    parameters={(context.parameters.demo ?? {}) as DemoParameters}
    globals={context.globals as StoryGlobals}
  >
    <Story />
  </DemoRoot>
);
