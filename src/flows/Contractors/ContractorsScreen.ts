/**
 * A screen of {@link Contractors}, for a partner that opens the flow on one
 * (`initialScreen`).
 *
 * @example
 * const screen: ContractorsScreen = { name: 'contractor', contractorId: id };
 */
export type ContractorsScreen =
  | { name: 'list'; notice?: string }
  | { name: 'add' }
  | { name: 'contractor'; contractorId: string; notice?: string }
  | { name: 'edit'; contractorId: string }
  | { name: 'pay' }
  | { name: 'payments'; notice?: string }
  | { name: 'group'; groupId: string; notice?: string }
  | { name: 'receipt'; groupId: string; paymentId: string };
