import type { FlowLinkRecord } from './records';

/** A link unused this long expires (UPSTREAM-3 N.8: "1 h idle"). */
export const FLOW_LINK_IDLE_MS = 60 * 60 * 1000;

/** A link expires this long after its creation however used (UPSTREAM-3 N.8: "24 h"). */
export const FLOW_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * When a flow link expires, as the service's clock reads it: an hour after it was last opened (or
 * made), and never later than a day after it was made. A link opened at the very instant of its
 * expiry is expired.
 *
 * @example
 * flowLinkExpiresAt(link) <= service.clock.now().getTime(); // expired
 */
export function flowLinkExpiresAt(link: FlowLinkRecord): number {
  return Math.min(link.lastUsedAt + FLOW_LINK_IDLE_MS, link.createdAt + FLOW_LINK_LIFETIME_MS);
}
