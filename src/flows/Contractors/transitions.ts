import type { FlowGuard, FlowTable } from '../shared/flowTable';
import type { ContractorsScreen } from './ContractorsScreen';

/** A section of the flow's navigation. */
type Section = 'list' | 'pay' | 'payments';

/**
 * What moves `<Contractors/>`: a section of its navigation, and each screen's own moves (a
 * confirmation to show rides with the move that leads to it; dismissing it stays on the screen).
 *
 * @example
 * const move: ContractorsMove = { type: 'open', contractorId: 'c-1' };
 */
export type ContractorsMove =
  | { type: 'section'; section: Section }
  | { type: 'add' }
  | { type: 'open'; contractorId: string }
  | { type: 'saved'; contractorId: string; notice?: string }
  | { type: 'cancel' }
  | { type: 'edit' }
  | { type: 'openGroup'; groupId: string }
  | { type: 'submitted'; groupId?: string; notice?: string }
  | { type: 'receipt'; paymentId: string }
  | { type: 'back' };

/** A state of the flow's diagram: a screen's name. */
export type ContractorsNode = ContractorsScreen['name'];

type Guard = FlowGuard<ContractorsScreen, ContractorsMove, undefined>;

/** The section chosen. */
const section: Guard = (move) => (move.type === 'section' ? { name: move.section } : undefined);

const addForm: Guard = () => ({ name: 'add' });

const list: Guard = () => ({ name: 'list' });

/** The contractor's page: the one opened or saved (with the move's confirmation), or the one whose edit was cancelled. */
const contractorPage: Guard = (move, _context, from) => {
  const contractorId =
    'contractorId' in move ? move.contractorId : from?.name === 'edit' ? from.contractorId : '';
  return contractorId
    ? { name: 'contractor', contractorId, notice: 'notice' in move ? move.notice : undefined }
    : undefined;
};

/** The form of details and pay of the contractor on screen. */
const editForm: Guard = (_move, _context, from) =>
  from?.name === 'contractor' ? { name: 'edit', contractorId: from.contractorId } : undefined;

/** A payment group: the one opened, or the one just submitted (with its confirmation). */
const paymentGroup: Guard = (move) =>
  'groupId' in move && move.groupId
    ? { name: 'group', groupId: move.groupId, notice: 'notice' in move ? move.notice : undefined }
    : undefined;

/** The payment history (a submission the service gave no group for lands there). */
const payments: Guard = () => ({ name: 'payments' });

const receipt: Guard = (move, _context, from) =>
  move.type === 'receipt' && from?.name === 'group'
    ? { name: 'receipt', groupId: from.groupId, paymentId: move.paymentId }
    : undefined;

/** Back from a receipt: its payment group. */
const receiptGroup: Guard = (_move, _context, from) =>
  from?.name === 'receipt' ? { name: 'group', groupId: from.groupId } : undefined;

/**
 * Every transition of `<Contractors/>`, in one table. The sections (Contractors, Pay contractors,
 * Payment history) are offered on every screen and leave an open form through its leave guard.
 *
 * @example
 * applyMove(contractorsTransitions, { type: 'edit' }, undefined, { name: 'contractor', contractorId }); // { name: 'edit', contractorId }
 */
export const contractorsTransitions: FlowTable<
  ContractorsNode,
  ContractorsScreen,
  ContractorsMove,
  undefined
> = {
  node: (screen) => screen.name,
  start: ['list'],
  edges: [
    {
      from: ['list', 'add', 'contractor', 'edit', 'pay', 'payments', 'group', 'receipt'],
      move: 'section',
      to: [
        ['list', section],
        ['pay', section],
        ['payments', section],
      ],
    },
    { from: ['list'], move: 'add', to: [['add', addForm]] },
    { from: ['list'], move: 'open', to: [['contractor', contractorPage]] },
    { from: ['add', 'edit'], move: 'saved', to: [['contractor', contractorPage]] },
    { from: ['add'], move: 'cancel', to: [['list', list]] },
    { from: ['edit'], move: 'cancel', to: [['contractor', contractorPage]] },
    { from: ['contractor'], move: 'edit', to: [['edit', editForm]] },
    { from: ['contractor', 'payments'], move: 'openGroup', to: [['group', paymentGroup]] },
    {
      from: ['pay'],
      move: 'submitted',
      to: [
        ['group', paymentGroup],
        ['payments', payments],
      ],
    },
    { from: ['group'], move: 'receipt', to: [['receipt', receipt]] },
    { from: ['group'], move: 'back', to: [['payments', payments]] },
    { from: ['receipt'], move: 'back', to: [['group', receiptGroup]] },
  ],
};

/**
 * The words of the flow's README diagram (`scripts/flow-diagrams.ts`), by move and by guard.
 *
 * @example
 * contractorsDiagramWords.add; // 'Add a contractor'
 */
export const contractorsDiagramWords = {
  section: 'Section button (through an open form’s leave guard)',
  'when.section': '',
  add: 'Add a contractor',
  open: 'Open',
  saved: 'Saved',
  cancel: 'Cancel (asks before losing typed changes)',
  edit: 'Edit details and pay / Continue (details and pay to do)',
  openGroup: 'View a payment',
  submitted: 'Preview, then Confirm',
  receipt: 'Receipt (funded direct deposit)',
  back: 'Back',
  'when.paymentGroup': 'a payment group',
  'when.payments': 'else',
};
