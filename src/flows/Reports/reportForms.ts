/**
 * The reports screen's forms in one lazy module: the builder and the general ledger's form share
 * most of their code (the form layout, the form hook base, the radio groups, the builder's
 * dictionary), and two lazy chunks would split that shared code into chunks of its own, each
 * compressed alone (and one the overview's first load preloads).
 */
export { ReportBuilder } from './ReportBuilder';
export { LedgerForm } from './LedgerForm';
