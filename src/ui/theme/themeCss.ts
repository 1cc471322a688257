import { themeToCustomProperties, type ThemeInput } from './theme';

/**
 * CSS text that applies a theme to one scoped selector, including the reduced-motion override so a
 * partner's motion timings never defeat `prefers-reduced-motion`.
 *
 * @example
 * themeCss('.pk-root[data-pk-theme="brand"]', { color: { primary: '#6a1b9a' } });
 */
export function themeCss(selector: string, theme: ThemeInput): string {
  const declarations = Object.entries(themeToCustomProperties(theme))
    .map(([name, value]) => `  ${name}: ${value};`)
    .join('\n');
  const reducedMotion = theme.motion
    ? `\n@media (prefers-reduced-motion: reduce) {\n  ${selector} {\n    --pk-motion-duration-fast: 0ms;\n    --pk-motion-duration-normal: 0ms;\n  }\n}`
    : '';
  return `${selector} {\n${declarations}\n}${reducedMotion}`;
}

/**
 * A short, stable name for a theme's CSS, so providers with the same theme share one stylesheet and
 * server and client render the same `data-pk-theme` attribute.
 *
 * @example
 * themeId('--pk-color-primary: #6a1b9a;'); // 't1x8k2a'
 */
export function themeId(cssText: string): string {
  // FNV-1a: tiny, deterministic, good enough to tell themes apart on one page.
  let hash = 0x811c9dc5;
  for (let i = 0; i < cssText.length; i++) {
    hash ^= cssText.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `t${(hash >>> 0).toString(36)}`;
}

/**
 * Theme CSS made safe as the raw text of a `<style>` element: a `<` (only ever inside a value) is
 * written as the CSS escape `\3c `, so no theme value can close the element and start markup.
 *
 * @example
 * styleElementText(".pk-root { --pk-font-family: '</style>'; }"); // ".pk-root { --pk-font-family: '\\3c /style>'; }"
 */
export function styleElementText(cssText: string): string {
  return cssText.replace(/</g, '\\3c ');
}
