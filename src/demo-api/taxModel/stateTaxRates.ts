/**
 * The demo's state income tax table: one flat withholding rate per state on the period's wages,
 * in basis points, and the state's supplemental rate where it publishes one (used with
 * `fixed_withholding_rate`, DECISIONS 47 b). Flat-tax states carry their 2026 rate; states with
 * graduated schedules carry a documented middle-bracket approximation, because the demo does not
 * model state allowances. The nine states without a wage income tax are 0.
 */
interface StateRate {
  rate: number;
  supplemental?: number;
}

const NO_INCOME_TAX = ['AK', 'FL', 'NV', 'NH', 'SD', 'TN', 'TX', 'WA', 'WY'];

const RATES: Record<string, StateRate> = {
  AL: { rate: 400 },
  AR: { rate: 390 },
  AZ: { rate: 250 },
  CA: { rate: 400, supplemental: 660 },
  CO: { rate: 440 },
  CT: { rate: 500, supplemental: 699 },
  DC: { rate: 600 },
  DE: { rate: 520 },
  GA: { rate: 519 },
  HI: { rate: 640 },
  IA: { rate: 380 },
  ID: { rate: 530 },
  IL: { rate: 495 },
  IN: { rate: 295 },
  KS: { rate: 520 },
  KY: { rate: 350 },
  LA: { rate: 300 },
  MA: { rate: 500 },
  MD: { rate: 475 },
  ME: { rate: 580 },
  MI: { rate: 425 },
  MN: { rate: 680, supplemental: 625 },
  MO: { rate: 470 },
  MS: { rate: 400 },
  MT: { rate: 470 },
  NC: { rate: 399 },
  ND: { rate: 195 },
  NE: { rate: 455 },
  NJ: { rate: 350 },
  NM: { rate: 490 },
  NY: { rate: 550, supplemental: 1170 },
  OH: { rate: 275 },
  OK: { rate: 475 },
  OR: { rate: 875, supplemental: 800 },
  PA: { rate: 307 },
  RI: { rate: 475 },
  SC: { rate: 600 },
  UT: { rate: 450 },
  VA: { rate: 575 },
  VT: { rate: 660 },
  WI: { rate: 530 },
  WV: { rate: 482 },
};

/** The rate used for a state the table does not know (a territory, a typo in old data). */
const FALLBACK: StateRate = { rate: 300 };

/**
 * The state's withholding rate in basis points: its supplemental rate when asked and published,
 * otherwise its normal rate; 0 where there is no wage income tax.
 *
 * @example
 * stateRate('CA'); // 400
 * stateRate('CA', true); // 660
 * stateRate('TX'); // 0
 */
export function stateRate(state: string | null, supplemental = false): number {
  if (state === null || NO_INCOME_TAX.includes(state)) return 0;
  const entry = RATES[state] ?? FALLBACK;
  return supplemental ? (entry.supplemental ?? entry.rate) : entry.rate;
}

/** @example statesWithoutIncomeTax().includes('WA'); // true */
export function statesWithoutIncomeTax(): readonly string[] {
  return NO_INCOME_TAX;
}
