import type { FlowUrl } from '../shared/urlSync';

/**
 * `<Contractors/>` in the URL: `?pk_contractors=<screen>[:ids]` (`contractor:<uuid>`,
 * `receipt:<group>:<payment>`, `pay`), without a screen's confirmation.
 *
 * @example
 * readUrlScreen(contractorsUrl, new URL('https://x.test/?pk_contractors=pay')); // { name: 'pay' }
 */
export const contractorsUrl: FlowUrl = {
  param: 'pk_contractors',
  tag: 'name',
  screens: {
    list: [],
    add: [],
    pay: [],
    payments: [],
    contractor: ['contractorId'],
    edit: ['contractorId'],
    group: ['groupId'],
    receipt: ['groupId', 'paymentId'],
  },
};
