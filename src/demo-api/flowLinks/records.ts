import { defineTable } from '../store';

/** A flow link the service gave out (UPSTREAM-3 N.8): what it opens, and its clock. */
export interface FlowLinkRecord {
  /** The link's token, the last part of its path (`/flows/{token}`). */
  token: string;
  companyUuid: string;
  /** The flow types, comma-joined as asked. */
  flowType: string;
  employeeUuid: string | null;
  /** Service time of its creation, in ms. */
  createdAt: number;
  /** Service time it was last opened (its creation until then), in ms. */
  lastUsedAt: number;
}

/**
 * Every flow link, by token.
 *
 * @example
 * service.store.table(flowLinks).get(token);
 */
export const flowLinks = defineTable<FlowLinkRecord>('flowLinks');
