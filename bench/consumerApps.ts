import { libraryEntries } from '../scripts/libraryEntries';
import type { LibraryExports } from './packedLibrary';

/** One consumer app we build to learn what a partner's page pays. */
export interface ConsumerApp {
  /** Stable key in `results.json` and `budgets.json`. */
  id: string;
  /** What a partner would call it. */
  label: string;
  /**
   * The app's entry module, or the names it still waits for when the library does not export
   * them yet (reported as "not built yet", never as a figure).
   */
  entry(exports: LibraryExports): { source: string } | { missing: string[] };
}

/** The flows of `payroll-kit`, each measured alone with `PayrollProvider` and its stylesheets. */
export const flowNames = [
  'EmployeeOnboarding',
  'PayrollRun',
  'CompanyLocations',
  'PaySchedules',
  'TimeOff',
  'CompanyOnboarding',
  'EmployeeManagement',
  'Contractors',
  'EarningTypes',
  'EmployeePortal',
  'PartnerDashboard',
  'InformationRequests',
  'Notifications',
  'CompanyBenefits',
  'Reports',
  'PaymentSettings',
  'EmployeeImport',
  'TimeSheets',
  'CompanyAttachments',
] as const;

/**
 * The flows a folder of `src/flows` holds beside its own (a second entry), each with its folder:
 * measured like a flow, with that folder's stylesheet and its own props.
 */
export const flowEntries = {
  ContractorSelfOnboarding: { folder: 'Contractors', props: '{ contractorId: companyId }' },
  EmployeeSelfOnboarding: { folder: 'EmployeeOnboarding', props: '{ employeeId: companyId }' },
} as const;

/** Every app renders into `#root`; the company comes from `?company=` so the same build serves any seed. */
const mount = `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
const companyId = new URLSearchParams(location.search).get('company') ?? '';
const root = createRoot(document.getElementById('root'));`;

const baseline: ConsumerApp = {
  id: 'react',
  label: 'React alone (baseline)',
  entry: () => ({ source: `${mount}\nvoid companyId;\nroot.render(h('div', null, 'payroll'));\n` }),
};

/**
 * The stylesheets a page rendering one flow imports: the core, and the flow's own where it has one
 * (`payroll-kit/styles/payroll-run.css` for `PayrollRun`).
 *
 * @example
 * flowStylesheets('TimeOff'); // ['payroll-kit/styles/core.css', 'payroll-kit/styles/time-off.css']
 */
export function flowStylesheets(flow: string): string[] {
  const own = `styles/${flow.replace(/(?<=[a-z])(?=[A-Z])/g, '-').toLowerCase()}`;
  return ['styles/core', ...(own in libraryEntries ? [own] : [])].map((entry) => `payroll-kit/${entry}.css`);
}

function flowApp(flow: string, folder = flow, props = '{ companyId }'): ConsumerApp {
  return {
    id: flow,
    label: `<${flow}/>`,
    entry: ({ main }) => {
      const missing = ['PayrollProvider', flow].filter((name) => !main.includes(name));
      if (missing.length > 0) return { missing };
      return {
        source: `${mount}
import { PayrollProvider, ${flow} } from 'payroll-kit';
${flowStylesheets(folder)
  .map((sheet) => `import '${sheet}';`)
  .join('\n')}
root.render(h(PayrollProvider, { baseUrl: '/api/payroll' }, h(${flow}, ${props})));
`,
      };
    },
  };
}

/**
 * `payroll-kit/headless` as a partner with its own markup uses it: the client, one hook and, when
 * the entry has one, its provider. Names are picked from what the entry exports, so renaming a hook
 * does not silently drop the case.
 */
const headless: ConsumerApp = {
  id: 'headless',
  label: 'payroll-kit/headless (client + a hook)',
  entry: ({ headless: names }) => {
    const client = names.find((name) => /^create\w*Client$/.test(name));
    const hook = names.includes('useEmployees')
      ? 'useEmployees'
      : names.find((name) => /^use[A-Z]/.test(name));
    const provider = names.find((name) => /Provider$/.test(name));
    if (!client || !hook) {
      return { missing: [...(client ? [] : ['create…Client']), ...(hook ? [] : ['use… hook'])] };
    }
    const imports = [client, hook, ...(provider ? [provider] : [])].join(', ');
    const app = provider ? `h(${provider}, { client }, h(Employees))` : 'h(Employees)';
    return {
      source: `${mount}
import { ${imports} } from 'payroll-kit/headless';
const client = ${client}({ baseUrl: '/api/payroll' });
function Employees() {
  const employees = ${hook}({ companyId, client });
  return h('pre', null, JSON.stringify(employees?.data ?? null));
}
root.render(${app});
`,
    };
  },
};

/** Every export of both browser entries kept alive: the ceiling of what a page can pay. */
const everything: ConsumerApp = {
  id: 'everything',
  label: 'everything (payroll-kit + headless + CSS)',
  entry: ({ main }) => {
    if (!main.includes('PayrollProvider')) return { missing: ['PayrollProvider'] };
    return {
      source: `${mount}
import * as kit from 'payroll-kit';
import * as headless from 'payroll-kit/headless';
import 'payroll-kit/styles.css';
window.payrollKit = { kit, headless };
root.render(h(kit.PayrollProvider, { baseUrl: '/api/payroll' }, 'payroll'));
`,
    };
  },
};

/**
 * The byte cases, baseline first: React alone, each flow, headless alone, everything.
 *
 * @example
 * consumerApps.map((app) => app.id); // ['react', 'EmployeeOnboarding', …, 'headless', 'everything']
 */
export const consumerApps: readonly ConsumerApp[] = [
  baseline,
  ...flowNames.map((flow) => flowApp(flow)),
  ...Object.entries(flowEntries).map(([flow, { folder, props }]) => flowApp(flow, folder, props)),
  headless,
  everything,
];
