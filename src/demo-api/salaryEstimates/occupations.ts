/**
 * The demo's small list of BLS occupations (SOC codes) with an annual wage in cents for each. The
 * wages are the demo's round figures near the BLS national medians, not official data: they only
 * make `result` reproducible (docs/contract.md#salary-estimates).
 */
export interface DemoOccupation {
  code: string;
  title: string;
  description: string;
  /** The demo's annual wage, in cents. */
  wageCents: number;
}

/** The occupations the demo knows. */
export const DEMO_OCCUPATIONS: readonly DemoOccupation[] = [
  {
    code: '11-1021',
    title: 'General and Operations Managers',
    description: 'Plan, direct, or coordinate the operations of a company.',
    wageCents: 10_128_000,
  },
  {
    code: '11-3031',
    title: 'Financial Managers',
    description: 'Plan, direct, or coordinate accounting, investing, banking and insurance activities.',
    wageCents: 15_610_000,
  },
  {
    code: '13-2011',
    title: 'Accountants and Auditors',
    description: 'Examine, analyze, and interpret accounting records.',
    wageCents: 7_988_000,
  },
  {
    code: '13-1161',
    title: 'Market Research Analysts and Marketing Specialists',
    description: 'Research conditions in markets to determine potential sales of a product or service.',
    wageCents: 7_468_000,
  },
  {
    code: '15-1252',
    title: 'Software Developers',
    description: 'Research, design, and develop computer and network software.',
    wageCents: 13_227_000,
  },
  {
    code: '15-1211',
    title: 'Computer Systems Analysts',
    description: 'Analyze science, engineering, business, and other data processing problems.',
    wageCents: 10_380_000,
  },
  {
    code: '23-1011',
    title: 'Lawyers',
    description: 'Represent clients in criminal and civil litigation and other legal proceedings.',
    wageCents: 14_576_000,
  },
  {
    code: '29-1141',
    title: 'Registered Nurses',
    description: 'Assess patient health problems and needs, and administer nursing care.',
    wageCents: 8_607_000,
  },
  {
    code: '35-1011',
    title: 'Chefs and Head Cooks',
    description: 'Direct and may participate in the preparation, seasoning, and cooking of food.',
    wageCents: 5_892_000,
  },
  {
    code: '41-2031',
    title: 'Retail Salespersons',
    description: 'Sell merchandise, such as furniture, motor vehicles, appliances, or apparel.',
    wageCents: 3_390_000,
  },
  {
    code: '43-6014',
    title: 'Secretaries and Administrative Assistants',
    description: 'Perform routine administrative functions such as drafting correspondence.',
    wageCents: 4_408_000,
  },
  {
    code: '47-2111',
    title: 'Electricians',
    description: 'Install, maintain, and repair electrical wiring, equipment, and fixtures.',
    wageCents: 6_159_000,
  },
];

/**
 * The occupations whose title, description or code holds `search` (case-insensitive), in the
 * list's order.
 *
 * @example
 * searchOccupations('soft'); // [Software Developers]
 */
export function searchOccupations(search: string): DemoOccupation[] {
  const needle = search.trim().toLowerCase();
  return DEMO_OCCUPATIONS.filter((o) =>
    [o.code, o.title, o.description].some((text) => text.toLowerCase().includes(needle)),
  );
}

/**
 * The occupation of a code, or undefined.
 *
 * @example
 * occupationOf('15-1252')?.title; // 'Software Developers'
 */
export function occupationOf(code: string): DemoOccupation | undefined {
  return DEMO_OCCUPATIONS.find((o) => o.code === code);
}
