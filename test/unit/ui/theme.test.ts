import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { darkTheme, lightTheme, mergeTheme, themeToCustomProperties, type Theme } from '../../../src/ui';
import { themeCss } from '../../../src/ui/theme/themeCss';
import { contrastRatio } from './contrast';

const tokensCss = readFileSync(new URL('../../../src/ui/tokens.css', import.meta.url), 'utf8');

test('the static stylesheet carries exactly the built-in light and dark themes', () => {
  const { color, tone, focus, shadow } = darkTheme;
  expect(tokensCss).toContain(themeCss('.pk-root', lightTheme));
  expect(tokensCss).toContain(
    themeCss(".pk-root[data-pk-color-scheme='dark']", { color, tone, focus, shadow }),
  );
  // Dark only restyles colours; a drift in any other group would make dark mode silently inherit light values.
  const { color: _c, tone: _t, focus: _f, shadow: _s, ...rest } = darkTheme;
  const { color: _lc, tone: _lt, focus: _lf, shadow: _ls, ...lightRest } = lightTheme;
  expect(rest).toEqual(lightRest);
});

test('every theme leaf is one custom property under the pk- prefix', () => {
  const properties = themeToCustomProperties(lightTheme);
  expect(Object.keys(properties).length).toBeGreaterThanOrEqual(70);
  expect(properties['--pk-color-primary-hover']).toBe(lightTheme.color.primaryHover);
  expect(properties['--pk-tone-warning-fg']).toBe(lightTheme.tone.warning.fg);
  expect(properties['--pk-font-size-2xl']).toBe(lightTheme.font.size2xl);
});

test('a partial partner theme keeps every other value of its base', () => {
  const brand = mergeTheme(darkTheme, { color: { primary: '#ffcc00' }, radius: { md: '0' } });
  expect(brand.color.primary).toBe('#ffcc00');
  expect(brand.color.text).toBe(darkTheme.color.text);
  expect(brand.radius.md).toBe('0');
  expect(brand.radius.lg).toBe(darkTheme.radius.lg);
});

describe.each([
  ['light', lightTheme],
  ['dark', darkTheme],
] as Array<[string, Theme]>)('the %s theme meets WCAG 2.2 AA contrast', (_name, theme) => {
  const { color, tone, focus } = theme;
  const text: Array<[string, string, string]> = [
    ['text on background', color.text, color.background],
    ['text on surface', color.text, color.surface],
    ['text on muted surface', color.text, color.surfaceMuted],
    ['hint on surface', color.textMuted, color.surface],
    ['hint on muted surface', color.textMuted, color.surfaceMuted],
    ['inert pager button', color.textDisabled, color.surfaceMuted],
    ['primary button', color.onPrimary, color.primary],
    ['primary button hovered', color.onPrimary, color.primaryHover],
    ['danger button', color.onDanger, color.danger],
    ['danger button hovered', color.onDanger, color.dangerHover],
    ['secondary button', color.onSecondary, color.secondary],
    ['secondary button hovered', color.onSecondary, color.secondaryHover],
    ['link on surface', color.link, color.surface],
    ['link on background', color.link, color.background],
    ['error on surface', color.error, color.surface],
    ['selected row', color.text, color.rowSelected],
    ['current step marker', color.onPrimary, color.primary],
    ...(Object.entries(tone).map(([name, t]) => [`${name} tone`, t.fg, t.bg]) as Array<
      [string, string, string]
    >),
  ];
  test.each(text)('%s is at least 4.5:1', (_pair, fg, bg) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });
  const graphics: Array<[string, string, string]> = [
    ['control border', color.borderStrong, color.surface],
    ['focus ring on surface', focus.ringColor, color.surface],
    ['focus ring on background', focus.ringColor, color.background],
    ['checked control', color.accent, color.surface],
    ['switch track', color.switchTrack, color.surface],
  ];
  test.each(graphics)('%s is at least 3:1 (non-text)', (_pair, fg, bg) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(3);
  });
});
