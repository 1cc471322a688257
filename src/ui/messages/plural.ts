import type { MessageValues } from './interpolate';

const rulesByLocale = new Map<string, Intl.PluralRules>();

/** The locale's plural rules, built once per locale (they are costly to construct). */
function pluralRules(locale: string): Intl.PluralRules {
  let rules = rulesByLocale.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    rulesByLocale.set(locale, rules);
  }
  return rules;
}

/** Where the `{…}` that opens at `open` closes, nested braces included; -1 when it never does. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    if (text[index] === '{') depth += 1;
    else if (text[index] === '}') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return -1;
}

/** The branches of a plural's body (`one {# row} other {# rows}`), or undefined when malformed. */
function branchesOf(body: string): Map<string, string> | undefined {
  const branches = new Map<string, string>();
  let index = 0;
  while (index < body.length) {
    const selector = /^\s*(=\d+|[a-z]+)\s*\{/.exec(body.slice(index));
    if (!selector) return /^\s*$/.test(body.slice(index)) ? branches : undefined;
    const open = index + selector[0].length - 1;
    const close = closingBrace(body, open);
    if (close < 0) return undefined;
    branches.set(selector[1]!, body.slice(open + 1, close));
    index = close + 1;
  }
  return branches;
}

/**
 * Picks the plural forms of a message: `{count, plural, =0 {…} one {…} other {…}}` (the ICU
 * MessageFormat subset) becomes the branch that fits `count` in the locale's grammar, by
 * `Intl.PluralRules`, with `#` standing for the number. An exact `=N` branch wins over the
 * category; `other` is the fallback. Plain `{name}` placeholders are left for interpolation, and
 * a block whose count is missing or not a number stays as written, so the gap is seen in review.
 *
 * @example
 * selectPlurals('{count, plural, one {# row} other {# rows}} to go', { count: 1 }, 'en-US'); // '1 row to go'
 */
export function selectPlurals(template: string, values: MessageValues, locale: string): string {
  let result = '';
  let index = 0;
  const start = /\{(\w+),\s*plural,/g;
  for (let match = start.exec(template); match; match = start.exec(template)) {
    const close = closingBrace(template, match.index);
    const branches = close < 0 ? undefined : branchesOf(template.slice(start.lastIndex, close));
    const raw = Object.hasOwn(values, match[1]!) ? values[match[1]!] : undefined;
    const count = raw === undefined || raw === '' ? Number.NaN : Number(raw);
    if (!branches || Number.isNaN(count)) continue;
    const chosen =
      branches.get(`=${count}`) ?? branches.get(pluralRules(locale).select(count)) ?? branches.get('other');
    if (chosen === undefined) continue;
    result += template.slice(index, match.index) + chosen.replace(/#/g, String(raw));
    index = close + 1;
    start.lastIndex = index;
  }
  return result + template.slice(index);
}
