import { pinnedNow } from '../test/pinnedClock';
import type { UIProviderProps } from '../src/ui';
import { mergeTheme, type Theme, type ThemeInput } from '../src/ui';
import { es } from '../src/locales/es';

/**
 * The Storybook toolbar and theme panel settings every story shares (`globals`). The theme panel
 * (`.storybook/manager.tsx`) writes `pkTheme`; the toolbars write the others.
 */
export interface StoryGlobals {
  /** `en` or `es`: the language of every story. */
  locale?: 'en' | 'es';
  /** `light` or `dark`: the built-in palette under the partner theme. */
  scheme?: 'light' | 'dark';
  /** Width of the partner's container in px, or `full`. */
  width?: string;
  /** Tokens the designer changed in the theme panel: exactly what a partner passes as `theme`. */
  pkTheme?: ThemeInput;
}

/** The container widths a flow supports, smallest first (the `width` toolbar and the Layout page). */
export const containerWidths = [320, 390, 768, 1280] as const;

/**
 * The instant the demo service's clock and the browser's `Date` start at in every story, so
 * screenshots never drift by date (the preview pins `Date` to it).
 */
export const storyNow = pinnedNow;

/**
 * Provider props for a story: what the story itself sets (`parameters.ui` / `parameters.demo.provider`),
 * with the toolbar's locale and scheme when the designer picked other than the default, and the
 * theme panel's tokens laid over the story's theme.
 *
 * @example
 * <UIProvider {...providerSettings(context.globals, context.parameters.ui)}>…</UIProvider>
 */
export function providerSettings(
  globals: StoryGlobals,
  story: Omit<UIProviderProps, 'children'> = {},
): Omit<UIProviderProps, 'children'> {
  const settings = { ...story };
  if (globals.scheme === 'dark') settings.colorScheme = 'dark';
  if (globals.locale === 'es') {
    settings.locale = 'es-US';
    settings.messages = { ...es, ...story.messages };
  }
  const panel = globals.pkTheme;
  if (panel && Object.keys(panel).length > 0) {
    // mergeTheme lays a partial over a full theme; a partial base works the same way.
    settings.theme = mergeTheme((story.theme ?? {}) as Theme, panel) as ThemeInput;
  }
  return settings;
}
