/**
 * Each flow's README diagram, drawn from the flow's transitions table (`src/flows/<Flow>/
 * transitions.ts`): the same edges the flow's shell applies, so the picture cannot drift from what
 * the flow does. `scripts/flow-diagrams.ts` writes the READMEs (`--check` compares); a unit test
 * fails when a README's diagram is not its table's.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  companyLocationsDiagramWords,
  companyLocationsTransitions,
} from '../src/flows/CompanyLocations/transitions';
import { earningTypesDiagramWords, earningTypesTransitions } from '../src/flows/EarningTypes/transitions';
import { reportsDiagramWords, reportsTransitions } from '../src/flows/Reports/transitions';
import {
  paymentSettingsDiagramWords,
  paymentSettingsTransitions,
} from '../src/flows/PaymentSettings/transitions';
import {
  companyAttachmentsDiagramWords,
  companyAttachmentsTransitions,
} from '../src/flows/CompanyAttachments/transitions';
import {
  employeeImportDiagramWords,
  employeeImportTransitions,
} from '../src/flows/EmployeeImport/transitions';
import { timeSheetsDiagramWords, timeSheetsTransitions } from '../src/flows/TimeSheets/transitions';
import {
  companyBenefitsDiagramWords,
  companyBenefitsTransitions,
} from '../src/flows/CompanyBenefits/transitions';
import {
  employeePortalDiagramWords,
  employeePortalTransitions,
} from '../src/flows/EmployeePortal/transitions';
import {
  companyOnboardingDiagramWords,
  companyOnboardingTransitions,
} from '../src/flows/CompanyOnboarding/transitions';
import { contractorsDiagramWords, contractorsTransitions } from '../src/flows/Contractors/transitions';
import {
  employeeManagementDiagramWords,
  employeeManagementTransitions,
} from '../src/flows/EmployeeManagement/transitions';
import {
  employeeOnboardingDiagramWords,
  employeeOnboardingTransitions,
} from '../src/flows/EmployeeOnboarding/transitions';
import { paySchedulesDiagramWords, paySchedulesTransitions } from '../src/flows/PaySchedules/transitions';
import { payrollRunDiagramWords, payrollRunTransitions } from '../src/flows/PayrollRun/transitions';
import {
  partnerDashboardDiagramWords,
  partnerDashboardTransitions,
} from '../src/flows/PartnerDashboard/transitions';
import {
  informationRequestsDiagramWords,
  informationRequestsTransitions,
} from '../src/flows/InformationRequests/transitions';
import { notificationsDiagramWords, notificationsTransitions } from '../src/flows/Notifications/transitions';
import type { AnyFlowTable } from '../src/flows/shared/flowTable';
import { timeOffDiagramWords, timeOffTransitions } from '../src/flows/TimeOff/transitions';

/**
 * The words a diagram reads beside its table: a move's label by its type, a guard's by
 * `when.<function name>` (empty: none shown), a state's description by `state.<node>`, and an
 * inner table's by `<node>.<key>` (else the same keys as the outer one). Missing words fall back
 * to the names.
 */
export type DiagramWords = Readonly<Record<string, string>>;

/** One flow's diagram: its README and its table with the words to draw it. */
export interface FlowDiagram {
  flow: string;
  readme: string;
  table: AnyFlowTable;
  words: DiagramWords;
}

const flowsDir = fileURLToPath(new URL('../src/flows/', import.meta.url));

/**
 * Every flow's diagram, in the order of `src/flows`.
 *
 * @example
 * for (const { readme, table, words } of flowDiagrams) check(readme, mermaidOf(table, words));
 */
export const flowDiagrams: readonly FlowDiagram[] = [
  ['CompanyBenefits', companyBenefitsTransitions, companyBenefitsDiagramWords],
  ['CompanyLocations', companyLocationsTransitions, companyLocationsDiagramWords],
  ['CompanyOnboarding', companyOnboardingTransitions, companyOnboardingDiagramWords],
  ['Contractors', contractorsTransitions, contractorsDiagramWords],
  ['EarningTypes', earningTypesTransitions, earningTypesDiagramWords],
  ['EmployeePortal', employeePortalTransitions, employeePortalDiagramWords],
  ['EmployeeManagement', employeeManagementTransitions, employeeManagementDiagramWords],
  ['EmployeeOnboarding', employeeOnboardingTransitions, employeeOnboardingDiagramWords],
  ['PartnerDashboard', partnerDashboardTransitions, partnerDashboardDiagramWords],
  ['InformationRequests', informationRequestsTransitions, informationRequestsDiagramWords],
  ['Notifications', notificationsTransitions, notificationsDiagramWords],
  ['PaySchedules', paySchedulesTransitions, paySchedulesDiagramWords],
  ['PaymentSettings', paymentSettingsTransitions, paymentSettingsDiagramWords],
  ['PayrollRun', payrollRunTransitions, payrollRunDiagramWords],
  ['Reports', reportsTransitions, reportsDiagramWords],
  ['EmployeeImport', employeeImportTransitions, employeeImportDiagramWords],
  ['TimeSheets', timeSheetsTransitions, timeSheetsDiagramWords],
  ['CompanyAttachments', companyAttachmentsTransitions, companyAttachmentsDiagramWords],
  ['TimeOff', timeOffTransitions, timeOffDiagramWords],
].map(([flow, table, words]) => ({
  flow: flow as string,
  readme: `${flowsDir}${flow as string}/README.md`,
  table: table as AnyFlowTable,
  words: words as DiagramWords,
}));

/** A camelCase name in words: `requiredStepWaits` → `required step waits`. */
const spaced = (name: string) => name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);

/** The diagram's lines for a table (without the `stateDiagram-v2` header), inner tables nested. */
function lines(table: AnyFlowTable, words: DiagramWords, prefix = ''): string[] {
  const word = (key: string) => words[prefix + key] ?? words[key];
  // Mermaid's state names are one namespace: a node inside another is named by both, shown as its own.
  const scope = prefix.replace(/\W/g, '');
  const id = (node: string) => (scope ? `${scope}_${node}` : node);
  const nodes = [
    ...new Set<string>([
      ...table.start,
      ...table.edges.flatMap((edge) => [...edge.from, ...edge.to.map(([to]) => to)]),
    ]),
  ];
  const out = [
    ...(scope ? nodes.map((node) => `state "${node}" as ${id(node)}`) : []),
    ...table.start.map((node) => `[*] --> ${id(node)}`),
  ];
  for (const node of nodes) {
    const description = word(`state.${node}`);
    if (description) out.push(`${id(node)}: ${description}`);
  }
  // A move offered on every screen is drawn once, from "any screen".
  const any = `${scope}any`;
  const everywhere = (from: readonly string[]) =>
    nodes.length > 1 && nodes.every((node) => from.includes(node));
  if (table.edges.some((edge) => everywhere(edge.from))) out.push(`state "any screen" as ${any}`);
  // One arrow per from, to and guard; the moves that draw the same arrow share its label.
  const arrows = new Map<string, { arrow: string; moves: string[]; when: string }>();
  for (const edge of table.edges) {
    const move = word(edge.move) ?? edge.move;
    for (const [to, guard] of edge.to) {
      // A guard is worth a word where the move can lead more than one way.
      const name = edge.to.length > 1 ? (guard as { name?: string } | undefined)?.name : undefined;
      const text = name ? (word(`when.${name}`) ?? spaced(name)) : '';
      const when = text ? ` [${text}]` : '';
      for (const from of everywhere(edge.from) ? [any] : edge.from.map(id)) {
        const key = `${from} ${id(to)}${when}`;
        const arrow = arrows.get(key) ?? { arrow: `${from} --> ${id(to)}`, moves: [], when };
        if (!arrow.moves.includes(move)) arrow.moves.push(move);
        arrows.set(key, arrow);
      }
    }
  }
  for (const { arrow, moves, when } of arrows.values()) out.push(`${arrow}: ${moves.join(' / ')}${when}`);
  for (const [node, inner] of Object.entries(table.inner ?? {}))
    if (inner)
      out.push(`state ${node} {`, ...lines(inner, words, `${node}.`).map((line) => `  ${line}`), '}');
  return out;
}

/**
 * The Mermaid block of a table, as a README holds it.
 *
 * @example
 * mermaidOf(companyLocationsTransitions, companyLocationsDiagramWords); // '```mermaid\nstateDiagram-v2\n  [*] --> list\n…```'
 */
export function mermaidOf(table: AnyFlowTable, words: DiagramWords = {}): string {
  return [
    '```mermaid',
    'stateDiagram-v2',
    '  %% Drawn from transitions.ts by scripts/flow-diagrams.ts: change the table, then run it.',
    ...lines(table, words).map((line) => `  ${line}`),
    '```',
  ].join('\n');
}

/** The README's state diagram block: the first Mermaid block that draws a `stateDiagram-v2`. */
const diagramBlock = /```mermaid\nstateDiagram-v2\n[\s\S]*?\n```/;

/**
 * The README's text with its diagram drawn from the table (added after the first paragraph of
 * prose when the README has none yet).
 *
 * @example
 * writeFileSync(readme, withDiagram(readFileSync(readme, 'utf8'), mermaidOf(table, words)));
 */
export function withDiagram(readme: string, diagram: string): string {
  if (diagramBlock.test(readme)) return readme.replace(diagramBlock, () => diagram);
  const end = readme.indexOf('\n\n', readme.indexOf('\n\n') + 2);
  return end < 0
    ? `${readme.trimEnd()}\n\n${diagram}\n`
    : `${readme.slice(0, end)}\n\n${diagram}${readme.slice(end)}`;
}

/**
 * The flows whose README's diagram is not the one their table draws.
 *
 * @example
 * staleDiagrams(); // [] when every README is current
 */
export function staleDiagrams(diagrams: readonly FlowDiagram[] = flowDiagrams): string[] {
  return diagrams
    .filter(({ readme, table, words }) => {
      const text = readFileSync(readme, 'utf8');
      return withDiagram(text, mermaidOf(table, words)) !== text;
    })
    .map(({ flow }) => flow);
}
