/**
 * Entry points of the published package, by the name of their built file in `dist/` (each is one
 * subpath of `package.json` `exports`): the Vite library build and the TSDoc example check read it.
 *
 * @example
 * libraryEntries['server-node']; // 'src/server-node.ts', built to dist/server-node.js
 */
export const libraryEntries = {
  index: 'src/index.ts',
  headless: 'src/headless.ts',
  queries: 'src/queries.ts',
  server: 'src/server.ts',
  'server-node': 'src/server-node.ts',
  testing: 'src/testing.ts',
  'testing-msw': 'src/testing-msw.ts',
  'locales/es': 'src/locales/es.ts',
  styles: 'src/styles.css',
  // A partner pays only for the stylesheets of the flows it renders: the core, plus a flow's own.
  'styles/core': 'src/styles/core.css',
  'styles/employee-onboarding': 'src/styles/employee-onboarding.css',
  'styles/pay-schedules': 'src/flows/PaySchedules/PaySchedules.css',
  'styles/payroll-run': 'src/flows/PayrollRun/PayrollRun.css',
  'styles/time-off': 'src/flows/TimeOff/TimeOff.css',
  'styles/company-onboarding': 'src/styles/company-onboarding.css',
  'styles/employee-management': 'src/flows/EmployeeManagement/EmployeeManagement.css',
  'styles/contractors': 'src/flows/Contractors/Contractors.css',
  'styles/information-requests': 'src/flows/InformationRequests/InformationRequests.css',
  'styles/notifications': 'src/flows/Notifications/Notifications.css',
  'styles/reports': 'src/flows/Reports/Reports.css',
  // The primitives no flow renders (Card) or only the onboardings do (Stepper, VirtualTable), for a partner composing its own screens.
  'styles/card': 'src/ui/Card/Card.css',
  'styles/stepper': 'src/ui/Stepper/Stepper.css',
  'styles/virtual-table': 'src/ui/VirtualTable/VirtualTable.css',
} as const;
