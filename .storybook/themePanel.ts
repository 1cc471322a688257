import { darkTheme, lightTheme, type Theme, type ThemeInput } from '../src/ui/theme/theme';

/** One editable token of the theme panel. */
export interface PanelToken {
  /** Path in the `theme` object: `['color', 'primary']`. */
  path: string[];
  light: string;
  dark: string;
}

/**
 * Every token the panel can edit, from the built-in themes, so a token added to the theme gets
 * a field without touching the panel.
 *
 * @example
 * panelTokens().find((token) => token.path.join('.') === 'radius.md')?.light; // '6px'
 */
export function panelTokens(): PanelToken[] {
  const out: PanelToken[] = [];
  const walk = (light: object, dark: object | undefined, path: string[]) => {
    for (const [key, value] of Object.entries(light)) {
      const darkValue = (dark as Record<string, unknown> | undefined)?.[key];
      if (value && typeof value === 'object')
        walk(value as object, darkValue as object | undefined, [...path, key]);
      else out.push({ path: [...path, key], light: String(value), dark: String(darkValue ?? value) });
    }
  };
  walk(lightTheme, darkTheme, []);
  return out;
}

/** The value of `path` in a partial theme, if set. */
export function tokenValue(theme: ThemeInput, path: string[]): string | undefined {
  let node: unknown = theme;
  for (const key of path) node = (node as Record<string, unknown> | undefined)?.[key];
  return typeof node === 'string' ? node : undefined;
}

/**
 * A copy of `theme` with `path` set to `value`, or removed (with emptied groups) when `value` is
 * undefined, so the result only ever holds what the designer changed.
 *
 * @example
 * withToken({}, ['color', 'primary'], '#5b2a86'); // { color: { primary: '#5b2a86' } }
 */
export function withToken(theme: ThemeInput, path: string[], value: string | undefined): ThemeInput {
  const set = (node: Record<string, unknown>, depth: number): Record<string, unknown> => {
    const key = path[depth]!;
    const copy = { ...node };
    if (depth === path.length - 1) {
      if (value === undefined) delete copy[key];
      else copy[key] = value;
    } else {
      const child = set((node[key] as Record<string, unknown> | undefined) ?? {}, depth + 1);
      if (Object.keys(child).length === 0) delete copy[key];
      else copy[key] = child;
    }
    return copy;
  };
  return set(theme as Record<string, unknown>, 0) as ThemeInput;
}

/**
 * The exact object a partner passes as `PayrollProvider`'s `theme` (JSON is a valid object literal).
 *
 * @example
 * themeObjectText({ color: { primary: '#5b2a86' } }); // '{\n  "color": {\n    "primary": "#5b2a86"\n  }\n}'
 */
export function themeObjectText(theme: ThemeInput): string {
  return JSON.stringify(theme, null, 2);
}

export type { Theme, ThemeInput };
