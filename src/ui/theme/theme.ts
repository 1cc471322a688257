/** The five tones every status, alert and badge is drawn in. */
export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** One tone's colours: a tinted background, readable text on it, and its border. */
export interface ToneColors {
  bg: string;
  fg: string;
  border: string;
}

/**
 * Every themable value of payroll-kit. Each leaf becomes one CSS custom property on `.pk-root`
 * (`color.primaryHover` → `--pk-color-primary-hover`), so a partner can also restyle from plain CSS.
 */
export interface Theme {
  color: {
    /** Page behind the flows. */
    background: string;
    /** Cards, dialogs, inputs. */
    surface: string;
    /** Table headers, hovered rows, sunken wells. */
    surfaceMuted: string;
    /** Body text; at least 4.5:1 on background and surface. */
    text: string;
    /** Hints and secondary text; at least 4.5:1 on surface and surfaceMuted. */
    textMuted: string;
    /** Text inside disabled controls. */
    textDisabled: string;
    /** Decorative dividers. */
    border: string;
    /** Control borders; at least 3:1 on surface (WCAG 1.4.11). */
    borderStrong: string;
    /** Main action fill. */
    primary: string;
    primaryHover: string;
    /** Text on the primary fill. */
    onPrimary: string;
    /** Destructive action fill. */
    danger: string;
    dangerHover: string;
    onDanger: string;
    /** Neutral secondary button fill. */
    secondary: string;
    secondaryHover: string;
    onSecondary: string;
    /** Inline links. */
    link: string;
    /** Inline error text and invalid control borders. */
    error: string;
    /** Checked checkbox, switch and radio fill. */
    accent: string;
    /** Switch track when off. */
    switchTrack: string;
    /** Backdrop behind dialogs. */
    overlay: string;
    /** Skeleton placeholder shimmer base. */
    skeleton: string;
    /** Highlighted (active) row of a table. */
    rowSelected: string;
  };
  tone: Record<Tone, ToneColors>;
  font: {
    family: string;
    familyMono: string;
    sizeXs: string;
    sizeSm: string;
    sizeMd: string;
    sizeLg: string;
    sizeXl: string;
    size2xl: string;
    weightRegular: string;
    weightMedium: string;
    weightBold: string;
    lineHeightTight: string;
    lineHeightNormal: string;
  };
  radius: { sm: string; md: string; lg: string; full: string };
  /** The spacing unit; every gap and padding is a multiple of it. */
  space: { unit: string };
  /** Scales control heights and paddings: `1` comfortable, `0.8` compact. */
  density: { scale: string };
  focus: { ringWidth: string; ringOffset: string; ringColor: string };
  shadow: { sm: string; md: string; lg: string };
  motion: { durationFast: string; durationNormal: string; easing: string };
  control: { height: string; borderWidth: string; paddingX: string };
  layer: { overlay: string; dialog: string };
  dialog: { width: string; widthWide: string };
}

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** What a partner passes as `theme`: any subset of {@link Theme}; the rest comes from the base scheme. */
export type ThemeInput = DeepPartial<Theme>;

const shared = {
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    familyMono: "ui-monospace, 'SFMono-Regular', Menlo, monospace",
    sizeXs: '0.75rem',
    sizeSm: '0.875rem',
    sizeMd: '1rem',
    sizeLg: '1.125rem',
    sizeXl: '1.375rem',
    size2xl: '1.75rem',
    weightRegular: '400',
    weightMedium: '500',
    weightBold: '650',
    lineHeightTight: '1.25',
    lineHeightNormal: '1.5',
  },
  radius: { sm: '4px', md: '6px', lg: '10px', full: '999px' },
  space: { unit: '0.25rem' },
  density: { scale: '1' },
  motion: { durationFast: '120ms', durationNormal: '200ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  control: { height: '2.5rem', borderWidth: '1px', paddingX: '0.75rem' },
  layer: { overlay: '1000', dialog: '1001' },
  dialog: { width: '28rem', widthWide: '40rem' },
} satisfies Partial<Theme>;

/**
 * A built-in scheme: the shared scales with its own colors. Built by a call the bundler may drop
 * (`__PURE__`): spread in a bare object literal, `shared` stayed in every page importing neither.
 */
const scheme = (own: Omit<Theme, keyof typeof shared>): Theme => ({ ...shared, ...own });

/**
 * The built-in light theme; its values are also the static defaults in `payroll-kit/styles.css`.
 *
 * @example
 * <UIProvider theme={{ color: { primary: lightTheme.color.primary } }}>…</UIProvider>
 */
export const lightTheme: Theme = /* @__PURE__ */ scheme({
  color: {
    background: '#f6f7f9',
    surface: '#ffffff',
    surfaceMuted: '#f0f2f5',
    text: '#1d2433',
    textMuted: '#4b5567',
    textDisabled: '#5d6577',
    border: '#d0d5dd',
    borderStrong: '#687184',
    primary: '#2f54c8',
    primaryHover: '#2443a6',
    onPrimary: '#ffffff',
    danger: '#b42318',
    dangerHover: '#912018',
    onDanger: '#ffffff',
    secondary: '#ffffff',
    secondaryHover: '#f0f2f5',
    onSecondary: '#1d2433',
    link: '#2443a6',
    error: '#b42318',
    accent: '#2f54c8',
    switchTrack: '#687184',
    overlay: 'rgba(16, 24, 40, 0.6)',
    skeleton: '#e4e7ec',
    rowSelected: '#e8eefc',
  },
  tone: {
    neutral: { bg: '#f0f2f5', fg: '#344054', border: '#98a2b3' },
    info: { bg: '#eaf1ff', fg: '#1f3d99', border: '#84a5f0' },
    success: { bg: '#e7f6ec', fg: '#0c6b37', border: '#6cc08e' },
    warning: { bg: '#fff4e0', fg: '#8a4b00', border: '#f0b35c' },
    danger: { bg: '#fdeceb', fg: '#a01c12', border: '#f09b94' },
  },
  focus: { ringWidth: '3px', ringOffset: '2px', ringColor: '#2f54c8' },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
    md: '0 4px 12px rgba(16, 24, 40, 0.12)',
    lg: '0 16px 40px rgba(16, 24, 40, 0.2)',
  },
});

/**
 * The built-in dark theme, selected with `colorScheme="dark"`.
 *
 * @example
 * <UIProvider colorScheme="dark">…</UIProvider>
 */
export const darkTheme: Theme = /* @__PURE__ */ scheme({
  color: {
    background: '#0f131a',
    surface: '#171c25',
    surfaceMuted: '#202733',
    text: '#e9ecf2',
    textMuted: '#b3bccb',
    textDisabled: '#8d97a8',
    border: '#343d4d',
    borderStrong: '#8690a3',
    primary: '#8fb0ff',
    primaryHover: '#b0c8ff',
    onPrimary: '#0d1733',
    danger: '#ff9b92',
    dangerHover: '#ffb9b2',
    onDanger: '#3a0a06',
    secondary: '#202733',
    secondaryHover: '#2b3342',
    onSecondary: '#e9ecf2',
    link: '#a9c2ff',
    error: '#ffa198',
    accent: '#8fb0ff',
    switchTrack: '#8690a3',
    overlay: 'rgba(0, 0, 0, 0.7)',
    skeleton: '#2b3342',
    rowSelected: '#24304a',
  },
  tone: {
    neutral: { bg: '#262d3a', fg: '#d5dbe5', border: '#5d6779' },
    info: { bg: '#1a2747', fg: '#b7cbff', border: '#4a66b0' },
    success: { bg: '#10301f', fg: '#8fdcae', border: '#2f7d51' },
    warning: { bg: '#36260a', fg: '#f5c77e', border: '#8f6421' },
    danger: { bg: '#3b1512', fg: '#ffb3ab', border: '#a2453d' },
  },
  focus: { ringWidth: '3px', ringOffset: '2px', ringColor: '#8fb0ff' },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
    md: '0 4px 12px rgba(0, 0, 0, 0.5)',
    lg: '0 16px 40px rgba(0, 0, 0, 0.6)',
  },
});

const kebab = (key: string) => key.replace(/[A-Z]|\d+/g, (part) => `-${part.toLowerCase()}`);

/**
 * Flattens a theme into its CSS custom properties, in a stable order.
 *
 * @example
 * themeToCustomProperties(lightTheme)['--pk-color-primary']; // '#2f54c8'
 */
export function themeToCustomProperties(theme: ThemeInput): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (node: object, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const name = `${prefix}-${kebab(key)}`;
      if (value && typeof value === 'object') walk(value as object, name);
      else if (typeof value === 'string') out[name] = value;
    }
  };
  walk(theme, '--pk');
  return out;
}

/**
 * Lays a partner's partial theme over a base theme.
 *
 * @example
 * const brand = mergeTheme(lightTheme, { color: { primary: '#6a1b9a' } });
 */
export function mergeTheme(base: Theme, input: ThemeInput | undefined): Theme {
  if (!input) return base;
  const merge = (a: Record<string, unknown>, b: Record<string, unknown>): Record<string, unknown> => {
    const out: Record<string, unknown> = { ...a };
    for (const [key, value] of Object.entries(b)) {
      if (value === undefined) continue;
      const current = a[key];
      out[key] =
        value && typeof value === 'object' && current && typeof current === 'object'
          ? merge(current as Record<string, unknown>, value as Record<string, unknown>)
          : value;
    }
    return out;
  };
  return merge(
    base as unknown as Record<string, unknown>,
    input as Record<string, unknown>,
  ) as unknown as Theme;
}
