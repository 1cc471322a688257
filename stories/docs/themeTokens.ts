import { darkTheme, lightTheme, themeToCustomProperties, type Theme } from '../../src/ui';
import { docs as tokenDocs, order as typeOrder } from 'virtual:payroll-kit/theme-docs';

/** What kind of sample shows a token's value. */
export type TokenKind = 'color' | 'shadow' | 'radius' | 'font-family' | 'font-size' | 'length' | 'other';

/** One themable value: its `theme` path, CSS custom property, defaults and what it changes. */
export interface ThemeToken {
  /** Path in the `theme` object, e.g. `color.primaryHover`. */
  path: string;
  /** The custom property on `.pk-root`, e.g. `--pk-color-primary-hover`. */
  cssVar: string;
  light: string;
  dark: string;
  kind: TokenKind;
  /** The TSDoc of the token (or of its group) in the Theme type. */
  description: string;
  /** Components and flows whose CSS reads it, directly or through a derived token. */
  usedBy: string[];
}

// Every stylesheet of the library, read as text, to find which parts read which token.
const stylesheets = import.meta.glob<string>('../../src/**/*.css', {
  query: '?raw',
  import: 'default',
  eager: true,
});

function partName(file: string): string {
  const name = file
    .split('/')
    .pop()!
    .replace(/\.css$/, '');
  if (name === 'tokens') return 'root (text, background, font)';
  if (name === 'base') return 'shared utilities (links, focus)';
  return name;
}

/** For each custom property, the parts whose CSS reads it (derived tokens such as --pk-space-2 followed). */
function usageByVariable(): Map<string, Set<string>> {
  const derived = new Map<string, Set<string>>();
  const readers = new Map<string, Set<string>>();
  const add = (map: Map<string, Set<string>>, key: string, value: string) =>
    map.set(key, (map.get(key) ?? new Set()).add(value));
  for (const [file, css] of Object.entries(stylesheets)) {
    const part = partName(file);
    for (const declaration of css.matchAll(/(--pk-[\w-]+)\s*:\s*([^;]+);/g)) {
      for (const read of declaration[2]!.matchAll(/var\((--pk-[\w-]+)/g))
        add(derived, read[1]!, declaration[1]!);
    }
    const body = css.replace(/--pk-[\w-]+\s*:[^;]+;/g, (text) => (text.includes('var(') ? '' : text));
    for (const read of body.matchAll(/var\((--pk-[\w-]+)/g)) add(readers, read[1]!, part);
    // The root block of tokens.css applies colour, background and font to every flow.
    if (file.endsWith('tokens.css')) {
      for (const read of css.matchAll(
        /^\s+(?:color|background-color|font-[\w-]+|line-height):\s*var\((--pk-[\w-]+)/gm,
      ))
        add(readers, read[1]!, part);
    }
  }
  const resolve = (name: string, seen = new Set<string>()): Set<string> => {
    const parts = new Set(readers.get(name) ?? []);
    for (const next of derived.get(name) ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      for (const part of resolve(next, seen)) parts.add(part);
    }
    return parts;
  };
  const out = new Map<string, Set<string>>();
  for (const name of new Set([...readers.keys(), ...derived.keys()])) out.set(name, resolve(name));
  return out;
}

function kindOf(path: string, value: string): TokenKind {
  const [group, leaf = ''] = path.split('.');
  if (group === 'color' || group === 'tone' || /color$/i.test(leaf)) return 'color';
  if (group === 'shadow') return 'shadow';
  if (group === 'radius') return 'radius';
  if (group === 'font' && leaf.startsWith('family')) return 'font-family';
  if (group === 'font' && leaf.startsWith('size')) return 'font-size';
  if (/^-?[\d.]+(px|rem|em)$/.test(value)) return 'length';
  return 'other';
}

function describe(path: string): string {
  const own = tokenDocs[path];
  if (own) return own;
  // No comment on the leaf: its group's comment, naming the leaf (tone.info.fg → "info tone, fg").
  const segments = path.split('.');
  for (let end = segments.length - 1; end > 0; end--) {
    const group = tokenDocs[segments.slice(0, end).join('.')];
    if (group) return `${group} (${segments.slice(end).join(' ')})`;
  }
  const leaf = segments.at(-1)!;
  if (leaf.endsWith('Hover')) return `${leaf.slice(0, -'Hover'.length)} when hovered.`;
  if (/^on[A-Z]/.test(leaf)) return `Text and icons on the ${leaf.slice(2).toLowerCase()} fill.`;
  // Otherwise its name in words: font.sizeXs → "Font size xs."
  const words = segments
    .join(' ')
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .toLowerCase();
  return `${words[0]!.toUpperCase()}${words.slice(1)}.`;
}

/**
 * Every token of the theme, in the order of the `Theme` type, with its light and dark defaults.
 * Built from `lightTheme` / `darkTheme` and the Theme type's comments, so it cannot drift.
 *
 * @example
 * themeTokens().find((token) => token.path === 'color.primary')?.light; // '#2f54c8'
 */
export function themeTokens(): ThemeToken[] {
  const usage = usageByVariable();
  const tokens: ThemeToken[] = [];
  const walk = (light: object, dark: object | undefined, path: string[]) => {
    for (const [key, value] of Object.entries(light)) {
      const at = [...path, key];
      const darkValue = (dark as Record<string, unknown> | undefined)?.[key];
      if (value && typeof value === 'object') {
        walk(value as object, darkValue as object | undefined, at);
        continue;
      }
      const nested = at.reduceRight<unknown>((inner, segment) => ({ [segment]: inner }), value);
      const cssVar = Object.keys(themeToCustomProperties(nested as Partial<Theme>))[0]!;
      const joined = at.join('.');
      tokens.push({
        path: joined,
        cssVar,
        light: String(value),
        dark: String(darkValue ?? value),
        kind: kindOf(joined, String(value)),
        description: describe(joined),
        usedBy: [...(usage.get(cssVar) ?? [])].sort(),
      });
    }
  };
  walk(lightTheme, darkTheme, []);
  // In the order of the Theme type (colours first), not of the default object.
  const rank = (path: string) => {
    const at = typeOrder.indexOf(path);
    return at === -1 ? typeOrder.length : at;
  };
  return tokens.sort((a, b) => rank(a.path) - rank(b.path));
}

/** The top-level groups of the theme (`color`, `tone`, `font`…), in the order of the Theme type. */
export function themeGroups(): string[] {
  return [...new Set(themeTokens().map((token) => token.path.split('.')[0]!))];
}
